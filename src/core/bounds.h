#pragma once

#include <algorithm>

namespace delve {

// Bounds on numbers the rules never come near, so that arithmetic on a
// loaded value cannot overflow. Every door a number comes in by (a level
// file, a save, a data file) checks against these, and sums that could
// pass them (a purse, a stack) stop at them.
inline constexpr int kMaxMapSide = 1000;
inline constexpr int kMaxHeroLevel = 1000;
inline constexpr int kMaxCounter = 1'000'000'000;
// The most things of one kind a stack holds, and the most a floor holds.
inline constexpr int kMaxStack = 1'000'000;
inline constexpr int kMaxFloorItems = 100'000;

// a + b, for amounts of 0 to `most`, stopping at `most`: a purse of a
// billion gold takes no more rather than wrapping round to a debt.
constexpr int addUpTo(int a, int b, int most) {
    return b > most - a ? most : a + b;
}

}  // namespace delve
