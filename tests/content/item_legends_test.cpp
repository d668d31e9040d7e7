// Items in a level's legend: `item|<id>[|<count>]` and `gold|<amount>[|0]`
// place exactly what they say, and an id the rules do not know stops the
// load at its line and column.
#include <gtest/gtest.h>

#include "content/level_loader.h"
#include "support/item_rules.h"
#include "support/temp_level.h"

namespace delve {
namespace {

using testing::itemRules;
using testing::TempLevel;

constexpr const char* kStore =
    "level|store|The Store\n"
    "#######\n"
    "#@hs$.#\n"
    "#######\n"
    "legend|h|item|potion_of_healing|3\n"
    "legend|s|item|sword|2\n"
    "legend|$|gold|25|0\n"
    "end\n";

std::vector<Item> itemsAt(const Game& game, Point cell) {
    return game.stage().itemsAt(cell);
}

TEST(ItemLegends, PlaceWhatTheySayAndNothingMore) {
    const TempLevel file("legend_store", kStore);
    const Game game(
        GameOptions{3, "fighter", readLevelFile(file.path(), itemRules().get()), itemRules()});
    const Rules& rules = *itemRules();
    EXPECT_EQ(itemsAt(game, {2, 1}), (std::vector<Item>{{rules.item("potion_of_healing"), 3}}))
        << "a stack lies as one heap";
    EXPECT_EQ(itemsAt(game, {3, 1}),
              (std::vector<Item>{{rules.item("sword"), 1}, {rules.item("sword"), 1}}))
        << "what does not stack lies as that many single things";
    EXPECT_EQ(itemsAt(game, {4, 1}), (std::vector<Item>{{rules.gold(), 25}}));
    EXPECT_EQ(game.stage().items().size(), 4u) << "a hand-made level holds only its legend's";
}

TEST(ItemLegends, ACountIsOneUnlessGiven) {
    const TempLevel file("legend_one", "####\n#@a#\n####\nlegend|a|item|arrow\nend\n");
    const Game game(
        GameOptions{3, "fighter", readLevelFile(file.path(), itemRules().get()), itemRules()});
    EXPECT_EQ(itemsAt(game, {2, 1}), (std::vector<Item>{{itemRules()->item("arrow"), 1}}));
}

std::string levelError(const std::string& name, const std::string& text) {
    const TempLevel file(name, text);
    try {
        readLevelFile(file.path(), itemRules().get());
    } catch (const LevelError& error) {
        // The path differs from run to run: keep what follows it.
        const std::string what = error.what();
        EXPECT_EQ(what.rfind(file.path().string() + ":", 0), 0u) << what;
        return what.substr(file.path().string().size() + 1);
    }
    return "accepted";
}

TEST(ItemLegends, AnUnknownItemIsRefusedAtItsLineAndColumn) {
    EXPECT_EQ(levelError("legend_unknown", "####\n#@a#\n####\nlegend|a|item|dragon_egg|2\nend\n"),
              "4:15: unknown item \"dragon_egg\"");
    EXPECT_EQ(
        levelError("legend_unknown_second",
                   std::string(kStore).replace(std::string(kStore).find("sword"), 5, "sward")),
        "6:15: unknown item \"sward\"");
}

TEST(ItemLegends, ACountOfNothingIsRefused) {
    EXPECT_EQ(levelError("legend_zero", "####\n#@a#\n####\nlegend|a|item|arrow|0\nend\n"),
              "4:21: expected a positive whole number, found \"0\"");
    EXPECT_EQ(levelError("legend_gold_zero", "####\n#@a#\n####\nlegend|a|gold|0\nend\n"),
              "4:15: expected a positive whole number, found \"0\"");
    EXPECT_EQ(levelError("legend_gold_word", "####\n#@a#\n####\nlegend|a|gold|5|x\nend\n"),
              "4:17: after gold's amount only a whole number may follow, not \"x\"");
}

TEST(ItemLegends, AnUnknownItemInALevelReadWithoutRulesStopsTheGame) {
    const TempLevel file("legend_unchecked", "####\n#@a#\n####\nlegend|a|item|dragon_egg\nend\n");
    try {
        Game game(GameOptions{3, "fighter", file.level(), itemRules()});
        FAIL() << "a game began with an item the rules do not know";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("the rules know no \"dragon_egg\""),
                  std::string::npos)
            << error.what();
    }
}

TEST(ItemLegends, GoldInALevelWhoseRulesHaveNoGoldIsNamedAsGold) {
    const TempLevel file("legend_no_gold", "####\n#@$#\n####\nlegend|$|gold|5\nend\n");
    try {
        Game game(GameOptions{3, "fighter", file.level(), testing::rules()});
        FAIL() << "a game began with gold the rules do not know";
    } catch (const std::invalid_argument& error) {
        EXPECT_NE(std::string(error.what()).find("the rules know no \"gold\""), std::string::npos)
            << error.what();
    }
}

}  // namespace
}  // namespace delve
