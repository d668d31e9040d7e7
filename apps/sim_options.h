#pragma once

#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

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
};

extern const char* const kSimUsage;

// Reads `delve sim`'s command line, the words after `sim`, into `options`:
// --games and --seed must be given, and --games, --threads and --actions
// are 1 or more. Nothing when the runs may start; else the status to stop
// with, the help printed on `out` or the refusal on `err` (command_line.h).
// Whether the class and the adventure are ones the data has is the tool's
// to check, once the rules are read.
std::optional<int> readSimOptions(std::vector<std::string> args, SimOptions& options,
                                  std::ostream& out = std::cout, std::ostream& err = std::cerr);

}  // namespace delve
