// docs/sample-sentences.md shows how sentences with a name in them read in
// each language; this test says each of them with the game's data and
// catalogs and checks the table says the same.
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "content/rules_loader.h"
#include "support/build_folders.h"
#include "ui/text/message_text.h"
#include "ui/text/noun_forms.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

const std::filesystem::path kSentencesSource = testing::kSourceFolder;

// The cells of a markdown table row: "| a | b |" gives {"a", "b"}.
std::vector<std::string> sentenceCellsOf(const std::string& row) {
    std::vector<std::string> cells;
    std::size_t at = row.find('|');
    while (at != std::string::npos) {
        const std::size_t next = row.find('|', at + 1);
        if (next == std::string::npos) {
            break;
        }
        std::string cell = row.substr(at + 1, next - at - 1);
        cell.erase(0, cell.find_first_not_of(' '));
        cell.erase(cell.find_last_not_of(' ') + 1);
        cells.push_back(cell);
        at = next;
    }
    return cells;
}

// The table's columns after the sentence and what it names, in this order.
constexpr std::array<Language, 4> kColumns = {Language::English, Language::Bulgarian,
                                              Language::German, Language::Spanish};

// Run with DELVE_UPDATE_GOLDEN=1 to write the table's sentences anew from
// the catalogs, on purpose, then read the difference before committing it.
TEST(SampleSentences, TheTableInTheDocsIsWhatTheGameSays) {
    const RulesPtr rules = loadRules(kSentencesSource / "data");
    const std::filesystem::path file = kSentencesSource / "docs/sample-sentences.md";
    std::ifstream in(file);
    ASSERT_TRUE(in) << "no docs/sample-sentences.md";
    const bool update = std::getenv("DELVE_UPDATE_GOLDEN") != nullptr;
    std::string rewritten;
    int checked = 0;
    for (std::string row; std::getline(in, row);) {
        const std::vector<std::string> cells = sentenceCellsOf(row);
        if (cells.size() != 3 + kColumns.size() || !messageIdOfWord(cells[0])) {
            rewritten += row + "\n";  // the heading, its rule, or prose
            continue;
        }
        Said said{*messageIdOfWord(cells[0]), {}};
        said.arguments.monster = cells[1] == "-" ? "" : cells[1];
        said.arguments.number = cells[2] == "-" ? 0 : std::stoi(cells[2]);
        std::string newRow = "| " + cells[0] + " | " + cells[1] + " | " + cells[2] + " |";
        for (std::size_t i = 0; i < kColumns.size(); ++i) {
            const ScopedCatalog catalog(Catalog(kColumns[i], testing::kLocaleFolder));
            const std::string said_ = sayText(said, *rules);
            newRow += " " + said_ + " |";
            if (!update) {
                EXPECT_EQ(said_, cells[3 + i]) << cells[0] << " in " << languageCode(kColumns[i]);
            }
        }
        rewritten += newRow + "\n";
        ++checked;
    }
    EXPECT_GE(checked, 8) << "the table holds the sample sentences";
    if (update) {
        in.close();
        std::ofstream(file) << rewritten;
    }
}

// The morgue counts kills: "3 goblins", and in Bulgarian the counted form
// of a masculine name ("3 гоблина"), the plural of the others.
TEST(SampleSentences, CountsOfMonstersInEachLanguage) {
    const RulesPtr rules = loadRules(kSentencesSource / "data");
    const auto count = [&](Language language, const char* kind, long n) {
        const ScopedCatalog catalog(Catalog(language, testing::kLocaleFolder));
        return trnf("{count} {monster}", "{count} {monster:many}", n,
                    SentenceArguments{}.noun("monster", nounOf(*rules->monster(kind))));
    };
    EXPECT_EQ(count(Language::English, "goblin", 3), "3 goblins");
    EXPECT_EQ(count(Language::German, "goblin", 3), "3 Goblins");
    EXPECT_EQ(count(Language::Spanish, "giant_ant", 2), "2 hormigas gigantes");
    EXPECT_EQ(count(Language::Bulgarian, "goblin", 1), "1 гоблин");
    EXPECT_EQ(count(Language::Bulgarian, "goblin", 3), "3 гоблина");
    EXPECT_EQ(count(Language::Bulgarian, "giant_white_rat", 2), "2 гигантски бели плъха");
    EXPECT_EQ(count(Language::Bulgarian, "giant_ant", 5), "5 гигантски мравки");
    EXPECT_EQ(count(Language::Bulgarian, "zombie", 2), "2 зомбита");
}

// Every masculine name in Bulgarian gives its counted form, which no rule
// can make from the others.
TEST(SampleSentences, EveryBulgarianMasculineNameHasACountedForm) {
    const RulesPtr rules = loadRules(kSentencesSource / "data");
    const Catalog bulgarian(Language::Bulgarian, testing::kLocaleFolder);
    for (const MonsterKind& kind : rules->monsters) {
        const NounForms forms = formsIn(nounOf(kind), bulgarian);
        if (forms.gender == Gender::Masculine) {
            EXPECT_NE(forms.counted, forms.many) << kind.id;
        }
    }
}

}  // namespace
}  // namespace delve
