#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/game.h"
#include "ui/keeping/recording.h"

namespace delve {

// Keeps a run from one start of Delve to the next: the save it goes on from, and the copy F5
// sets aside. The ui decides when (quitting, a new floor, F5, a death); a
// keeper decides where, so the ui never touches a file. This one keeps
// nothing, for runs that are not kept (a headless run without --save, a
// replay, a test).
//
// Writing may throw std::runtime_error (a full disk, a folder that cannot be
// made); reading throws SaveError for a save that is there but cannot be
// read. The App turns both into a line in the log.
// A run kept from last time: its save, and what its journal holds of the
// inputs made since (ui/keeping/journal.h), to be played again on it.
struct KeptRun {
    Game game;
    std::vector<RecordedEntry> journal;
    // A journal that could not be read: why, and where it was put aside.
    // The run then goes on from the save alone.
    std::optional<std::string> journalProblem;
};

class RunKeeper {
  public:
    virtual ~RunKeeper() = default;

    // Whether save() keeps anything: the menu says "save and quit" if so.
    virtual bool keepsRuns() const { return false; }

    // The run saved last time, if there is one to go on from.
    virtual std::optional<KeptRun> savedRun() { return std::nullopt; }
    // Keeps the run as it stands (as it begins, on quitting, on arriving at
    // a floor), and starts a new journal after it.
    virtual void save(const Game&) {}
    // Appends recorded lines (ui/keeping/recording.h) to the journal of the save
    // kept last, at once, so they outlive a kill.
    virtual void journal(std::string_view) {}

    // F5: keeps a copy beside the save. F9 asks for it back when the copy
    // made since Delve started is not in memory (the run was continued); it
    // stays set aside, so F9 may go back to it again.
    virtual void setAside(const Game&) {}
    virtual std::optional<Game> takeAside() { return std::nullopt; }

    // The hero has died: nothing of the run is kept to go on from.
    virtual void runEnded(const Game&) {}
    // The player chose a new run over the saved one: forget the save and
    // its copy, so F9 in the new run cannot go back into the old.
    virtual void abandonSavedRun() {}
};

}  // namespace delve
