#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "game/game.h"
#include "keep/score_table.h"

namespace delve {

// What recording the end of a run left behind.
struct RunRecord {
    ScoreBoard board;                  // the table with this run in it, and its rank
    std::filesystem::path morgueFile;  // the morgue file written
};

// At a death (or, one day, a victory): writes the run's morgue file to
// folder/morgue/morgue-<date>-<seed>.txt and adds the run to
// folder/scores.txt, making the folders it needs. A damaged score table is
// set aside as scores.txt.bad (never lost) and a new one begun; the board's
// notice says so. `date` is YYYY-MM-DD. Throws std::runtime_error naming the
// path when a file cannot be written.
RunRecord recordEndOfRun(const Game& game, const std::filesystem::path& folder,
                         const std::string& date);
// The same on today's date, by the local clock.
RunRecord recordEndOfRun(const Game& game, const std::filesystem::path& folder);

// Today as YYYY-MM-DD, by the local clock.
std::string todaysDate();

// The file name of the score table inside the records folder.
inline constexpr const char* kScoreFileName = "scores.txt";

}  // namespace delve
