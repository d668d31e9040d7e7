#include "map/dijkstra_map.h"

#include <algorithm>
#include <array>
#include <bit>
#include <functional>

#include "core/direction.h"
#include "map/map.h"
#include "map/path_steps.h"

namespace delve {

void DijkstraMap::compute(const StepCosts& costs, std::span<const DijkstraGoal> goals) {
    int lowest = kUnreached;
    for (const DijkstraGoal& goal : goals) {
        if (costs.contains(goal.at) && goal.value < lowest) {
            lowest = goal.value;
        }
    }
    start(costs, lowest);
    for (const DijkstraGoal& goal : goals) {
        addGoal(goal.at, goal.value);
    }
    spread(costs);
}

void DijkstraMap::compute(const StepCosts& costs, std::span<const Point> goals) {
    begin(costs, goals);
    spread(costs);
}

void DijkstraMap::compute(const StepCosts& costs, Point goal) {
    compute(costs, std::span<const Point>(&goal, 1));
}

void DijkstraMap::begin(const StepCosts& costs, std::span<const Point> goals) {
    start(costs, 0);
    for (Point goal : goals) {
        addGoal(goal, 0);
    }
}

void DijkstraMap::begin(const StepCosts& costs, Point goal) {
    begin(costs, std::span<const Point>(&goal, 1));
}

void DijkstraMap::settleAround(const StepCosts& costs, Point cell) {
    if (whole_ || !contains(cell)) {
        return;
    }
    const int index = paddedIndex(cell);
    // Once a cell's value is final so is every lower one. A cell with no way
    // in (a wall, a trap someone stands on) never gets one: downhill reads
    // all its neighbours then.
    if (costs.isPassable(cell) || values_[static_cast<std::size_t>(index)] != kUnreached) {
        spreadUntil(costs, index);
        return;
    }
    for (Direction d : kAllDirections) {
        if (contains(cell + offset(d))) {
            spreadUntil(costs, paddedIndex(cell + offset(d)));
        }
    }
}

bool DijkstraMap::isFinal(int index) const {
    const int value = values_[static_cast<std::size_t>(index)];
    return value != kUnreached && (whole_ || bandOf(value) <= bandsDone_);
}

bool DijkstraMap::costFell(const StepCosts& costs, Point cell) {
    if (!contains(cell) || !costs.isPassable(cell)) {
        return true;
    }
    if (costs.at(cell) < (1 << bandShift_) || costs.width() != width_ ||
        costs.height() != height_) {
        return false;
    }
    const std::array<int, 8> offsets = stepOffsets(costs.paddedWidth());
    const std::uint16_t* cells = costs.paddedCells();
    const std::uint8_t* sides = costs.paddedPassableSides();
    const int index = paddedIndex(cell);
    // Lowered cells that had spread spread again, cheapest first (a value
    // in the high half, the cell in the low), so each settles once: what
    // Dijkstra's algorithm does, over the cells whose values fall.
    std::vector<std::uint64_t> lowered;
    // The cell itself, from each neighbour that has spread: their offers
    // were made with the old cost. A neighbour yet to spread will make its
    // offer with the new one.
    for (std::size_t d = 0; d < 8; ++d) {
        const int from = index - offsets[d];
        if (isFinal(from)) {
            const int offer = values_[static_cast<std::size_t>(from)] + cells[index] + kExtraFor[d];
            if (offer < values_[static_cast<std::size_t>(index)]) {
                lower(index, offer, d, lowered);
            }
        }
    }
    while (!lowered.empty()) {
        std::pop_heap(lowered.begin(), lowered.end(), std::greater<>());
        const std::uint64_t entry = lowered.back();
        lowered.pop_back();
        const auto here = static_cast<int>(entry & 0xffffffffu);
        const auto value = static_cast<int>(static_cast<std::int64_t>(entry >> 32) - kValueBias);
        if (value != values_[static_cast<std::size_t>(here)]) {
            continue;  // lowered again since
        }
        for (unsigned toTry = sides[here]; toTry != 0; toTry &= toTry - 1) {
            const auto d = static_cast<std::size_t>(std::countr_zero(toTry));
            const int next = here + offsets[d];
            const int offer = value + cells[next] + kExtraFor[d];
            if (offer < values_[static_cast<std::size_t>(next)]) {
                lower(next, offer, d, lowered);
            }
        }
    }
    return true;
}

void DijkstraMap::lower(int index, int value, std::size_t d, std::vector<std::uint64_t>& lowered) {
    const auto at = static_cast<std::size_t>(index);
    values_[at] = value;
    if (whole_ || bandOf(value) <= bandsDone_) {
        // Its band has been taken: it spreads now, and never from the queue.
        cameBy_[at] = StepTaken{static_cast<std::uint8_t>(d | kSpread)};
        lowered.push_back((static_cast<std::uint64_t>(std::int64_t{value} + kValueBias) << 32) |
                          static_cast<std::uint32_t>(index));
        std::push_heap(lowered.begin(), lowered.end(), std::greater<>());
    } else {
        cameBy_[at] = StepTaken{static_cast<std::uint8_t>(d)};
        queue_.push(bandOf(value), static_cast<std::uint32_t>(index));
    }
}

void DijkstraMap::start(const StepCosts& costs, int lowestGoal) {
    width_ = costs.width();
    height_ = costs.height();
    expanded_ = 0;
    values_.assign(static_cast<std::size_t>(costs.paddedSize()), kUnreached);
    cameBy_.resize(values_.size());
    bandShift_ = std::bit_width(static_cast<unsigned>(costs.cheapestStep())) - 1;
    bandsDone_ = std::numeric_limits<int>::min();
    whole_ = false;
    queue_.reset(bandOf(lowestGoal), bandOf(costs.dearestStep() + kDiagonalExtra) + 2);
}

void DijkstraMap::addGoal(Point at, int value) {
    if (!contains(at)) {
        return;
    }
    const int index = paddedIndex(at);
    if (value < values_[static_cast<std::size_t>(index)]) {
        values_[static_cast<std::size_t>(index)] = value;
        cameBy_[static_cast<std::size_t>(index)] = StepTaken{kNoStep};
        queue_.push(bandOf(value), static_cast<std::uint32_t>(index));
    }
}

// Cells are taken a band of values at a time, a band no wider than the
// cheapest step: a step from any cell of a band lands in a later band, so no cell of a
// band can lower another's value, and each one's value is final when its band
// comes up, in whatever order they are taken. This is Dijkstra's algorithm
// with far fewer queue positions to move through (the extra hundredths of
// diagonal steps would otherwise make nearly every value a position of its
// own).
void DijkstraMap::spread(const StepCosts& costs) {
    spreadUntil(costs, -1);
}

void DijkstraMap::spreadUntil(const StepCosts& costs, int stopAt) {
    const std::uint16_t* cells = costs.paddedCells();
    const std::uint8_t* sides = costs.paddedPassableSides();
    const std::array<int, 8> offsets = stepOffsets(costs.paddedWidth());
    int* values = values_.data();
    StepTaken* cameBy = cameBy_.data();
    int band = 0;
    while (stopAt < 0 || values[stopAt] == kUnreached || bandOf(values[stopAt]) > bandsDone_) {
        const std::vector<std::uint32_t>* entries = queue_.takeWholeBucket(band);
        if (entries == nullptr) {
            whole_ = true;
            return;
        }
        for (const std::uint32_t entry : *entries) {
            const auto cell = static_cast<int>(entry);
            // A cell waits once for every cheaper way found to it, and its
            // value is final once its band comes up: it spreads the first
            // time it is taken, with that value.
            const auto step = static_cast<unsigned>(cameBy[cell]);
            if ((step & kSpread) != 0) {
                continue;
            }
            cameBy[cell] = StepTaken{static_cast<std::uint8_t>(step | kSpread)};
            const int value = values[cell];
            ++expanded_;
            unsigned toTry = sides[cell] & kStepsWorthTrying[step];
            for (; toTry != 0; toTry &= toTry - 1) {
                const auto d = static_cast<std::size_t>(std::countr_zero(toTry));
                const int next = cell + offsets[d];
                const int reach = value + cells[next] + kExtraFor[d];
                if (reach < values[next]) {
                    values[next] = reach;
                    cameBy[next] = StepTaken{static_cast<std::uint8_t>(d)};
                    queue_.push(bandOf(reach), static_cast<std::uint32_t>(next));
                }
            }
        }
        bandsDone_ = band;
    }
}

std::optional<Point> DijkstraMap::downhill(Point from) const {
    if (!contains(from)) {
        return std::nullopt;
    }
    const int here = at(from);
    std::optional<Point> best;
    long long bestScore = 0;
    for (Direction d : kStraightFirst) {
        const Point next = from + offset(d);
        const int value = at(next);
        if (value == kUnreached || value >= here) {
            continue;
        }
        const long long score =
            static_cast<long long>(value) + (isDiagonal(d) ? kDiagonalExtra : 0);
        if (!best || score < bestScore) {
            best = next;
            bestScore = score;
        }
    }
    return best;
}

DijkstraMap dijkstraMapFor(const Map& map, std::span<const Point> goals) {
    DijkstraMap distances;
    distances.compute(stepCostsFor(map), goals);
    return distances;
}

}  // namespace delve
