#include <gtest/gtest.h>

#include "map/path_steps.h"

namespace delve {
namespace {

unsigned bitOf(Direction d) {
    return 1u << static_cast<unsigned>(d);
}

TEST(PathSteps, AfterAStraightStepOnlyTheThreeCellsAheadAreNew) {
    EXPECT_EQ(kStepsWorthTrying[static_cast<std::size_t>(Direction::North)],
              bitOf(Direction::NorthWest) | bitOf(Direction::North) | bitOf(Direction::NorthEast));
    EXPECT_EQ(kStepsWorthTrying[static_cast<std::size_t>(Direction::West)],
              bitOf(Direction::SouthWest) | bitOf(Direction::West) | bitOf(Direction::NorthWest));
}

TEST(PathSteps, AfterADiagonalStepTheFiveCellsAheadAreNew) {
    EXPECT_EQ(kStepsWorthTrying[static_cast<std::size_t>(Direction::SouthEast)],
              bitOf(Direction::NorthEast) | bitOf(Direction::East) | bitOf(Direction::SouthEast) |
                  bitOf(Direction::South) | bitOf(Direction::SouthWest));
    EXPECT_EQ(kStepsWorthTrying[static_cast<std::size_t>(Direction::NorthWest)],
              bitOf(Direction::SouthWest) | bitOf(Direction::West) | bitOf(Direction::NorthWest) |
                  bitOf(Direction::North) | bitOf(Direction::NorthEast));
}

TEST(PathSteps, TheFirstCellTriesAllEight) {
    EXPECT_EQ(kStepsWorthTrying[kNoStep], 0xffu);
}

TEST(PathSteps, OffsetsFollowTheDirections) {
    const auto offsets = stepOffsets(12);
    EXPECT_EQ(offsets[static_cast<std::size_t>(Direction::North)], -12);
    EXPECT_EQ(offsets[static_cast<std::size_t>(Direction::SouthWest)], 11);
    EXPECT_EQ(kExtraFor[static_cast<std::size_t>(Direction::East)], 0);
    EXPECT_EQ(kExtraFor[static_cast<std::size_t>(Direction::NorthEast)], kDiagonalExtra);
}

}  // namespace
}  // namespace delve
