#include "world/dijkstra_map.h"

#include <array>

#include "core/direction.h"
#include "world/map.h"

namespace delve {

namespace {

// Straight steps first, so that among equally good steps the first found,
// which is kept, is a straight one.
constexpr std::array<Direction, 8> kStraightFirst = {
    Direction::North,     Direction::East,      Direction::South,     Direction::West,
    Direction::NorthEast, Direction::SouthEast, Direction::SouthWest, Direction::NorthWest};

// Values may be negative: flipping the sign bit makes them sort as unsigned.
std::uint64_t entryOf(int value, int index) {
    const std::uint32_t ordered = static_cast<std::uint32_t>(value) ^ 0x80000000u;
    return (static_cast<std::uint64_t>(ordered) << 32) | static_cast<std::uint32_t>(index);
}

int valueOf(std::uint64_t entry) {
    return static_cast<int>(static_cast<std::uint32_t>(entry >> 32) ^ 0x80000000u);
}

int indexOf(std::uint64_t entry) {
    return static_cast<int>(entry & 0xffffffffu);
}

}  // namespace

void DijkstraMap::compute(const StepCosts& costs, std::span<const DijkstraGoal> goals) {
    width_ = costs.width();
    height_ = costs.height();
    expanded_ = 0;
    values_.assign(static_cast<std::size_t>(costs.paddedSize()), kUnreached);
    queue_.clear();
    for (const DijkstraGoal& goal : goals) {
        if (!contains(goal.at)) {
            continue;
        }
        const int index = paddedIndex(goal.at);
        int& value = values_[static_cast<std::size_t>(index)];
        if (goal.value < value) {
            value = goal.value;
            queue_.push(entryOf(goal.value, index));
        }
    }

    const std::uint16_t* cells = costs.paddedCells();
    std::array<int, 8> offsets{};
    std::array<int, 8> extras{};
    for (Direction d : kAllDirections) {
        const auto i = static_cast<std::size_t>(d);
        offsets[i] = offset(d).y * costs.paddedWidth() + offset(d).x;
        extras[i] = isDiagonal(d) ? kDiagonalExtra : 0;
    }
    int* values = values_.data();
    while (!queue_.empty()) {
        const std::uint64_t entry = queue_.pop();
        const int cell = indexOf(entry);
        const int value = valueOf(entry);
        // A cell waits once for every cheaper way found to it; only the
        // cheapest, which comes out first, spreads.
        if (value != values[cell]) {
            continue;
        }
        ++expanded_;
        for (std::size_t d = 0; d < 8; ++d) {
            const int next = cell + offsets[d];
            const int step = cells[next];
            if (step == StepCosts::kBlocked) {
                continue;
            }
            const int reach = value + step + extras[d];
            if (reach < values[next]) {
                values[next] = reach;
                queue_.push(entryOf(reach, next));
            }
        }
    }
}

void DijkstraMap::compute(const StepCosts& costs, std::span<const Point> goals) {
    std::vector<DijkstraGoal> plain;
    plain.reserve(goals.size());
    for (Point goal : goals) {
        plain.push_back({goal, 0});
    }
    compute(costs, plain);
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
