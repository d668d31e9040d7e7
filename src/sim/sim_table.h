#pragma once

#include <string>
#include <vector>

#include "game/dungeon_plan.h"
#include "sim/sim_run.h"

namespace delve {

// The table `delve sim` prints, in English as every tool's output is
// (docs/decisions.md): for each class (in the order given) and for all,
// the runs, wins, the median deepest floor, the share that reached the
// middle floor (5 of the Dungeon's 10, 2 of the Mine's 3), the median turns
// and the runs stuck; for each of the `deepest` floors, the runs that
// reached it, those that died there (and their share of all deaths) and
// the close calls there (and their share of the runs that reached it);
// then what killed the hero, commonest first, with its share of all deaths. Nothing in it depends
// on the clock or on how the runs were shared among threads.
std::string simTable(const std::vector<SimResult>& results, const std::vector<std::string>& classes,
                     int deepest = kDeepestFloor);

}  // namespace delve
