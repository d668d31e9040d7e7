#pragma once

#include <array>
#include <cstdint>

#include "core/direction.h"
#include "world/path_costs.h"

namespace delve {

// The eight steps as the searches take them, in kAllDirections' order
// (clockwise from north), over a StepCosts' bordered layout.

inline constexpr std::uint8_t kNoStep = 8;  // how a search's first cells were reached

// The offset of each step's cell from the cell it is taken from, in a layout
// whose rows are `paddedWidth` long.
constexpr std::array<int, 8> stepOffsets(int paddedWidth) {
    std::array<int, 8> offsets{};
    for (Direction d : kAllDirections) {
        offsets[static_cast<std::size_t>(d)] = offset(d).y * paddedWidth + offset(d).x;
    }
    return offsets;
}

inline constexpr std::array<int, 8> kExtraFor = {0, kDiagonalExtra, 0, kDiagonalExtra,
                                                 0, kDiagonalExtra, 0, kDiagonalExtra};

// Which steps are still worth trying from a cell, given the step that reached
// it. Every neighbour it shares with the cell it came from was offered a way
// from there already, and that way is never dearer: the detour adds the whole
// cost of this cell, at least 1, and saves at most one diagonal extra. (Had
// that cell skipped the neighbour too, the same holds of the cell before it,
// and so on back to the start, which tries all eight.) So after a straight
// step only the three cells ahead are new, after a diagonal one the five.
// Nothing is lost: a way through a skipped neighbour could never be cheaper,
// so no search's result changes, it only does less.
struct StepsToTry {
    std::uint8_t count;
    std::array<std::uint8_t, 8> directions;
};

// The argument needs every cell's cost (at least 1) to cover a diagonal extra.
static_assert(kDiagonalExtra <= 1);

inline constexpr std::array<StepsToTry, 9> kStepsToTry = [] {
    std::array<StepsToTry, 9> table{};
    for (int arrived = 0; arrived < 8; ++arrived) {
        const int spread = arrived % 2 == 0 ? 1 : 2;
        StepsToTry& steps = table[static_cast<std::size_t>(arrived)];
        for (int turn = -spread; turn <= spread; ++turn) {
            steps.directions[steps.count++] = static_cast<std::uint8_t>((arrived + turn + 8) % 8);
        }
    }
    for (std::uint8_t d = 0; d < 8; ++d) {
        table[kNoStep].directions[table[kNoStep].count++] = d;
    }
    return table;
}();

// The same as a bit per direction.
inline constexpr std::array<unsigned, 9> kStepsWorthTrying = [] {
    std::array<unsigned, 9> masks{};
    for (std::size_t arrived = 0; arrived < 9; ++arrived) {
        for (std::size_t i = 0; i < kStepsToTry[arrived].count; ++i) {
            masks[arrived] |= 1u << kStepsToTry[arrived].directions[i];
        }
    }
    return masks;
}();

}  // namespace delve
