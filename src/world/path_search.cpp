#include "world/path_search.h"

#include <array>
#include <limits>

#include "core/direction.h"
#include "world/map.h"

namespace delve {

namespace {

// The eight steps in kAllDirections' order as index offsets in a bordered
// layout whose rows are `paddedWidth` long.
std::array<int, 8> stepOffsets(int paddedWidth) {
    std::array<int, 8> offsets{};
    for (Direction d : kAllDirections) {
        const Point step = offset(d);
        offsets[static_cast<std::size_t>(d)] = step.y * paddedWidth + step.x;
    }
    return offsets;
}

constexpr std::array<int, 8> kExtraFor = [] {
    std::array<int, 8> extras{};
    for (Direction d : kAllDirections) {
        extras[static_cast<std::size_t>(d)] = isDiagonal(d) ? kDiagonalExtra : 0;
    }
    return extras;
}();

constexpr std::array<int, 8> kStepX = {0, 1, 1, 1, 0, -1, -1, -1};
constexpr std::array<int, 8> kStepY = {-1, -1, 0, 1, 1, 1, 0, -1};

int distanceAlong(int a, int b) {
    return a > b ? a - b : b - a;
}

void startOver(PathResult& result) {
    result.found = false;
    result.path.clear();
    result.cost = 0;
    result.expanded = 0;
}

}  // namespace

std::optional<PathAlgorithm> pathAlgorithmNamed(std::string_view name) {
    if (name == "astar") {
        return PathAlgorithm::AStar;
    }
    if (name == "dijkstra") {
        return PathAlgorithm::Dijkstra;
    }
    if (name == "bfs") {
        return PathAlgorithm::BreadthFirst;
    }
    return std::nullopt;
}

std::string_view pathAlgorithmName(PathAlgorithm algorithm) {
    switch (algorithm) {
        case PathAlgorithm::AStar:
            return "astar";
        case PathAlgorithm::Dijkstra:
            return "dijkstra";
        case PathAlgorithm::BreadthFirst:
            return "bfs";
    }
    return "astar";
}

PathResult PathFinder::aStar(const StepCosts& costs, Point from, Point to) {
    return find(PathAlgorithm::AStar, costs, from, to);
}

PathResult PathFinder::dijkstra(const StepCosts& costs, Point from, Point to) {
    return find(PathAlgorithm::Dijkstra, costs, from, to);
}

PathResult PathFinder::breadthFirst(const StepCosts& costs, Point from, Point to) {
    return find(PathAlgorithm::BreadthFirst, costs, from, to);
}

PathResult PathFinder::find(PathAlgorithm algorithm, const StepCosts& costs, Point from, Point to) {
    PathResult result;
    find(algorithm, costs, from, to, result);
    return result;
}

void PathFinder::find(PathAlgorithm algorithm, const StepCosts& costs, Point from, Point to,
                      PathResult& result) {
    startOver(result);
    if (!costs.contains(from) || !costs.contains(to)) {
        return;
    }
    if (from == to) {
        result.found = true;
        return;
    }
    if (!costs.isPassable(to)) {
        return;
    }
    prepare(costs);
    switch (algorithm) {
        case PathAlgorithm::AStar:
            bestFirst<true>(costs, from, to, result);
            break;
        case PathAlgorithm::Dijkstra:
            bestFirst<false>(costs, from, to, result);
            break;
        case PathAlgorithm::BreadthFirst:
            breadthFirst(costs, from, to, result);
            break;
    }
}

void PathFinder::prepare(const StepCosts& costs) {
    const auto size = static_cast<std::size_t>(costs.paddedSize());
    // Two marks per search (waiting, done); start over before they run out.
    if (mark_.size() != size || open_ >= std::numeric_limits<std::uint32_t>::max() - 2) {
        mark_.assign(size, 0);
        cost_.resize(size);
        cameBy_.resize(size);
        open_ = 0;
    }
    open_ += 2;
}

template <bool kGuided>
void PathFinder::bestFirst(const StepCosts& costs, Point from, Point to, PathResult& result) {
    const std::uint16_t* cells = costs.paddedCells();
    const int width = costs.paddedWidth();
    const std::array<int, 8> offsets = stepOffsets(width);
    const int start = costs.paddedIndex(from);
    const int goal = costs.paddedIndex(to);
    const int goalX = to.x + 1;
    const int goalY = to.y + 1;
    const int cheapest = costs.cheapestStep();
    const std::uint32_t open = open_;
    const std::uint32_t done = open_ + 1;

    // The rank of a cell reached at `cost`: the guess at the whole way, then
    // how near the goal it is as the crow flies.
    auto rankOf = [&](int x, int y, int cost) {
        const int across = distanceAlong(x, goalX);
        const int down = distanceAlong(y, goalY);
        int guess = cost;
        if constexpr (kGuided) {
            guess += across > down ? across * cheapest + down * kDiagonalExtra
                                   : down * cheapest + across * kDiagonalExtra;
        }
        const auto crow = static_cast<std::uint32_t>(across * across + down * down);
        return (static_cast<std::uint64_t>(guess) << 32) | crow;
    };

    queue_.clear();
    mark_[static_cast<std::size_t>(start)] = open;
    cost_[static_cast<std::size_t>(start)] = 0;
    queue_.push({rankOf(from.x + 1, from.y + 1, 0), static_cast<std::uint32_t>(start)});

    while (!queue_.empty()) {
        const int cell = static_cast<int>(queue_.pop().index);
        const auto here = static_cast<std::size_t>(cell);
        // A cell waits in the queue once for every cheaper way found to it;
        // only the first to come out counts.
        if (mark_[here] == done) {
            continue;
        }
        mark_[here] = done;
        if (cell == goal) {
            result.found = true;
            result.cost = cost_[here];
            tracePath(costs, start, goal, result);
            return;
        }
        ++result.expanded;
        const int costHere = cost_[here];
        const int x = cell % width;
        const int y = cell / width;
        for (std::size_t d = 0; d < 8; ++d) {
            const auto next = static_cast<std::size_t>(cell + offsets[d]);
            const int step = cells[next];
            if (step == StepCosts::kBlocked || mark_[next] == done) {
                continue;
            }
            const int costThere = costHere + step + kExtraFor[d];
            if (mark_[next] == open && costThere >= cost_[next]) {
                continue;
            }
            mark_[next] = open;
            cost_[next] = costThere;
            cameBy_[next] = static_cast<std::uint8_t>(d);
            queue_.push({rankOf(x + kStepX[d], y + kStepY[d], costThere),
                         static_cast<std::uint32_t>(next)});
        }
    }
}

void PathFinder::breadthFirst(const StepCosts& costs, Point from, Point to, PathResult& result) {
    const std::uint16_t* cells = costs.paddedCells();
    const std::array<int, 8> offsets = stepOffsets(costs.paddedWidth());
    const int start = costs.paddedIndex(from);
    const int goal = costs.paddedIndex(to);
    // Here a cell is marked when it joins the queue: the first way to reach
    // it has the fewest steps.
    const std::uint32_t seen = open_;

    fifo_.clear();
    fifo_.push_back(start);
    mark_[static_cast<std::size_t>(start)] = seen;
    cost_[static_cast<std::size_t>(start)] = 0;
    for (std::size_t head = 0; head < fifo_.size(); ++head) {
        const int cell = fifo_[head];
        const auto here = static_cast<std::size_t>(cell);
        if (cell == goal) {
            result.found = true;
            result.cost = cost_[here];
            tracePath(costs, start, goal, result);
            return;
        }
        ++result.expanded;
        for (std::size_t d = 0; d < 8; ++d) {
            const auto next = static_cast<std::size_t>(cell + offsets[d]);
            const int step = cells[next];
            if (step == StepCosts::kBlocked || mark_[next] == seen) {
                continue;
            }
            mark_[next] = seen;
            cost_[next] = cost_[here] + step + kExtraFor[d];
            cameBy_[next] = static_cast<std::uint8_t>(d);
            fifo_.push_back(static_cast<std::int32_t>(next));
        }
    }
}

void PathFinder::tracePath(const StepCosts& costs, int fromIndex, int toIndex,
                           PathResult& result) const {
    const std::array<int, 8> offsets = stepOffsets(costs.paddedWidth());
    auto stepBack = [&](int cell) {
        return cell - offsets[cameBy_[static_cast<std::size_t>(cell)]];
    };
    std::size_t steps = 0;
    for (int cell = toIndex; cell != fromIndex; cell = stepBack(cell)) {
        ++steps;
    }
    result.path.resize(steps);
    for (int cell = toIndex; cell != fromIndex; cell = stepBack(cell)) {
        result.path[--steps] = costs.pointAtPadded(cell);
    }
}

PathResult findPath(const Map& map, Point from, Point to, PathAlgorithm algorithm) {
    PathFinder finder;
    return finder.find(algorithm, stepCostsFor(map), from, to);
}

}  // namespace delve
