#include "sim/sim_tally.h"

#include <algorithm>
#include <map>

namespace delve {

std::vector<const SimResult*> runsOf(const std::vector<SimResult>& results,
                                     const std::string& heroClass) {
    std::vector<const SimResult*> runs;
    for (const SimResult& result : results) {
        if (heroClass.empty() || result.heroClass == heroClass) {
            runs.push_back(&result);
        }
    }
    return runs;
}

bool closeCallOn(const SimResult& run, int floor) {
    const bool diedHere = run.end == SimEnd::Died && run.lastFloor == floor;
    return !diedHere && std::ranges::find(run.lowFloors, floor) != run.lowFloors.end();
}

std::vector<FloorTally> tallyFloors(const std::vector<const SimResult*>& runs, int deepest) {
    std::vector<FloorTally> floors;
    for (int floor = 1; floor <= deepest; ++floor) {
        FloorTally tally{.floor = floor};
        for (const SimResult* run : runs) {
            tally.reached += run->deepest >= floor ? 1 : 0;
            tally.died += run->end == SimEnd::Died && run->lastFloor == floor ? 1 : 0;
            tally.closeCalls += closeCallOn(*run, floor) ? 1 : 0;
        }
        floors.push_back(tally);
    }
    return floors;
}

EndTally tallyEnds(const std::vector<const SimResult*>& runs) {
    EndTally tally;
    for (const SimResult* run : runs) {
        ++tally.runs;
        switch (run->end) {
            case SimEnd::Died:
                ++tally.deaths;
                break;
            case SimEnd::Won:
                ++tally.wins;
                break;
            case SimEnd::Stuck:
                ++tally.stuck;
                break;
        }
    }
    return tally;
}

std::vector<CauseTally> tallyCauses(const std::vector<const SimResult*>& runs) {
    std::map<std::string, int> counts;
    for (const SimResult* run : runs) {
        if (run->end == SimEnd::Died) {
            ++counts[run->cause];
        }
    }
    std::vector<CauseTally> causes;
    for (const auto& [cause, deaths] : counts) {
        causes.push_back({cause, deaths});
    }
    std::ranges::stable_sort(
        causes, [](const CauseTally& a, const CauseTally& b) { return a.deaths > b.deaths; });
    return causes;
}

}  // namespace delve
