// Every kind the map draws is told apart at a glance and read on every
// floor it stands on, in every theme, in the window and in a terminal of
// 256 colours (docs/decisions.md says why these measures and these numbers).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/colour_views.h"
#include "support/kind_floors.h"
#include "support/test_rules.h"
#include "ui/views/light_map.h"
#include "ui/views/terrain_colours.h"

namespace delve {
namespace {

using testing::Floors;

// What the map draws of a kind: monsters and people in their own colour
// whatever the light, things in the light that falls on them.
enum class Drawn { OwnColour, InTheLight };

struct DrawnKind {
    std::string name;
    char32_t glyph = U'?';
    Colour colour;
    Floors floors;
    Drawn drawn = Drawn::OwnColour;
    bool remembered = false;  // drawn where the hero saw it, once out of view
};

// A potion's or scroll's look may hide any kind of its class.
Floors floorsOfClass(const Rules& rules, ItemClass itemClass) {
    Floors floors;
    for (const ItemKind& kind : rules.items) {
        if (kind.itemClass == itemClass) {
            floors.merge(testing::floorsOf(rules, kind));
        }
    }
    return floors;
}

std::vector<DrawnKind> everyDrawnKind(const Rules& rules) {
    std::vector<DrawnKind> kinds;
    for (const MonsterKind& kind : rules.monsters) {
        kinds.push_back({kind.id, kind.glyph, kind.colour, testing::floorsOf(rules, kind),
                         Drawn::OwnColour, false});
    }
    for (const PersonKind& kind : rules.people) {
        kinds.push_back({kind.id, kind.glyph, kind.colour, testing::floorsOf(rules, kind),
                         Drawn::OwnColour, true});
    }
    for (const ItemKind& kind : rules.items) {
        if (!kind.disguised()) {
            kinds.push_back({kind.id, kind.glyph, kind.colour, testing::floorsOf(rules, kind),
                             Drawn::InTheLight, true});
        }
    }
    for (const ItemLook& look : rules.looks) {
        const char32_t glyph = look.itemClass == ItemClass::Potion ? U'!' : U'?';
        kinds.push_back({look.id, glyph, look.colour, floorsOfClass(rules, look.itemClass),
                         Drawn::InTheLight, true});
    }
    return kinds;
}

// Unread scrolls all look alike on purpose (their labels tell them apart),
// so two scroll looks of one colour are one look to the eye.
bool meantToLookAlike(const DrawnKind& one, const DrawnKind& other) {
    return one.glyph == other.glyph && one.colour == other.colour;
}

TEST(KindsAtAGlance, KindsThatShareAFloorAndAGlyphDifferByATenthInEveryView) {
    const std::vector<DrawnKind> kinds = everyDrawnKind(*testing::shippedRules());
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        for (std::size_t j = i + 1; j < kinds.size(); ++j) {
            const DrawnKind& one = kinds[i];
            const DrawnKind& other = kinds[j];
            if (one.glyph != other.glyph || !testing::shareAFloor(one.floors, other.floors) ||
                meantToLookAlike(one, other)) {
                continue;
            }
            const testing::Nearest nearest = testing::nearestInAnyView(one.colour, other.colour);
            EXPECT_GE(nearest.distance, testing::kLeastColourDistance)
                << one.name << " and " << other.name << ": " << nearest.said;
        }
    }
}

// A letter in its colour over the background of its cell.
struct LetterOnCell {
    std::string where;
    Colour letter;
    Colour background;
};

// Every light that may shine on one of `floors`: fixtures and terrain
// shine on any floor, a kind's light where that kind may be.
std::vector<std::pair<std::string, Light>> lightsOn(const Rules& rules, const Floors& floors) {
    std::vector<std::pair<std::string, Light>> lights;
    for (Fixture fixture : kAllFixtures) {
        if (const auto& light = rules.lights.fixture(fixture)) {
            lights.emplace_back(fixture == Fixture::Torch ? "torch" : "fungus", light->light);
        }
    }
    for (int terrain = 0; terrain < static_cast<int>(Terrain::Count); ++terrain) {
        if (const auto& light = rules.lights.onTerrain(static_cast<Terrain>(terrain))) {
            lights.emplace_back(terrainInfo(static_cast<Terrain>(terrain)).name, *light);
        }
    }
    for (const KindLight& shining : rules.lights.monsters) {
        const MonsterKind* kind = rules.monster(shining.kind);
        if (kind != nullptr && testing::shareAFloor(floors, testing::floorsOf(rules, *kind))) {
            lights.emplace_back(shining.kind, shining.light);
        }
    }
    for (const KindLight& shining : rules.lights.items) {
        const ItemKind* kind = rules.item(shining.kind);
        if (kind != nullptr && testing::shareAFloor(floors, testing::floorsOf(rules, *kind))) {
            lights.emplace_back(shining.kind, shining.light);
        }
    }
    return lights;
}

// Where the kind is seen: in the dark of the hero's sight (the least light
// a cell in view has) and at the heart of each light on its floors, whose
// haze is the cell's background; and remembered, over black.
std::vector<LetterOnCell> cellsOf(const Rules& rules, const DrawnKind& kind) {
    const LightMap::Glow shade = shadeOf(rules.lights);
    const auto inLight = [&](const LightMap::Glow& glow) {
        return kind.drawn == Drawn::InTheLight ? litBy(glow, kind.colour) : kind.colour;
    };
    std::vector<LetterOnCell> cells{{"in the dark of sight", inLight(shade), colours::black}};
    for (const auto& [name, light] : lightsOn(rules, kind.floors)) {
        const LightMap::Glow glow = fullGlowOf(light);
        cells.push_back({"in the light of " + name, inLight(shade + glow), hazeOf(glow)});
    }
    if (kind.remembered) {
        cells.push_back({"remembered", rememberedColour(kind.colour), colours::black});
    }
    return cells;
}

TEST(KindsAtAGlance, EveryKindStandsOutFromEveryCellItIsSeenOnInEveryView) {
    const Rules& rules = *testing::shippedRules();
    for (const DrawnKind& kind : everyDrawnKind(rules)) {
        testing::Faintest faintest;
        for (const LetterOnCell& cell : cellsOf(rules, kind)) {
            faintest.take(cell.letter, cell.background, cell.where);
        }
        EXPECT_GE(faintest.ratio, testing::kLeastContrast) << kind.name << " " << faintest.said;
    }
}

}  // namespace
}  // namespace delve
