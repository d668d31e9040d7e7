#pragma once

#include <string>
#include <vector>

#include "sim/sim_batch.h"
#include "sim/sim_run.h"

namespace delve {

// What `delve sim --json` prints: the plan that was played, then per class
// and for all its runs, wins, deaths and runs cut off, and for each of the
// adventure's `deepest` floors the runs that reached it, died there and
// had a close call there (fell below a third of their health and lived);
// the deaths each cause dealt, commonest first; and any run whose checks
// found a rule broken. Counts only, for a script to read: nothing in it
// depends on the clock or on the threads.
std::string simJson(const std::vector<SimResult>& results, const SimPlan& plan, int deepest);

}  // namespace delve
