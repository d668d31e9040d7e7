#include "sim/sim_json.h"

#include <nlohmann/json.hpp>

#include "sim/sim_tally.h"

namespace delve {

namespace {

using nlohmann::ordered_json;

ordered_json runsJson(const std::vector<const SimResult*>& runs, int deepest) {
    const EndTally ends = tallyEnds(runs);
    ordered_json floors = ordered_json::array();
    for (const FloorTally& floor : tallyFloors(runs, deepest)) {
        floors.push_back({{"floor", floor.floor},
                          {"reached", floor.reached},
                          {"died", floor.died},
                          {"closeCalls", floor.closeCalls}});
    }
    return {{"runs", ends.runs},
            {"wins", ends.wins},
            {"deaths", ends.deaths},
            {"stuck", ends.stuck},
            {"floors", floors}};
}

}  // namespace

std::string simJson(const std::vector<SimResult>& results, const SimPlan& plan, int deepest) {
    ordered_json classes = ordered_json::array();
    for (const std::string& heroClass : plan.classes) {
        ordered_json entry = {{"class", heroClass}};
        entry.update(runsJson(runsOf(results, heroClass), deepest));
        classes.push_back(entry);
    }
    ordered_json causes = ordered_json::array();
    for (const CauseTally& cause : tallyCauses(runsOf(results))) {
        causes.push_back({{"cause", cause.cause}, {"deaths", cause.deaths}});
    }
    ordered_json broken = ordered_json::array();
    for (const SimResult& result : results) {
        if (!result.broken.empty()) {
            broken.push_back(
                {{"class", result.heroClass}, {"seed", result.seed}, {"rule", result.broken}});
        }
    }
    const ordered_json document = {
        {"adventure", plan.adventure},
        {"games", plan.games},
        {"seed", plan.seed},
        {"mostActions", plan.mostActions},
        {"checked", plan.checks == SimChecks::EveryAction},
        {"deepest", deepest},
        {"classes", classes},
        {"all", runsJson(runsOf(results), deepest)},
        {"causes", causes},
        {"broken", broken},
    };
    return document.dump(2) + "\n";
}

}  // namespace delve
