#pragma once

// A run's result as `delve sim` keeps it, made by hand for the tests of its
// tallies and its JSON.

#include <string>
#include <utility>
#include <vector>

#include "sim/sim_run.h"

namespace delve::testing {

// A run of `heroClass` that ended as `end` on `lastFloor`, having been as
// deep as `deepest` and low on health on `lowFloors`, killed by `cause`.
inline SimResult simResultOf(const std::string& heroClass, SimEnd end, int deepest, int lastFloor,
                             std::vector<int> lowFloors, const std::string& cause = {}) {
    SimResult result;
    result.heroClass = heroClass;
    result.end = end;
    result.deepest = deepest;
    result.lastFloor = lastFloor;
    result.lowFloors = std::move(lowFloors);
    result.cause = cause;
    return result;
}

}  // namespace delve::testing
