#include <gtest/gtest.h>

#include <filesystem>

#include "content/rules_loader.h"
#include "core/utf8.h"
#include "support/build_folders.h"
#include "support/test_rules.h"
#include "ui/text/score_columns.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

using testing::shippedRules;

ScoreTable tableOf(const ScoreEntry& entry) {
    ScoreTable table;
    table.add(entry);
    return table;
}

ScoreEntry barbarianRun() {
    ScoreEntry entry;
    entry.heroClass = "barbarian";
    entry.adventure = "mine";
    entry.heroName = "Iva";
    entry.experienceLevel = 2;
    entry.depth = 4;
    entry.turns = 1234;
    entry.date = "2024-05-01";
    return entry;
}

Catalog scoreCatalogOf(Language language) {
    return Catalog(language, std::filesystem::path(testing::kLocaleFolder));
}

// Where each column of the heading begins: after two blanks, or at the start.
std::vector<int> columnEnds(const std::string& line) {
    std::vector<int> ends;
    const std::vector<char32_t> letters = decodeUtf8(line);
    for (std::size_t i = 1; i + 1 < letters.size(); ++i) {
        if (letters[i - 1] != U' ' && letters[i] == U' ' && letters[i + 1] == U' ') {
            ends.push_back(static_cast<int>(i));
        }
    }
    return ends;
}

TEST(ScoreColumns, NameTheHeroClassAndAdventureAndLineUpUnderTheHeadingInEnglish) {
    const ScoreColumns columns(*shippedRules(), tableOf(barbarianRun()));
    EXPECT_EQ(columns.heading(),
              " #  Hero  Class      Adventure    Level  Floor   Gold   Turns  Date        Fate");
    EXPECT_EQ(columns.row(12, barbarianRun()),
              "12  Iva   Barbarian  The Mine         2      4      0    1234  2024-05-01  ");
}

TEST(ScoreColumns, TheHeroesColumnIsAsWideAsTheLongestName) {
    ScoreEntry long_ = barbarianRun();
    long_.heroName = "Ivanka the Unbowed";
    ScoreTable table = tableOf(barbarianRun());
    table.add(long_);
    const ScoreColumns columns(*shippedRules(), table);
    EXPECT_EQ(columns.row(1, barbarianRun()).substr(0, 24), " 1  Iva                 ");
    EXPECT_EQ(columns.row(2, long_).substr(0, 24), " 2  Ivanka the Unbowed  ");
}

TEST(ScoreColumns, WidenForLongerWordsSoEveryLanguageLinesUp) {
    for (Language language : kAllLanguages) {
        const ScopedCatalog catalog(scoreCatalogOf(language));
        const ScoreColumns columns(*shippedRules(), tableOf(barbarianRun()));
        const std::string heading = columns.heading();
        const std::string row = columns.row(3, barbarianRun());
        // The number columns end where their headings end.
        const std::vector<int> ends = columnEnds(heading);
        const std::vector<int> rowEnds = columnEnds(row + "x");
        ASSERT_GE(ends.size(), 8u) << heading;
        ASSERT_GE(rowEnds.size(), 9u) << row;
        for (std::size_t column = 4; column < 8; ++column) {
            EXPECT_EQ(ends[column], rowEnds[column]) << languageCode(language) << "\n"
                                                     << heading << "\n"
                                                     << row;
        }
        EXPECT_NE(row.find(trc("class", "Barbarian")), std::string::npos) << row;
        EXPECT_NE(row.find(trc("adventure", "The Mine")), std::string::npos) << row;
    }
}

TEST(ScoreColumns, ShowAClassOrAdventureTheDataNoLongerHasByItsId) {
    ScoreEntry entry = barbarianRun();
    entry.heroClass = "necromancer";
    entry.adventure = "tower";
    const std::string row = ScoreColumns(*shippedRules(), tableOf(entry)).row(1, entry);
    EXPECT_NE(row.find("necromancer "), std::string::npos) << row;
    EXPECT_NE(row.find("tower "), std::string::npos) << row;
}

}  // namespace
}  // namespace delve
