#pragma once

#include <string_view>

namespace delve::testing {

// The 16x7 level of the map-and-sight lesson: a room with a pool, a closed
// door in the wall between two rooms, stairs in the right-hand one.
inline constexpr std::string_view kLessonLevel =
    "################\n"
    "#......#.......#\n"
    "#......+.......#\n"
    "#...~~@#....>..#\n"
    "#...~~.#.......#\n"
    "#......#.......#\n"
    "################\n";

// The lesson's puzzle: a small room with one pillar beside the hero.
inline constexpr std::string_view kPillarRoom =
    "#######\n"
    "#.....#\n"
    "#@.#..#\n"
    "#.....#\n"
    "#######\n";

}  // namespace delve::testing
