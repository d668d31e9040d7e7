#pragma once

#include <cstdint>

#include "core/point.h"

namespace delve {

// A number that is the same for the same cell and key and looks random from
// cell to cell (a SplitMix64 finaliser over both): for what is drawn alone,
// like the grain of stone or where torches hang, never for a rule, which
// takes its chances from the run's dice.
constexpr std::uint64_t cellHash(Point cell, std::uint64_t key = 0) {
    std::uint64_t z = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(cell.x)) << 32) ^
                      static_cast<std::uint32_t>(cell.y);
    z ^= key * 0xd1b54a32d192ed03ULL;
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

}  // namespace delve
