#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace delve {

// What `delve sim` was asked for on the command line.
struct SimOptions {
    int games = 0;
    std::uint64_t seed = 0;
    // One class only; without it the runs go round every class.
    std::optional<std::string> heroClass;
    // The adventure played (dungeon, mine); without it, the Dungeon.
    std::optional<std::string> adventure;
    // Runs played at once; without it, as many as the machine has cores.
    std::optional<int> threads;
    // Actions after which a run still going is cut off as stuck; without
    // it, kMostSimActions.
    std::optional<int> actions;
    // Check the rules that always hold after every action, and a save
    // trip on every floor (the soak: sim/invariants.h).
    bool check = false;
    // Print the counts as JSON (sim/sim_json.h) instead of the table.
    bool json = false;
    bool help = false;
};

// The options, or a one-line `problem` naming the option at fault: an
// unknown option, one without its value, a number that is not one (or
// --games, --threads or --actions below 1), --games or --seed not given. Whether the
// class is one the rules know is the tool's to check, once they are read.
struct ParsedSimOptions {
    SimOptions options;
    std::string problem;
};

ParsedSimOptions parseSimOptions(std::span<const std::string_view> args);

}  // namespace delve
