#include "map/rooms_corridor.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <climits>
#include <functional>
#include <queue>

namespace delve {

namespace {

constexpr std::array<Direction, 4> kSquareDirections = {Direction::North, Direction::East,
                                                        Direction::South, Direction::West};
constexpr int kDigCost = 10;
// A corridor already dug costs less, so joins share corridors rather than
// running side by side.
constexpr int kFollowCost = 7;
constexpr int kTurnCost = 50;
// Digging right beside a corridor makes a wide one; better to join it.
constexpr int kCrowdCost = 40;

int squareIndex(Direction d) {
    return static_cast<int>(d) / 2;
}

// What a step into `cell`, heading `heading`, costs before any turn.
int stepCost(const Map& map, const Grid<std::uint8_t>& diggable, Point cell, Direction heading) {
    if (map.terrain(cell) == Terrain::Floor) {
        return kFollowCost;
    }
    // The cells to either side of the way it is heading.
    const Point side = offset(static_cast<Direction>((static_cast<int>(heading) + 2) % 8));
    for (Point beside : {cell + side, cell - side}) {
        if (diggable.contains(beside) && diggable[beside] != 0 &&
            map.terrain(beside) == Terrain::Floor) {
            return kDigCost + kCrowdCost;
        }
    }
    return kDigCost;
}

// One state of the search: a cell and the way the corridor was heading when
// it got there, since a turn costs.
struct Entry {
    int cost;
    int state;
    // The queue pops the smallest cost, then the smallest state, so equal
    // costs come out in the same order with any standard library.
    friend bool operator>(const Entry& a, const Entry& b) {
        return a.cost != b.cost ? a.cost > b.cost : a.state > b.state;
    }
};

}  // namespace

std::optional<std::vector<Point>> routeCorridor(const Map& map, const Grid<std::uint8_t>& diggable,
                                                Point from, Direction outward, Point to) {
    assert(!isDiagonal(outward));
    const int cellCount = map.width() * map.height();
    std::vector<int> best(static_cast<std::size_t>(cellCount) * 4, INT_MAX);
    std::vector<int> cameFrom(best.size(), -1);
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;

    auto stateOf = [&](Point p, int heading) { return map.width() * p.y * 4 + p.x * 4 + heading; };
    const int startState = stateOf(from, squareIndex(outward));
    best[static_cast<std::size_t>(startState)] = 0;
    queue.push({0, startState});
    int goalState = -1;
    while (!queue.empty()) {
        const Entry entry = queue.top();
        queue.pop();
        if (entry.cost > best[static_cast<std::size_t>(entry.state)]) {
            continue;
        }
        const Point here = diggable.pointAt(entry.state / 4);
        const int heading = entry.state % 4;
        if (here == to) {
            goalState = entry.state;
            break;
        }
        for (Direction d : kSquareDirections) {
            const int turn = squareIndex(d);
            if ((turn + 2) % 4 == heading) {
                continue;  // no doubling back
            }
            const Point there = here + offset(d);
            if (there != to && (!diggable.contains(there) || diggable[there] == 0)) {
                continue;
            }
            const int step = stepCost(map, diggable, there, d);
            const int cost = entry.cost + step + (turn == heading ? 0 : kTurnCost);
            const int state = stateOf(there, turn);
            if (cost < best[static_cast<std::size_t>(state)]) {
                best[static_cast<std::size_t>(state)] = cost;
                cameFrom[static_cast<std::size_t>(state)] = entry.state;
                queue.push({cost, state});
            }
        }
    }
    if (goalState < 0) {
        return std::nullopt;
    }
    std::vector<Point> cells;
    for (int state = cameFrom[static_cast<std::size_t>(goalState)]; state != startState;
         state = cameFrom[static_cast<std::size_t>(state)]) {
        cells.push_back(diggable.pointAt(state / 4));
    }
    std::reverse(cells.begin(), cells.end());
    return cells;
}

}  // namespace delve
