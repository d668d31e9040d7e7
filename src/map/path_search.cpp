#include "map/path_search.h"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

#include "core/direction.h"
#include "map/map.h"
#include "map/path_steps.h"

namespace delve {

namespace {

// Each step's change of column and of row, by direction number.
constexpr auto kStepX = [] {
    std::array<int, 8> across{};
    for (Direction d : kAllDirections) {
        across[static_cast<std::size_t>(d)] = offset(d).x;
    }
    return across;
}();
constexpr auto kStepY = [] {
    std::array<int, 8> down{};
    for (Direction d : kAllDirections) {
        down[static_cast<std::size_t>(d)] = offset(d).y;
    }
    return down;
}();

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
    lastExpanded_ = 0;
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
            searchBreadthFirst(costs, from, to, result);
            break;
    }
    lastAlgorithm_ = algorithm;
    lastGoal_ = costs.paddedIndex(to);
    lastExpanded_ = result.expanded;
}

std::vector<Point> PathFinder::expandedCells() const {
    std::vector<Point> cells;
    if (lastExpanded_ == 0) {
        return cells;
    }
    cells.reserve(static_cast<std::size_t>(lastExpanded_));
    const auto pointOf = [this](int index) {
        return Point{index % paddedWidth_ - 1, index / paddedWidth_ - 1};
    };
    if (lastAlgorithm_ == PathAlgorithm::BreadthFirst) {
        // Breadth first looks around the cells in the order they joined.
        for (int i = 0; i < lastExpanded_; ++i) {
            cells.push_back(pointOf(fifo_[static_cast<std::size_t>(i)]));
        }
        std::sort(cells.begin(), cells.end(),
                  [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
        return cells;
    }
    // A best-first search marks each cell it looks around as done, the goal
    // too, where it stops.
    const std::uint32_t done = open_ + 1;
    for (std::size_t i = 0; i < notes_.size(); ++i) {
        if (notes_[i].mark() == done && static_cast<int>(i) != lastGoal_) {
            cells.push_back(pointOf(static_cast<int>(i)));
        }
    }
    return cells;
}

void PathFinder::prepare(const StepCosts& costs) {
    const auto size = static_cast<std::size_t>(costs.paddedSize());
    // Two marks per search (waiting, done); start over before they run out.
    if (notes_.size() != size ||
        open_ >= (std::numeric_limits<std::uint32_t>::max() >> kStepBits) - 2) {
        notes_.assign(size, Note{0, 0});
        open_ = 0;
    }
    open_ += 2;
    paddedWidth_ = costs.paddedWidth();
}

template <bool kGuided>
void PathFinder::bestFirst(const StepCosts& costs, Point from, Point to, PathResult& result) {
    const std::uint16_t* cells = costs.paddedCells();
    const std::uint8_t* sides = costs.paddedPassableSides();
    Note* notes = notes_.data();
    const int width = costs.paddedWidth();
    const std::array<int, 8> offsets = stepOffsets(width);
    const int start = costs.paddedIndex(from);
    const int goal = costs.paddedIndex(to);
    const int goalX = to.x + 1;
    const int goalY = to.y + 1;
    const int cheapest = costs.cheapestStep();
    const std::uint32_t open = open_;
    const std::uint32_t done = open_ + 1;

    // What the rest of the way from (x, y) costs at least, and the key that
    // orders cells of equal priority: nearer the goal as the crow flies
    // first, then in reading order. The key holds the cell's place as row
    // and column rather than index, so no division is needed to find it.
    auto guessFrom = [&](int x, int y) {
        if constexpr (kGuided) {
            return octileGuess({x, y}, {goalX, goalY}, cheapest);
        } else {
            return 0;
        }
    };
    auto keyOf = [&](int x, int y) {
        const int across = x - goalX;
        const int down = y - goalY;
        const auto crow = static_cast<std::uint32_t>(across * across + down * down);
        const auto place = (static_cast<std::uint32_t>(y) << 16) | static_cast<std::uint32_t>(x);
        return (static_cast<std::uint64_t>(crow) << 32) | place;
    };

    // A step raises the priority by at most its own cost plus how much the
    // guess can grow in one step.
    const int reach = costs.dearestStep() + kDiagonalExtra + (kGuided ? cheapest + 1 : 0);
    const int startPriority = guessFrom(from.x + 1, from.y + 1);
    queue_.reset(startPriority, reach);
    notes[start] = noteOf(open, kNoStep, 0);
    queue_.push(startPriority, keyOf(from.x + 1, from.y + 1));

    int expanded = 0;
    int priority = 0;
    std::uint64_t key = 0;
    while (queue_.pop(priority, key)) {
        const auto x = static_cast<int>(key & 0xffffu);
        const auto y = static_cast<int>((key >> 16) & 0xffffu);
        const int cell = y * width + x;
        Note& here = notes[cell];
        // A cell waits in the queue once for every cheaper way found to it;
        // only the first to come out counts.
        if (here.mark() == done) {
            continue;
        }
        here = noteOf(done, here.step(), here.cost);
        if (cell == goal) {
            result.found = true;
            result.cost = here.cost;
            break;
        }
        ++expanded;
        const int costHere = here.cost;
        unsigned toTry = sides[cell] & kStepsWorthTrying[here.step()];
        for (; toTry != 0; toTry &= toTry - 1) {
            const auto d = static_cast<std::size_t>(std::countr_zero(toTry));
            const int next = cell + offsets[d];
            const Note there = notes[next];
            const int costThere = costHere + cells[next] + kExtraFor[d];
            // A cell already looked around has its cheapest cost (the guess is
            // never too much, nor falls faster than a step costs), so it fails
            // this test like a waiting cell no cheaper way reaches.
            const int toBeat = there.markAndStep >= (open << kStepBits)
                                   ? there.cost
                                   : std::numeric_limits<int>::max();
            if (costThere >= toBeat) {
                continue;
            }
            notes[next] = noteOf(open, d, costThere);
            const int nextX = x + kStepX[d];
            const int nextY = y + kStepY[d];
            queue_.push(costThere + guessFrom(nextX, nextY), keyOf(nextX, nextY));
        }
    }
    result.expanded = expanded;
    if (result.found) {
        tracePath(costs, from, to, result);
    }
}

void PathFinder::searchBreadthFirst(const StepCosts& costs, Point from, Point to,
                                    PathResult& result) {
    const std::uint16_t* cells = costs.paddedCells();
    const std::uint8_t* sides = costs.paddedPassableSides();
    Note* notes = notes_.data();
    const std::array<int, 8> offsets = stepOffsets(costs.paddedWidth());
    const int start = costs.paddedIndex(from);
    const int goal = costs.paddedIndex(to);
    // Here a cell is marked when it joins the queue: the first way to reach
    // it has the fewest steps.
    const std::uint32_t seen = open_;

    fifo_.clear();
    fifo_.push_back(start);
    notes[start] = noteOf(seen, kNoStep, 0);
    for (std::size_t head = 0; head < fifo_.size(); ++head) {
        const int cell = fifo_[head];
        if (cell == goal) {
            result.found = true;
            result.cost = notes[cell].cost;
            tracePath(costs, from, to, result);
            return;
        }
        ++result.expanded;
        for (unsigned toTry = sides[cell]; toTry != 0; toTry &= toTry - 1) {
            const auto d = static_cast<std::size_t>(std::countr_zero(toTry));
            const int next = cell + offsets[d];
            if (notes[next].mark() == seen) {
                continue;
            }
            notes[next] = noteOf(seen, d, notes[cell].cost + cells[next] + kExtraFor[d]);
            fifo_.push_back(next);
        }
    }
}

void PathFinder::tracePath(const StepCosts& costs, Point from, Point to, PathResult& result) const {
    const std::array<int, 8> offsets = stepOffsets(costs.paddedWidth());
    const int start = costs.paddedIndex(from);
    // Back from the goal a step at a time, then turned around.
    Point at = to;
    for (int cell = costs.paddedIndex(to); cell != start;) {
        const std::size_t step = notes_[static_cast<std::size_t>(cell)].step();
        result.path.push_back(at);
        at = at - offset(static_cast<Direction>(step));
        cell -= offsets[step];
    }
    std::reverse(result.path.begin(), result.path.end());
}

PathResult findPath(const Map& map, Point from, Point to, PathAlgorithm algorithm) {
    PathFinder finder;
    return finder.find(algorithm, stepCostsFor(map), from, to);
}

}  // namespace delve
