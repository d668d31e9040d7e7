#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "game/game.h"
#include "game/run_outcome.h"

namespace delve {

// One finished run in the table of best runs (docs/records.md).
struct ScoreEntry {
    std::string heroClass;  // the class id: fighter, rogue...
    // The adventure's id ("dungeon" in tables from before it was kept) and
    // the hero's name (empty in tables from before it was kept).
    std::string adventure = "dungeon";
    std::string heroName;
    int experienceLevel = 1;
    int experience = 0;  // all the hero gained in the run (0 in tables from before it was kept)
    int depth = 1;       // the deepest floor reached (Game::deepestReached)
    int gold = 0;        // the hero's purse at the end
    int turns = 0;
    std::uint64_t seed = 0;
    // The run was shown what its hero did not know (F1, F3): marked in the
    // table (false in tables from before it was kept).
    bool sawHiddenThings = false;
    RunOutcome outcome = RunOutcome::Died;
    Said cause;        // "killed by a rat on floor 2", as what was said
    std::string date;  // YYYY-MM-DD, given by the caller: the rules read no clock

    friend bool operator==(const ScoreEntry&, const ScoreEntry&) = default;
};

// Whether `a` is a better run than `b`. A won run goes before any other
// (none can be won yet), and of two won runs the quicker. Of two runs not
// won, the deeper goes first, then the higher level, then the one with
// more experience: how long a hero took to die says nothing of how well
// they played. Gold (none yet) and turns do not rank runs that ended in
// death.
bool ranksAbove(const ScoreEntry& a, const ScoreEntry& b);

// The best runs, best first.
class ScoreTable {
  public:
    static constexpr std::size_t kKept = 20;

    // Puts a run in its place, after any run it ties with, and drops what
    // falls below the best kKept. Returns its rank (1 is the best), or
    // nothing when it did not make the table.
    std::optional<int> add(ScoreEntry entry);

    const std::vector<ScoreEntry>& entries() const { return entries_; }
    bool empty() const { return entries_.empty(); }

    friend bool operator==(const ScoreTable&, const ScoreTable&) = default;

  private:
    std::vector<ScoreEntry> entries_;
};

// The table after a run was added, for the death screen to show.
struct ScoreBoard {
    ScoreTable table;
    std::optional<int> rank;  // this run's place, if it made the table
    // Something the player should know, such as a damaged table set aside.
    std::string notice;
    // Where the run's morgue file was written, if it was.
    std::string morgueFile;
};

// The entry for a run as it stands; the caller gives today's date.
ScoreEntry scoreEntryFor(const Game& game, std::string date);

}  // namespace delve
