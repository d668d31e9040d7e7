// Vaults of choice on generated floors, with the shipped data: a few good
// things on pedestals in a row, each shown in full; taking one shuts the
// others away, and exploring never takes one unasked.
#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "core/contrast.h"
#include "game/game.h"
#include "keep/save_codec.h"
#include "support/item_rules.h"
#include "support/test_rules.h"
#include "ui/text/hover_text.h"
#include "ui/views/map_view.h"

namespace delve {
namespace {

using testing::shippedRules;

// A run that begins on floor 2, which holds a vault of three things.
Game onFloorTwo(std::uint64_t seed) {
    GameOptions options{seed, "fighter", nullptr, shippedRules()};
    options.firstFloor = 2;
    return Game(options);
}

std::vector<FloorItem> pedestals(const Game& game) {
    std::vector<FloorItem> found;
    for (const FloorItem& lying : game.stage().items()) {
        if (lying.pedestal) {
            found.push_back(lying);
        }
    }
    return found;
}

// The same run with the hero moved to `cell`, by rewriting her line of
// its save (`hero CLASS X Y ...`).
Game withHeroAt(const Game& game, Point cell) {
    std::istringstream lines(saveGame(game));
    std::string text;
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("hero ", 0) == 0) {
            std::istringstream fields(line);
            std::string word;
            std::vector<std::string> all;
            while (fields >> word) {
                all.push_back(word);
            }
            all[2] = std::to_string(cell.x);
            all[3] = std::to_string(cell.y);
            line.clear();
            for (const std::string& field : all) {
                line += (line.empty() ? "" : " ") + field;
            }
        }
        text += line + "\n";
    }
    return loadGame(text, "moved.sav", shippedRules());
}

// Generated or hand-made, floor 2 has its vault unless no row fits.
TEST(Vault, TheSecondFloorHoldsThreeDifferentLastingThingsInARow) {
    int vaults = 0;
    std::string without;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        const Game game = onFloorTwo(seed);
        const std::vector<FloorItem> found = pedestals(game);
        if (found.empty()) {
            without += " " + std::to_string(seed);
            continue;  // a floor with no open row for it
        }
        ++vaults;
        ASSERT_EQ(found.size(), 3u);
        std::set<std::string> kinds;
        for (std::size_t i = 0; i < found.size(); ++i) {
            const Item& thing = found[i].item;
            kinds.insert(thing.kind->id);
            const int apart = 2 * static_cast<int>(i);
            const Point east{found[0].at.x + apart, found[0].at.y};
            const Point south{found[0].at.x, found[0].at.y + apart};
            EXPECT_TRUE(found[i].at == east || found[i].at == south) << "in a row, two apart";
            const ItemClass itemClass = thing.kind->itemClass;
            EXPECT_TRUE(itemClass == ItemClass::Staff || itemClass == ItemClass::Weapon ||
                        itemClass == ItemClass::Armour || itemClass == ItemClass::Ring)
                << thing.kind->id;
            if (itemClass == ItemClass::Weapon || itemClass == ItemClass::Armour) {
                EXPECT_TRUE(thing.property.has_value() && thing.propertyKnown)
                    << "its property is part of the choice";
            }
            EXPECT_EQ(game.stage().itemsAt(found[i].at).size(), 1u);
        }
        EXPECT_EQ(kinds.size(), 3u) << "no two of a kind";
    }
    EXPECT_GE(vaults, 18) << "almost every second floor has room for one; none on seeds" << without;
}

TEST(Vault, TakingOneShutsTheOthersAwayForGood) {
    std::uint64_t seed = 1;
    while (pedestals(onFloorTwo(seed)).empty()) {
        ++seed;
    }
    const Game before = onFloorTwo(seed);
    const FloorItem chosen = pedestals(before)[1];
    Game game = withHeroAt(before, chosen.at);
    const std::size_t lying = game.stage().items().size();
    EXPECT_TRUE(game.act(PickUpItems{}).tookTurn);
    EXPECT_EQ(game.hero().pack.slotOf(*chosen.item.kind) >= 0, true);
    EXPECT_TRUE(pedestals(game).empty());
    EXPECT_EQ(game.stage().items().size(), lying - 3);
    EXPECT_TRUE(testing::saidEver(game, MessageId::VaultShuts));
}

TEST(Vault, TheLookSaysWhatTakingOneDoes) {
    std::uint64_t seed = 1;
    while (pedestals(onFloorTwo(seed)).empty()) {
        ++seed;
    }
    Game game = onFloorTwo(seed);
    const FloorItem thing = pedestals(game)[0];
    game = withHeroAt(game, thing.at + Point{0, 1});
    const std::string said = describeFloorCell(game, thing.at);
    EXPECT_EQ(said.rfind("On a pedestal: ", 0), 0u) << said;
    EXPECT_NE(said.find("the other things on pedestals here are shut away"), std::string::npos)
        << said;
}

// The whole of floor 2 drawn in `style`, the hero where she stands.
CellBuffer drawnFloor(const Game& game, const DrawStyle& style) {
    const Point size{game.stage().map().width(), game.stage().map().height()};
    CellBuffer buffer(size.x, size.y);
    Camera camera;
    camera.follow(Rect{0, 0, size.x, size.y}, size, 2, game.hero().position);
    drawMapView(game, style, camera, buffer);
    return buffer;
}

TEST(Vault, APedestalStandsOutUnderWhatLiesOnItWhereThereIsColour) {
    std::uint64_t seed = 1;
    while (pedestals(onFloorTwo(seed)).empty()) {
        ++seed;
    }
    const std::vector<FloorItem> row = pedestals(onFloorTwo(seed));
    const Game game = withHeroAt(onFloorTwo(seed), row[0].at);
    const Point second = row[1].at;
    const Point between{(row[0].at.x + second.x) / 2, (row[0].at.y + second.y) / 2};
    ASSERT_TRUE(game.stage().map().isVisible(second));

    const CellBuffer coloured = drawnFloor(game, DrawStyle{});
    const Cell& pedestal = coloured.at(second);
    EXPECT_EQ(pedestal.glyph, row[1].item.kind->glyph);
    EXPECT_NE(pedestal.background, coloured.at(between).background)
        << "the floor between two pedestals is bare";
    EXPECT_GE(contrastRatio(pedestal.foreground, pedestal.background), 3.0)
        << "the thing stays plain on its stone";

    const CellBuffer plain = drawnFloor(game, DrawStyle{true, FogGlyphs::Terrain});
    EXPECT_EQ(plain.at(second).background, plain.at(between).background)
        << "without colour the look says what it is";
}

}  // namespace
}  // namespace delve
