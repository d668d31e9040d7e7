#pragma once

#include <cstdint>
#include <vector>

#include "core/grid.h"
#include "core/point.h"
#include "map/map.h"
#include "map/path_costs.h"
#include "map/terrain.h"

namespace delve {

class Stage;

// The floor as the hero knows it, for the commands that walk on the hero's
// behalf (travel, explore): what stepping onto each cell costs, where a cell
// never seen counts as wall, and so does a secret door, which looks like
// one. A closed door costs kDoorSteps, as for everyone. When traps arrive, a
// known trap counts as wall here too, so a command never walks onto one.
StepCosts knownStepCosts(const Map& map);

// The edge of what the hero has seen: every cell the hero knows could be
// stood on that touches (diagonally too) a cell never seen. Exploring makes
// for the nearest of them, since from there a step shows something new.
std::vector<Point> unexploredEdge(const Map& map, const StepCosts& known);

// The same two, with the cells a command never steps onto blocked: known
// traps, and the people the hero has seen where they stand (she talks to
// them only by walking into them herself). Kept up to date cell by cell as
// the hero learns the floor. Each look compares the hero's memory with the
// copy taken at the last one, eight cells at a time, and only in the rows
// the map marks as changed since (map/memory_changes.h), so a step of
// exploring works out again only the handful of cells it showed, and looks
// at a few rows, not the floor. What it holds depends on nothing but that
// memory and the barred cells, so no event needs to tell it anything.
class KnownFloor {
  public:
    void catchUp(const Stage& stage);

    const StepCosts& costs() const { return costs_; }
    // The edge, in reading order, as unexploredEdge gives it.
    void edge(std::vector<Point>& cells) const;
    bool edgeLeft() const { return edgeCells_ > 0; }
    bool isEdge(Point cell) const { return edge_.contains(cell) && edge_[cell] != 0; }
    // Counts the changes to the costs and the edge: what was worked out over
    // them holds while it stays the same.
    std::uint64_t changes() const { return changes_; }

  private:
    void startOver(const Stage& stage);
    // A cell whose memory changed: its cost, and the edge around it.
    void relearn(const Stage& stage, int index);
    void relearnRow(const Stage& stage, int y);
    void reckonEdge(const Map& map, Point cell);
    static std::vector<Point> barredCellsOf(const Stage& stage);

    StepCosts costs_;
    Grid<CellMark> explored_;
    Grid<Terrain> remembered_;
    Grid<std::uint8_t> edge_;
    int edgeCells_ = 0;
    std::uint64_t changes_ = 0;
    std::vector<Point> barred_;
    // The map looked at last, and the time of its memory's clock then.
    std::uint64_t mapIdentity_ = 0;
    std::uint64_t lookedAt_ = 0;
    std::vector<std::uint8_t> rowsToLook_;
};

}  // namespace delve
