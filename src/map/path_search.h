#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/point.h"
#include "map/path_costs.h"
#include "map/path_queue.h"
#include "map/path_steps.h"

namespace delve {

class Map;

enum class PathAlgorithm {
    AStar,         // Dijkstra's search guided by the octile guess: the one the game uses
    Dijkstra,      // the same search with a guess of nothing, for comparison
    BreadthFirst,  // every step counted as one, costs ignored while searching
};

// "astar", "dijkstra" or "bfs", as the command line names them.
std::optional<PathAlgorithm> pathAlgorithmNamed(std::string_view name);
std::string_view pathAlgorithmName(PathAlgorithm algorithm);

struct PathResult {
    bool found = false;
    // The cells to walk, in order: the first step first, the goal last, the
    // start left out. Empty when the start is the goal, or nothing was found.
    std::vector<Point> path;
    // What walking the path costs, in hundredths of a step; 0 when not found.
    int cost = 0;
    // How many cells the search took from its queue and looked around; the
    // goal, where the search stops, is not counted.
    int expanded = 0;
};

// Finds ways from one cell to another over a StepCosts. It keeps its working
// arrays, sized to the floor, from one search to the next: a search clears
// nothing (each cell's note carries the number of the search that wrote it)
// and allocates nothing per cell it looks at, so the game can keep one finder
// and ask it many times a turn.
//
// A start cell that cannot be entered is still left from (a monster stands on
// its own cell); a goal that cannot be entered is never reached. The start
// being the goal is found at once, with no steps and no cost.
class PathFinder {
  public:
    // The cheapest way, found by A* with the octile guess. Among cells whose
    // guesses tie, the one nearer the goal as the crow flies is looked at
    // first, then the one earlier in reading order, so the way found is the
    // same on every compiler.
    PathResult aStar(const StepCosts& costs, Point from, Point to);
    // The cheapest way, found by Dijkstra's algorithm, stopping at the goal.
    PathResult dijkstra(const StepCosts& costs, Point from, Point to);
    // The way with the fewest steps, found breadth first; its cost is still
    // counted in the game's costs along the way found.
    PathResult breadthFirst(const StepCosts& costs, Point from, Point to);

    PathResult find(PathAlgorithm algorithm, const StepCosts& costs, Point from, Point to);
    // The same, writing into `result` so its path keeps its storage.
    void find(PathAlgorithm algorithm, const StepCosts& costs, Point from, Point to,
              PathResult& result);

    // The cells the last search took from its queue and looked around, in
    // reading order (as many as its `expanded`): what A* spared next to
    // Dijkstra's search, to be shown. They are read back from the notes the
    // search leaves anyway, so asking costs the search nothing; only a
    // search that found its way at once (start or goal) leaves none.
    std::vector<Point> expandedCells() const;

  private:
    // What a search knows of a cell, in one read: which search last touched
    // it (its mark: open_ while it waits in the queue, open_ + 1 once looked
    // around), the step that reached it (a direction's number, kNoStep for
    // the start), and the cheapest cost found to it. On a large floor each
    // cell a search touches then costs one line of memory, not two.
    struct Note {
        std::uint32_t markAndStep;  // mark << kStepBits | step
        std::int32_t cost;

        std::uint32_t mark() const { return markAndStep >> kStepBits; }
        std::size_t step() const { return markAndStep & ((1u << kStepBits) - 1); }
    };
    static constexpr unsigned kStepBits = 4;
    static_assert(kNoStep < (1u << kStepBits));
    static Note noteOf(std::uint32_t mark, std::size_t step, int cost) {
        return Note{(mark << kStepBits) | static_cast<std::uint32_t>(step), cost};
    }

    void prepare(const StepCosts& costs);
    template <bool kGuided>
    void bestFirst(const StepCosts& costs, Point from, Point to, PathResult& result);
    void searchBreadthFirst(const StepCosts& costs, Point from, Point to, PathResult& result);
    void tracePath(const StepCosts& costs, Point from, Point to, PathResult& result) const;

    // Per cell, in the costs' bordered layout.
    std::vector<Note> notes_;
    std::uint32_t open_ = 0;
    // Keys are the squared distance to the goal as the crow flies, then the
    // cell's row and column, so ties go toward the goal, then in reading order.
    PathQueue<std::uint64_t, true> queue_;
    std::vector<std::int32_t> fifo_;
    // What expandedCells reads back: the last search's kind, its goal's
    // index and how many it expanded (0 for one that never searched).
    PathAlgorithm lastAlgorithm_ = PathAlgorithm::AStar;
    int lastGoal_ = -1;
    int lastExpanded_ = 0;
    int paddedWidth_ = 0;
};

// A* over the floor as it is, for when one search is all that is needed.
PathResult findPath(const Map& map, Point from, Point to,
                    PathAlgorithm algorithm = PathAlgorithm::AStar);

}  // namespace delve
