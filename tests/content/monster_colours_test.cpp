#include <gtest/gtest.h>

#include <filesystem>

#include "content/rules_loader.h"
#include "core/oklab.h"
#include "support/kind_floors.h"
#include "support/test_rules.h"

namespace delve {
namespace {

// Kinds that can meet the hero on one floor must be told apart at a glance:
// a kobold and a goblin both green, or an orc and an ant both red, made a
// player guess which was which.
constexpr double kLeastDistance = 0.1;

using testing::shippedRules;

// Whether the two kinds may stand on one floor (support/kind_floors.h):
// their depths meet, or a hand-made level puts them where the other is.
bool canShareAFloor(const Rules& rules, const MonsterKind& a, const MonsterKind& b) {
    return testing::shareAFloor(testing::floorsOf(rules, a), testing::floorsOf(rules, b));
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
