#include "run_records.h"

#include <chrono>
#include <cstdlib>
#include <ctime>
#include <stdexcept>
#include <system_error>

#include "core/atomic_file.h"
#include "keep/score_file.h"
#include "run_files.h"
#include "ui/keeping/morgue.h"
#include "ui/text/translation.h"

namespace delve {

namespace fs = std::filesystem;

namespace {

// The first of `base + ending`, `base-2 + ending`, ... not yet taken, so two
// deaths on one day with one seed keep two files.
fs::path freePath(const fs::path& folder, const std::string& base, const std::string& ending) {
    fs::path path = folder / (base + ending);
    for (int copy = 2; fs::exists(path); ++copy) {
        path = folder / (base + "-" + std::to_string(copy) + ending);
    }
    return path;
}

// A damaged table is renamed out of the way, never overwritten: the player
// may want to mend it by hand.
fs::path setAside(const fs::path& file) {
    fs::path aside = file;
    aside += ".bad";
    for (int copy = 2; fs::exists(aside); ++copy) {
        aside = file;
        aside += ".bad." + std::to_string(copy);
    }
    std::error_code error;
    fs::rename(file, aside, error);
    if (error) {
        throw std::runtime_error("cannot set the damaged " + file.string() +
                                 " aside: " + error.message());
    }
    return aside;
}

}  // namespace

RunRecord recordEndOfRun(const Game& game, const fs::path& folder, const std::string& date) {
    RunRecord record;
    const fs::path morgues = folder / "morgue";
    makeFolder(morgues);
    record.morgueFile =
        freePath(morgues, "morgue-" + date + "-" + std::to_string(game.seed()), ".txt");
    writeFileAtomically(record.morgueFile, morgueText(game));
    record.board.morgueFile = record.morgueFile.string();

    const fs::path scores = folder / kScoreFileName;
    ScoreTable table;
    try {
        table = loadScoreFile(scores).value_or(ScoreTable{});
    } catch (const ScoreFileError&) {
        // `delve scores --file` on the file set aside says what is wrong.
        const fs::path aside = setAside(scores);
        record.board.notice =
            trf("The score table was damaged: it is kept as {file} and a new one begun.",
                SentenceArguments{}.text("file", aside.filename().string()));
    }
    record.board.rank = table.add(scoreEntryFor(game, date));
    saveScoreFile(table, scores);
    record.board.table = std::move(table);
    return record;
}

RunRecord recordEndOfRun(const Game& game, const fs::path& folder) {
    return recordEndOfRun(game, folder, todaysDate());
}

std::string todaysDate() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm local{};
    localtime_r(&now, &local);
    char text[16];
    std::strftime(text, sizeof text, "%Y-%m-%d", &local);
    return text;
}

}  // namespace delve
