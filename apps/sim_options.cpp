#include "sim_options.h"

#include "command_line.h"
#include "option_checks.h"

namespace delve {

const char* const kSimUsage =
    "delve sim --games N --seed S [--adventure dungeon|mine] [--class CLASS] [--threads T] "
    "[--actions A] [--check] [--json]";

std::optional<int> readSimOptions(std::vector<std::string> args, SimOptions& options,
                                  std::ostream& out, std::ostream& err) {
    CommandLine line("delve sim", kSimUsage,
                     "The careful bot plays many seeded runs headless, and the table (or the "
                     "JSON) tells how they went:\nhow deep each class gets, where runs end and "
                     "what kills the hero.",
                     out, err);
    CLI::App& app = line.options();
    app.add_option("--games", options.games, "how many runs to play, 1 or more")
        ->option_text("N")
        ->required()
        ->check(wholeNumber(1));
    app.add_option("--seed", options.seed, "the first run's seed; each next run's is one more")
        ->option_text("S")
        ->required()
        ->check(wholeNumber<std::uint64_t>(0));
    app.add_option("--adventure", options.adventure,
                   "the adventure played (the Dungeon without it)")
        ->option_text("dungeon|mine")
        ->check(someText());
    app.add_option("--class", options.heroClass, "one class only (every class in turn without it)")
        ->option_text("CLASS")
        ->check(someText());
    app.add_option("--threads", options.threads,
                   "runs played at once, 1 or more (as many as the machine has cores without it)")
        ->option_text("T")
        ->check(wholeNumber(1));
    app.add_option("--actions", options.actions,
                   "actions after which a run still going is cut off as stuck, 1 or more")
        ->option_text("A")
        ->check(wholeNumber(1));
    app.add_flag("--check", options.check,
                 "check the rules that always hold after every action, and a save on every floor");
    app.add_flag("--json", options.json, "print the counts as JSON instead of the table");
    return line.read(std::move(args));
}

}  // namespace delve
