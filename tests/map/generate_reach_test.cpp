#include <gtest/gtest.h>

#include "map/generate_reach.h"
#include "map/level_file.h"

namespace delve {
namespace {

Map mapOf(const char* rows) {
    return parseLevel(rows, "test").map;
}

TEST(GenerateReach, StepsDiagonallyBetweenTwoWalls) {
    const Map map = mapOf(
        "#####\n"
        "#.#.#\n"
        "##.##\n"
        "#####\n");
    const Grid<int> steps = walkingDistances(map, {1, 1}, SecretDoorRule::Passable);
    EXPECT_EQ(steps[(Point{2, 2})], 1);
    EXPECT_EQ(steps[(Point{3, 1})], 2);
    EXPECT_EQ(steps[(Point{0, 0})], -1);
}

TEST(GenerateReach, ClosedDoorsOpenButWaterAndSecretDoorsMayNot) {
    const Map map = mapOf(
        "#########\n"
        "#.+.~.?.#\n"
        "#########\n");
    const Grid<int> open = walkingDistances(map, {1, 1}, SecretDoorRule::Passable);
    EXPECT_EQ(open[(Point{3, 1})], 2);
    EXPECT_EQ(open[(Point{5, 1})], -1) << "water is not walked through";

    const Map around = mapOf(
        "#######\n"
        "#.?.~.#\n"
        "#######\n");
    EXPECT_EQ(walkingDistances(around, {1, 1}, SecretDoorRule::Passable)[(Point{3, 1})], 2);
    EXPECT_EQ(walkingDistances(around, {1, 1}, SecretDoorRule::Blocking)[(Point{3, 1})], -1);
}

TEST(GenerateReach, TellsAWholeFloorFromABrokenOne) {
    EXPECT_TRUE(isAllConnected(mapOf("#####\n"
                                     "#.'>#\n"
                                     "#####\n"),
                               SecretDoorRule::Blocking));
    const Map split = mapOf(
        "#######\n"
        "#..?..#\n"
        "#######\n");
    EXPECT_TRUE(isAllConnected(split, SecretDoorRule::Passable));
    EXPECT_FALSE(isAllConnected(split, SecretDoorRule::Blocking));
    EXPECT_FALSE(isAllConnected(mapOf("#####\n"
                                      "#.~.#\n"
                                      "#####\n"),
                                SecretDoorRule::Passable));
}

}  // namespace
}  // namespace delve
