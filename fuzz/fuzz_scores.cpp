// Feeds any bytes to the score file reader. A ScoreFileError with a
// readable message is the right answer to bad bytes; a table that reads
// must come back the same from the text the game writes for it, and its
// columns (`delve scores`, the death screen) must be made.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "content/rules_loader.h"
#include "fuzz_play.h"
#include "keep/score_file.h"
#include "ui/text/score_columns.h"

using namespace delve;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesPtr rules = loadRules(DELVE_DATA_DIR);
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    ScoreTable table;
    try {
        table = readScoreFile(text, "fuzz.scores");
    } catch (const ScoreFileError& error) {
        fuzz::checkMessage(error);
        return 0;
    }
    try {
        if (readScoreFile(scoreFileText(table), "again.scores") != table) {
            fuzz::finding("a score table written and read again is another table");
        }
    } catch (const ScoreFileError&) {
        fuzz::finding("the score file the game writes is refused");
    }
    const ScoreColumns columns(*rules, table);
    std::string shown = columns.heading();
    for (std::size_t i = 0; i < table.entries().size(); ++i) {
        shown += columns.row(static_cast<int>(i) + 1, table.entries()[i]);
    }
    if (!isValidUtf8(shown)) {
        fuzz::finding("the score table shows bytes that are not UTF-8");
    }
    return 0;
}
