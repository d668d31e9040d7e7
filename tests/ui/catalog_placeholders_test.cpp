// Every translation names exactly what its English names: a placeholder
// misspelt or left out in a catalog would show as braces on the screen, or
// leave a monster unnamed, and msgfmt cannot see it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "support/build_folders.h"
#include "support/po_entries.h"
#include "ui/text/noun_phrase.h"

namespace delve {
namespace {

const std::filesystem::path kPlaceholdersSource = testing::kSourceFolder;

using Entry = testing::PoEntry;

struct Placeholder {
    std::string name;  // lower case: "monster" for {Monster:the}
    std::string form;  // the words after the colon
};

std::vector<Placeholder> placeholdersOf(const std::string& text) {
    std::vector<Placeholder> found;
    for (std::size_t open = text.find('{'); open != std::string::npos;
         open = text.find('{', open + 1)) {
        const std::size_t close = text.find('}', open);
        if (close == std::string::npos) {
            break;
        }
        const std::string inside = text.substr(open + 1, close - open - 1);
        const std::size_t colon = inside.find(':');
        Placeholder placeholder{inside.substr(0, colon),
                                colon == std::string::npos ? "" : inside.substr(colon + 1)};
        if (!placeholder.name.empty() && placeholder.name[0] >= 'A' && placeholder.name[0] <= 'Z') {
            placeholder.name[0] = static_cast<char>(placeholder.name[0] - 'A' + 'a');
        }
        found.push_back(placeholder);
    }
    return found;
}

std::set<std::string> namesOf(const std::vector<Placeholder>& placeholders) {
    std::set<std::string> names;
    for (const Placeholder& placeholder : placeholders) {
        names.insert(placeholder.name);
    }
    return names;
}

// What is wrong with a translation's placeholders, or nothing. The singular
// of a plural may leave out {count} ("ein Zug" for "one turn").
std::string placeholderProblem(const Entry& entry, std::size_t form) {
    const std::string& translation = entry.translations[form];
    if (translation.empty()) {
        return "";
    }
    std::set<std::string> english = namesOf(placeholdersOf(entry.english));
    const std::set<std::string> plural = namesOf(placeholdersOf(entry.englishPlural));
    english.insert(plural.begin(), plural.end());
    const std::vector<Placeholder> used = placeholdersOf(translation);
    for (const Placeholder& placeholder : used) {
        if (!english.count(placeholder.name)) {
            return "{" + placeholder.name + "} is not in the English";
        }
        if (!placeholder.form.empty() && !parseNounForm(placeholder.form)) {
            return "{" + placeholder.name + ":" + placeholder.form + "} has an unknown form word";
        }
    }
    const std::set<std::string> names = namesOf(used);
    for (const std::string& name : english) {
        const bool countInSingular = name == "count" && !entry.englishPlural.empty() && form == 0;
        if (!names.count(name) && !countInSingular) {
            return "{" + name + "} of the English is missing";
        }
    }
    return "";
}

TEST(CatalogPlaceholders, EveryTranslationNamesWhatItsEnglishNames) {
    for (const char* code : {"bg", "de", "es"}) {
        std::ifstream in(kPlaceholdersSource / "po" / (std::string(code) + ".po"));
        std::ostringstream text;
        text << in.rdbuf();
        for (const Entry& entry : testing::poEntriesOf(text.str())) {
            for (std::size_t form = 0; form < entry.translations.size(); ++form) {
                EXPECT_EQ(placeholderProblem(entry, form), "")
                    << code << ".po:" << entry.line << ": " << entry.english;
            }
        }
    }
}

TEST(CatalogPlaceholders, AWrongPlaceholderIsCaught) {
    const std::vector<Entry> entries = testing::poEntriesOf(
        "msgid \"{Monster:the} hits you.\"\nmsgstr \"{Monstre:the} te golpea.\"\n\n"
        "msgid \"You hit {monster:the.acc}.\"\nmsgstr \"Du triffst {monster:den}.\"\n\n"
        "msgid \"Turn {number}\"\nmsgstr \"Zug\"\n\n"
        "msgid \"one turn\"\nmsgid_plural \"{count} turns\"\nmsgstr[0] \"ein Zug\"\n"
        "msgstr[1] \"{count} Züge\"\n");
    ASSERT_EQ(entries.size(), 4u);
    EXPECT_EQ(placeholderProblem(entries[0], 0), "{monstre} is not in the English");
    EXPECT_EQ(placeholderProblem(entries[1], 0), "{monster:den} has an unknown form word");
    EXPECT_EQ(placeholderProblem(entries[2], 0), "{number} of the English is missing");
    EXPECT_EQ(placeholderProblem(entries[3], 0), "");
    EXPECT_EQ(placeholderProblem(entries[3], 1), "");
}

}  // namespace
}  // namespace delve
