#include <gtest/gtest.h>

#include <filesystem>

#include "content/rules_loader.h"
#include "core/oklab.h"

namespace delve {
namespace {

// Kinds that can meet the hero on one floor must be told apart at a glance:
// a kobold and a goblin both green, or an orc and an ant both red, made a
// player guess which was which.
constexpr double kLeastDistance = 0.1;

RulesPtr gameRules() {
    return loadRules(std::filesystem::path(DELVE_SOURCE_DIR) / "data");
}

bool canShareAFloor(const MonsterKind& a, const MonsterKind& b) {
    return a.minDepth <= b.maxDepth && b.minDepth <= a.maxDepth;
}

TEST(MonsterColours, KindsThatShareAFloorDifferByATenthInOklab) {
    const RulesPtr rules = gameRules();
    for (std::size_t i = 0; i < rules->monsters.size(); ++i) {
        for (std::size_t j = i + 1; j < rules->monsters.size(); ++j) {
            const MonsterKind& a = rules->monsters[i];
            const MonsterKind& b = rules->monsters[j];
            if (canShareAFloor(a, b)) {
                EXPECT_GE(colourDistance(a.colour, b.colour), kLeastDistance)
                    << a.id << " and " << b.id;
            }
        }
    }
}

TEST(MonsterColours, NoTwoKindsShareGlyphAndColour) {
    const RulesPtr rules = gameRules();
    for (std::size_t i = 0; i < rules->monsters.size(); ++i) {
        for (std::size_t j = i + 1; j < rules->monsters.size(); ++j) {
            const MonsterKind& a = rules->monsters[i];
            const MonsterKind& b = rules->monsters[j];
            EXPECT_FALSE(a.glyph == b.glyph && a.colour == b.colour) << a.id << " and " << b.id;
        }
    }
}

TEST(MonsterColours, DistanceIsZeroForOneColourAndLargeForBlackAndWhite) {
    EXPECT_DOUBLE_EQ(colourDistance(Colour{120, 180, 90}, Colour{120, 180, 90}), 0.0);
    EXPECT_NEAR(colourDistance(colours::black, colours::white), 1.0, 1e-3);
}

}  // namespace
}  // namespace delve
