#include "game/known_floor.h"

#include <algorithm>
#include <cstring>

#include "core/direction.h"
#include "game/stage.h"
#include "map/map.h"

namespace delve {

namespace {

int knownCostOf(const Map& map, Point cell) {
    return map.isExplored(cell) ? stepCostOnto(apparentTerrain(map.remembered(cell)))
                                : StepCosts::kBlocked;
}

bool touchesTheUnseen(const Map& map, Point cell) {
    for (Direction d : kAllDirections) {
        const Point next = cell + offset(d);
        // Beyond the floor's edge there is nothing to see.
        if (map.contains(next) && !map.isExplored(next)) {
            return true;
        }
    }
    return false;
}

// Eight bytes of a grid from `index` on, as one number to compare.
template <class T>
std::uint64_t eightAt(const std::vector<T>& cells, std::size_t index) {
    static_assert(sizeof(T) == 1);
    std::uint64_t word = 0;
    std::memcpy(&word, cells.data() + index, sizeof word);
    return word;
}

}  // namespace

StepCosts knownStepCosts(const Map& map) {
    return StepCosts::fromRule(map.width(), map.height(),
                               [&map](Point cell) { return knownCostOf(map, cell); });
}

std::vector<Point> unexploredEdge(const Map& map, const StepCosts& known) {
    std::vector<Point> edge;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (known.isPassable({x, y}) && touchesTheUnseen(map, {x, y})) {
                edge.push_back({x, y});
            }
        }
    }
    return edge;
}

void KnownFloor::catchUp(const Stage& stage) {
    const Map& map = stage.map();
    if (costs_.width() != map.width() || costs_.height() != map.height() ||
        barredCellsOf(stage) != barred_) {
        startOver(stage);
    } else if (map.memoryChanges().identity() != mapIdentity_) {
        // Another map, or a copy: every row may differ from the copy kept.
        for (int y = 0; y < map.height(); ++y) {
            relearnRow(stage, y);
        }
    } else {
        // Only rows marked since the last look, and those in view now, whose
        // memory may have changed while they are.
        rowsToLook_.assign(static_cast<std::size_t>(map.height()), 0);
        for (const Point cell : map.visibleCells()) {
            rowsToLook_[static_cast<std::size_t>(cell.y)] = 1;
        }
        for (int y = 0; y < map.height(); ++y) {
            if (rowsToLook_[static_cast<std::size_t>(y)] != 0 ||
                map.memoryChanges().changedSince(y, lookedAt_)) {
                relearnRow(stage, y);
            }
        }
    }
    mapIdentity_ = map.memoryChanges().identity();
    lookedAt_ = map.memoryChanges().now();
}

void KnownFloor::relearnRow(const Stage& stage, int y) {
    const Map& map = stage.map();
    const std::vector<CellMark>& explored = map.exploredGrid().cells();
    const std::vector<Terrain>& remembered = map.rememberedGrid().cells();
    const std::vector<CellMark>& exploredCopy = explored_.cells();
    const std::vector<Terrain>& rememberedCopy = remembered_.cells();
    const auto end = static_cast<std::size_t>((y + 1) * map.width());
    auto index = static_cast<std::size_t>(y * map.width());
    for (; index + 8 <= end; index += 8) {
        if (eightAt(explored, index) == eightAt(exploredCopy, index) &&
            eightAt(remembered, index) == eightAt(rememberedCopy, index)) {
            continue;
        }
        for (std::size_t cell = index; cell < index + 8; ++cell) {
            relearn(stage, static_cast<int>(cell));
        }
    }
    for (; index < end; ++index) {
        relearn(stage, static_cast<int>(index));
    }
}

void KnownFloor::relearn(const Stage& stage, int index) {
    const Map& map = stage.map();
    const auto at = static_cast<std::size_t>(index);
    if (map.exploredGrid().cells()[at] == explored_.cells()[at] &&
        map.rememberedGrid().cells()[at] == remembered_.cells()[at]) {
        return;
    }
    explored_.cells()[at] = map.exploredGrid().cells()[at];
    remembered_.cells()[at] = map.rememberedGrid().cells()[at];
    const Point cell = explored_.pointAt(index);
    // A barred cell stays blocked, and was when it became barred.
    const int cost = knownCostOf(map, cell);
    if (costs_.at(cell) != cost && std::ranges::find(barred_, cell) == barred_.end()) {
        costs_.set(cell, cost);
        ++changes_;
    }
    // Whether a cell is on the edge turns on its own cost and on whether
    // its neighbours were seen.
    reckonEdge(map, cell);
    for (Direction d : kAllDirections) {
        if (map.contains(cell + offset(d))) {
            reckonEdge(map, cell + offset(d));
        }
    }
}

void KnownFloor::reckonEdge(const Map& map, Point cell) {
    const std::uint8_t onEdge = costs_.isPassable(cell) && touchesTheUnseen(map, cell) ? 1 : 0;
    if (onEdge != edge_[cell]) {
        edgeCells_ += onEdge - edge_[cell];
        edge_[cell] = onEdge;
        ++changes_;
    }
}

void KnownFloor::startOver(const Stage& stage) {
    const Map& map = stage.map();
    ++changes_;
    costs_ = knownStepCosts(map);
    barred_ = barredCellsOf(stage);
    for (Point cell : barred_) {
        costs_.block(cell);
    }
    explored_ = map.exploredGrid();
    remembered_ = map.rememberedGrid();
    edge_ = Grid<std::uint8_t>(map.width(), map.height(), 0);
    edgeCells_ = 0;
    for (Point cell : unexploredEdge(map, costs_)) {
        edge_[cell] = 1;
        ++edgeCells_;
    }
}

void KnownFloor::edge(std::vector<Point>& cells) const {
    cells.clear();
    const std::vector<std::uint8_t>& flags = edge_.cells();
    for (std::size_t index = 0; index < flags.size(); ++index) {
        // Most of the floor is off the edge: eight cells are passed at once.
        if (index + 8 <= flags.size() && eightAt(flags, index) == 0) {
            index += 7;
            continue;
        }
        if (flags[index] != 0) {
            cells.push_back(edge_.pointAt(static_cast<int>(index)));
        }
    }
}

std::vector<Point> KnownFloor::barredCellsOf(const Stage& stage) {
    std::vector<Point> cells;
    for (const Trap& trap : stage.traps()) {
        if (trap.known) {
            cells.push_back(trap.at);
        }
    }
    // People never move, and are talked to only by walking into them.
    for (const Person& person : stage.people()) {
        if (stage.map().isExplored(person.position)) {
            cells.push_back(person.position);
        }
    }
    return cells;
}

}  // namespace delve
