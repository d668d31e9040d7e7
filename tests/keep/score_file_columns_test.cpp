#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>

#include "keep/score_file.h"
#include "keep/score_file_columns.h"

namespace delve {
namespace {

// Gives every column a value of its kind, within its bounds and other than
// a fresh entry's.
class SampleColumns {
  public:
    int version() const { return kScoreFormatVersion; }
    void date(std::string_view, std::string& value) { value = "2025-02-03"; }
    void id(std::string_view, std::string_view, std::string& value) {
        value = "sample_" + std::to_string(++ids_);
    }
    void number(std::string_view, int& value, int low, int high) {
        value = std::min(low + 10 * ++numbers_, high);
    }
    void unsignedNumber(std::string_view, std::uint64_t& value) { value = 18'000'000'000'000u; }
    void flag(std::string_view, bool& value) { value = !value; }
    void outcome(std::string_view, RunOutcome& value) {
        value = value == RunOutcome::Won ? RunOutcome::Died : RunOutcome::Won;
    }
    void said(std::string_view, Said& value) {
        value = Said{MessageId::KilledBy, MessageArguments{}.withMonster("rat").withNumber(2)};
    }
    void englishText(std::string_view what, Said&) {
        ADD_FAILURE() << what << ": today's format keeps no English text";
    }
    void heroName(std::string_view, std::string& value) { value = "Ada of the Vaults"; }

  private:
    int ids_ = 0;
    int numbers_ = 0;
};

ScoreEntry sampleEntry() {
    ScoreEntry entry;
    SampleColumns sample;
    runColumns(sample, entry);
    nameColumns(sample, entry);
    return entry;
}

// Every column the declaration names, each set apart from its default,
// comes back as it was written.
TEST(ScoreFileColumns, EveryColumnDeclaredIsWrittenAndReadBack) {
    ScoreTable table;
    table.add(sampleEntry());
    ASSERT_NE(table.entries().front(), ScoreEntry{});
    const std::string text = scoreFileText(table);
    EXPECT_EQ(readScoreFile(text, "scores.txt"), table) << text;
}

TEST(ScoreFileColumns, TheRunLineIsWrittenInTheDeclaredOrder) {
    ScoreTable table;
    table.add(sampleEntry());
    EXPECT_NE(scoreFileText(table).find("\nrun 2025-02-03 sample_1 sample_2 11 20 31 40 50 "
                                        "18000000000000 1 won killed_by monster=rat number=2\n"
                                        "name Ada of the Vaults\n"),
              std::string::npos)
        << scoreFileText(table);
}

}  // namespace
}  // namespace delve
