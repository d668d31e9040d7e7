#pragma once

#include <string_view>

namespace delve {

// A hero's name is the player's own text: shown on the panel, in the
// morgue and the score table, kept in saves and recordings. It may hold
// any letters of any script, but nothing that would break a line of those
// files or a cell of the screen.
inline constexpr int kLongestHeroName = 20;

// One to kLongestHeroName characters of well-formed UTF-8, none of them a
// control character, neither starting nor ending with a space.
bool isHeroName(std::string_view name);
// Whether `c` may be one of a name's characters (anywhere but at an end,
// for a space).
bool mayStandInHeroName(char32_t c);

// What a name that is not one is told, on the command line or in a save's
// error: "a hero's name is 1 to 20 characters, ...".
inline constexpr std::string_view kHeroNameRule =
    "a hero's name is 1 to 20 characters, without control characters or a space at either end";

}  // namespace delve
