// `delve sim`: the careful bot plays many seeded runs headless and prints
// how they went: how deep each class gets, where runs end and what kills
// the hero (src/sim/).
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <span>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "command_line.h"
#include "content/rules_loader.h"
#include "option_checks.h"
#include "run_files.h"
#include "sim/sim_batch.h"
#include "sim/sim_json.h"
#include "sim/sim_table.h"
#include "sim_options.h"
#include "tool_registry.h"

namespace delve {
namespace {

// A class or an adventure the data does not have, refused as the command
// line refuses any other value.
int refuseUnknown(std::string_view option, const std::string& given,
                  const std::vector<std::string>& known) {
    return refuseCommandLine(std::cerr, "delve sim", option, notOneOf(given, known));
}

// A bar on stderr drawn again in place as runs end, for a person watching:
// only on a terminal, so nothing of it reaches a file or a pipe.
SimProgress progressBar() {
    if (isatty(STDERR_FILENO) == 0) {
        return {};
    }
    return [](int done, int total) {
        constexpr int kWidth = 40;
        const int filled = done * kWidth / total;
        std::fprintf(stderr, "\r[%s%s] %d/%d", std::string(filled, '#').c_str(),
                     std::string(kWidth - filled, '.').c_str(), done, total);
        if (done == total) {
            std::fprintf(stderr, "\r%*s\r", kWidth + 24, "");
        }
        std::fflush(stderr);
    };
}

// The table for a person to read, with the wall time the runs took.
void printSimTable(const std::vector<SimResult>& results, const SimPlan& plan, int deepest,
                   double seconds) {
    std::string classes;
    for (const std::string& heroClass : plan.classes) {
        classes += (classes.empty() ? "" : ", ") + heroClass;
    }
    std::cout << "delve sim: " << plan.games << (plan.games == 1 ? " run" : " runs") << " of the "
              << plan.adventure << " from seed " << plan.seed << " (" << classes
              << (plan.classes.size() > 1 ? " in turn" : "") << "), at most " << plan.mostActions
              << " actions a run"
              << (plan.checks == SimChecks::EveryAction ? ", the rules checked after each" : "")
              << "\n\n"
              << simTable(results, plan.classes, deepest);
    char time[80];
    std::snprintf(time, sizeof time, "\nwall time %.1f s on %d thread%s\n", seconds, plan.threads,
                  plan.threads == 1 ? "" : "s");
    std::cout << time;
    // A checked run that broke a rule, with what to run again to see it.
    for (const SimResult& result : results) {
        if (!result.broken.empty()) {
            std::cout << "broken: " << result.heroClass << " seed " << result.seed << ", "
                      << result.broken << "\n";
        }
    }
}

int runSim(std::span<char*> args) {
    SimOptions options;
    if (const auto stop = readSimOptions({args.begin(), args.end()}, options)) {
        return *stop;
    }
    RulesPtr rules;
    try {
        rules = loadRules(dataFolder());
    } catch (const ContentError& error) {
        std::cerr << "delve sim: " << error.what() << "\n";
        return 2;
    }
    SimPlan plan;
    plan.games = options.games;
    plan.seed = options.seed;
    plan.mostActions = options.actions.value_or(kMostSimActions);
    plan.checks = options.check ? SimChecks::EveryAction : SimChecks::Off;
    if (options.adventure) {
        if (rules->adventure(*options.adventure) == nullptr) {
            std::vector<std::string> known;
            for (const DungeonPlan& adventure : rules->adventures) {
                known.push_back(adventure.id);
            }
            return refuseUnknown("--adventure", *options.adventure, known);
        }
        plan.adventure = *options.adventure;
    }
    if (options.heroClass) {
        if (rules->heroClass(*options.heroClass) == nullptr) {
            std::vector<std::string> known;
            for (const HeroClass& heroClass : rules->classes) {
                known.push_back(heroClass.id);
            }
            return refuseUnknown("--class", *options.heroClass, known);
        }
        plan.classes = {*options.heroClass};
    } else {
        for (const HeroClass& heroClass : rules->classes) {
            plan.classes.push_back(heroClass.id);
        }
    }
    const int cores = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    plan.threads = std::min(options.threads.value_or(cores), plan.games);

    const auto start = std::chrono::steady_clock::now();
    const std::vector<SimResult> results = simulateRuns(rules, plan, progressBar());
    const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;

    const int deepest = rules->adventure(plan.adventure)->deepest();
    if (options.json) {
        std::cout << simJson(results, plan, deepest);
    } else {
        printSimTable(results, plan, deepest, took.count());
    }
    // A checked run that broke a rule makes the whole batch fail (the JSON
    // names it too).
    const bool anyBroken = std::ranges::any_of(
        results, [](const SimResult& result) { return !result.broken.empty(); });
    return anyBroken ? 1 : 0;
}

const ToolRegistration registerSim{Tool{"sim", kSimUsage, runSim}};

}  // namespace
}  // namespace delve
