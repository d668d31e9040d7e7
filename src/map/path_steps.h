#pragma once

#include <array>
#include <cstdint>

#include "core/direction.h"
#include "map/path_costs.h"

namespace delve {

// The eight steps as the searches take them, in kAllDirections' order
// (clockwise from north), over a StepCosts' bordered layout.

inline constexpr std::uint8_t kNoStep = 8;  // how a search's first cells were reached

// A direction's number (or kNoStep), as the searches note how each cell was
// reached. An enumeration rather than a plain byte: a store through a
// byte-sized integer may, by the language's rules, change any object, so
// the compiler would reload everything after each one.
enum class StepTaken : std::uint8_t {};

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

// Which steps are still worth trying from a cell, a bit per direction, given
// the step that reached it. Every neighbour it shares with the cell it came
// from was offered a way from there already, and that way is never dearer:
// the detour adds the whole cost of this cell, at least 1, and saves at most
// one diagonal extra. (Had that cell skipped the neighbour too, the same
// holds of the cell before it, and so on back to the start, which tries all
// eight.) So after a straight step only the three cells ahead are new, after
// a diagonal one the five. Nothing is lost: a way through a skipped neighbour
// could never be cheaper, so no search's result changes, it only does less.
inline constexpr std::array<unsigned, 9> kStepsWorthTrying = [] {
    std::array<unsigned, 9> masks{};
    for (int arrived = 0; arrived < 8; ++arrived) {
        const int spread = arrived % 2 == 0 ? 1 : 2;
        for (int turn = -spread; turn <= spread; ++turn) {
            masks[static_cast<std::size_t>(arrived)] |= 1u << ((arrived + turn + 8) % 8);
        }
    }
    masks[kNoStep] = 0xffu;
    return masks;
}();

// The order in which a walker weighs its first steps, straight ones first,
// so that of equally good steps it takes a straight one.
inline constexpr std::array<Direction, 8> kStraightFirst = {
    Direction::North,     Direction::East,      Direction::South,     Direction::West,
    Direction::NorthEast, Direction::SouthEast, Direction::SouthWest, Direction::NorthWest};

// The argument needs every cell's cost (at least 1) to cover a diagonal extra.
static_assert(kDiagonalExtra <= 1);

}  // namespace delve
