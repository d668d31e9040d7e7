// `delve scores`: the table of the best runs, as the death screen shows it.
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "content/rules_loader.h"
#include "keep/score_file.h"
#include "language_setup.h"
#include "run_files.h"
#include "run_records.h"
#include "tool_registry.h"
#include "ui/text/message_text.h"
#include "ui/text/score_columns.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

constexpr std::string_view kScoresUsage = "delve scores [--file PATH] [--lang bg|de|en|es]";

int complainOfScores(std::string_view problem) {
    std::cerr << "delve scores: " << problem << "\nusage: " << kScoresUsage << "\n";
    return 2;
}

// The table's file: --file, else the one in the player's data folder; and
// --lang, the language to print the table in.
std::optional<std::filesystem::path> scoreFile(std::span<char*> args,
                                               std::optional<Language>& language,
                                               std::string& problem) {
    std::optional<std::filesystem::path> file;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "--file" && i + 1 < args.size()) {
            file = args[++i];
        } else if (arg.starts_with("--file=")) {
            file = std::string(arg.substr(7));
        } else if (arg == "--lang" && i + 1 < args.size()) {
            language = languageOfCode(args[++i]);
            if (!language) {
                problem = "unknown language \"" + std::string(args[i]) + "\"; the languages are " +
                          languageCodes();
                return std::nullopt;
            }
        } else if (arg == "--file" || arg == "--lang") {
            problem = std::string(arg) + " needs a value";
            return std::nullopt;
        } else {
            problem = "unknown option " + std::string(arg);
            return std::nullopt;
        }
    }
    if (file) {
        return file;
    }
    if (const auto folder = delveFolder(processEnvironment)) {
        return *folder / kScoreFileName;
    }
    problem = "neither XDG_DATA_HOME nor HOME is set: give --file PATH";
    return std::nullopt;
}

int runScores(std::span<char*> args) {
    if (args.size() == 1 &&
        (std::string_view(args[0]) == "--help" || std::string_view(args[0]) == "-h")) {
        std::cout << "usage: " << kScoresUsage << "\n";
        return 0;
    }
    std::string problem;
    // Printed for a script as much as for a person: the language comes from
    // --lang or the environment, never from the player's settings file.
    PlayOptions options;
    options.display = Display::Headless;
    const std::optional<std::filesystem::path> file = scoreFile(args, options.language, problem);
    if (!file) {
        return complainOfScores(problem);
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
