#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "game/rules.h"
#include "sim/sim_run.h"

namespace delve {

// Many runs of the careful bot: run i plays from seed `seed` + i as
// classes[i % classes.size()], so each class gets its share in turn.
struct SimPlan {
    int games = 1;
    std::uint64_t seed = 1;
    std::vector<std::string> classes;
    std::string adventure = "dungeon";
    // Runs played at once, each on a thread of its own; at most `games`.
    int threads = 1;
    int mostActions = kMostSimActions;
    SimChecks checks = SimChecks::Off;
};

// Told after each run ends: how many have ended, of how many. Called by one
// thread at a time.
using SimProgress = std::function<void(int done, int total)>;

// Plays the plan's runs and gives their results in seed order, so they are
// the same however many threads played them. A run that throws (a class
// the rules do not know) throws here once every thread has stopped.
std::vector<SimResult> simulateRuns(const RulesPtr& rules, const SimPlan& plan,
                                    const SimProgress& progress = {});

}  // namespace delve
