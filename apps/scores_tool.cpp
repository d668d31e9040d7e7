// `delve scores`: the table of the best runs, as the death screen shows it.
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "command_line.h"
#include "content/rules_loader.h"
#include "keep/score_file.h"
#include "language_setup.h"
#include "option_checks.h"
#include "run_files.h"
#include "run_records.h"
#include "tool_registry.h"
#include "ui/text/message_text.h"
#include "ui/text/score_columns.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

constexpr std::string_view kScoresUsage = "delve scores [--file PATH] [--lang bg|de|en|es]";

int runScores(std::span<char*> args) {
    // Printed for a script as much as for a person: the language comes from
    // --lang or the environment, never from the player's settings file.
    PlayOptions options;
    options.display = Display::Headless;
    std::optional<std::filesystem::path> file;
    CommandLine line("delve scores", std::string(kScoresUsage),
                     "The table of the best runs, as the death screen shows it.");
    line.options()
        .add_option("--file", file, "the score table (the one in the player's data folder)")
        ->option_text("PATH");
    line.options()
        .add_option("--lang", options.language,
                    "the language to print the table in (the environment's)")
        ->option_text("bg|de|en|es")
        ->transform(languageChoice());
    if (const auto stop = line.read(args)) {
        return *stop;
    }
    if (!file) {
        const auto folder = delveFolder(processEnvironment);
        if (!folder) {
            return line.refuse("--file", "must be given: neither XDG_DATA_HOME nor HOME is set");
        }
        file = *folder / kScoreFileName;
    }
    const LanguageSetup language(options, processEnvironment);
    for (const std::string& note : language.notes()) {
        std::cerr << "delve scores: " << note << "\n";
    }
    std::optional<ScoreTable> table;
    try {
        table = loadScoreFile(*file);
    } catch (const ScoreFileError& error) {
        std::cerr << "delve scores: the score table is damaged: " << error.what() << "\n";
        return 2;
    }
    if (!table || table->empty()) {
        std::cout << trf("No runs recorded yet ({file}).",
                         SentenceArguments{}.text("file", file->string()))
                  << "\n";
        return 0;
    }
    // The fates name monsters, whose names are in the data; without it they
    // are named by their ids.
    RulesPtr rules = std::make_shared<Rules>();
    try {
        rules = loadRules(dataFolder());
    } catch (const ContentError& error) {
        std::cerr << "delve scores: " << error.what() << "\n";
    }
    const ScoreColumns columns(*rules, *table);
    std::cout << trf("The best runs ({file})", SentenceArguments{}.text("file", file->string()))
              << "\n"
              << columns.heading() << "\n";
    int rank = 1;
    bool marked = false;
    for (const ScoreEntry& entry : table->entries()) {
        std::cout << columns.row(rank++, entry) << sayText(entry.cause, *rules) << "\n";
        marked = marked || entry.sawHiddenThings;
    }
    if (marked) {
        std::cout << ScoreColumns::legend() << "\n";
    }
    return 0;
}

const ToolRegistration registerScores{Tool{"scores", kScoresUsage, runScores}};

}  // namespace
}  // namespace delve
