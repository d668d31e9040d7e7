#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "content/rules_loader.h"
#include "core/oklab.h"
#include "support/test_rules.h"

namespace delve {
namespace {

// Kinds that can meet the hero on one floor must be told apart at a glance:
// a kobold and a goblin both green, or an orc and an ant both red, made a
// player guess which was which.
constexpr double kLeastDistance = 0.1;

using testing::shippedRules;

// Whether a level of an adventure (a fixed floor or its surface) puts
// both kinds on it.
bool shareALevel(const Rules& rules, const MonsterKind& a, const MonsterKind& b) {
    const auto holds = [](const Level& level, const MonsterKind& kind) {
        return std::ranges::any_of(level.placements, [&](const Placement& placement) {
            return placement.kind == PlacementKind::Monster && placement.id == kind.id;
        });
    };
    for (const DungeonPlan& plan : rules.adventures) {
        for (const FloorPlan& floor : plan.floors) {
            if (floor.level && holds(*floor.level, a) && holds(*floor.level, b)) {
                return true;
            }
        }
    }
    return false;
}

// On one of the Dungeon's generated floors, or on one of an adventure's
// hand-made levels.
bool canShareAFloor(const Rules& rules, const MonsterKind& a, const MonsterKind& b) {
    for (int depth = 1; depth <= kDeepestFloor; ++depth) {
        if (a.foundOn(depth) && b.foundOn(depth)) {
            return true;
        }
    }
    return shareALevel(rules, a, b);
}

// Calls `check` once for each pair of kinds in the game's data.
template <typename Check>
void forEachPairOfKinds(Check check) {
    const RulesPtr rules = shippedRules();
    for (std::size_t i = 0; i < rules->monsters.size(); ++i) {
        for (std::size_t j = i + 1; j < rules->monsters.size(); ++j) {
            check(*rules, rules->monsters[i], rules->monsters[j]);
        }
    }
}

TEST(MonsterColours, KindsThatShareAFloorDifferByATenthInOklab) {
    forEachPairOfKinds([](const Rules& rules, const MonsterKind& a, const MonsterKind& b) {
        if (canShareAFloor(rules, a, b)) {
            EXPECT_GE(colourDistance(a.colour, b.colour), kLeastDistance)
                << a.id << " and " << b.id;
        }
    });
}

TEST(MonsterColours, NoTwoKindsShareGlyphAndColour) {
    forEachPairOfKinds([](const Rules&, const MonsterKind& a, const MonsterKind& b) {
        EXPECT_FALSE(a.glyph == b.glyph && a.colour == b.colour) << a.id << " and " << b.id;
    });
}

TEST(MonsterColours, DistanceIsZeroForOneColourAndLargeForBlackAndWhite) {
    EXPECT_DOUBLE_EQ(colourDistance(Colour{120, 180, 90}, Colour{120, 180, 90}), 0.0);
    EXPECT_NEAR(colourDistance(colours::black, colours::white), 1.0, 1e-3);
}

}  // namespace
}  // namespace delve
