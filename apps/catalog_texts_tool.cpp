// `delve catalog-texts`: every text of data/ the player reads, marked as the
// sources mark theirs, for scripts/catalogs to hand to xgettext with them.
#include <filesystem>
#include <iostream>
#include <span>
#include <string>
#include <string_view>

#include "command_line.h"
#include "content/data_texts.h"
#include "content/rules_loader.h"
#include "run_files.h"
#include "tool_registry.h"

namespace delve {
namespace {

constexpr std::string_view kCatalogTextsUsage = "delve catalog-texts [--data FOLDER]";

// What a name's translation holds besides the word, for its translator.
constexpr std::string_view kFormsComment =
    "TRANSLATORS: a name with its grammar, fields joined by \" | \": gender=m, f or n | one=the "
    "name of one | many=of many. German may add acc= and dat= where a weak noun changes; "
    "Bulgarian adds the= and the_many=, and for a masculine noun the_object= and counted= "
    "(docs/translating.md).";

// A text as a C++ string literal.
std::string asCString(std::string_view text) {
    std::string out = "\"";
    for (char c : text) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            default:
                out += c;
        }
    }
    return out + "\"";
}

int runCatalogTexts(std::span<char*> args) {
    std::filesystem::path data = dataFolder();
    CommandLine line(
        "delve catalog-texts", std::string(kCatalogTextsUsage),
        "Every text of the data files that the player reads, one marked line each "
        "(NC_(\"context\", \"text\"); or N_(\"text\");), for xgettext: scripts/catalogs uses it.");
    line.options()
        .add_option("--data", data, "the data folder (the one the game reads)")
        ->option_text("FOLDER");
    if (const auto stop = line.read(args)) {
        return *stop;
    }
    try {
        const RulesPtr rules = loadRules(data);
        for (const DataText& text : dataTexts(*rules)) {
            if (text.withForms) {
                std::cout << "/* " << kFormsComment << " */ ";
            }
            if (text.context.empty()) {
                std::cout << "N_(" << asCString(text.english) << ");\n";
            } else {
                std::cout << "NC_(" << asCString(text.context) << ", " << asCString(text.english)
                          << ");\n";
            }
        }
    } catch (const std::exception& error) {
        std::cerr << "delve catalog-texts: " << error.what() << "\n";
        return 1;
    }
    return 0;
}

const ToolRegistration registerCatalogTexts{
    Tool{"catalog-texts", kCatalogTextsUsage, runCatalogTexts}};

}  // namespace
}  // namespace delve
