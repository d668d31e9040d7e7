#pragma once

#include <string>
#include <vector>

#include "sim/sim_run.h"

namespace delve {

// What many runs add up to, as both the table and the JSON of `delve sim`
// give it: the counts alone, with no words or layout.

// The runs of one class, or all of them for an empty `heroClass`.
std::vector<const SimResult*> runsOf(const std::vector<SimResult>& results,
                                     const std::string& heroClass = {});

// Whether the run's hero fell below a third of her health on `floor` and
// lived to leave it (or to win, or to be cut off there).
bool closeCallOn(const SimResult& run, int floor);

// One floor of an adventure, over some runs.
struct FloorTally {
    int floor = 1;
    int reached = 0;
    int died = 0;  // runs whose hero died on this floor
    int closeCalls = 0;
};

// Floors 1 to `deepest`, in order.
std::vector<FloorTally> tallyFloors(const std::vector<const SimResult*>& runs, int deepest);

// The runs, wins, deaths and runs cut off of some runs.
struct EndTally {
    int runs = 0;
    int wins = 0;
    int deaths = 0;
    int stuck = 0;
};

EndTally tallyEnds(const std::vector<const SimResult*>& runs);

// What killed the hero, and how often.
struct CauseTally {
    std::string cause;
    int deaths = 0;
};

// Commonest first; among equals by name, so the order never changes.
std::vector<CauseTally> tallyCauses(const std::vector<const SimResult*>& runs);

}  // namespace delve
