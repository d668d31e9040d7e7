#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/file_lock.h"
#include "journal_file.h"
#include "ui/keeping/run_keeper.h"

namespace delve {

// Checks a save the player named with --save before anything is written:
// a file that holds something other than a Delve save is refused
// (std::invalid_argument, saying which), never written over. A link to
// nothing returns what will happen, to be said first: the run is kept
// where the link points.
std::optional<std::string> checkNamedSave(const std::filesystem::path& named);

// Keeps a run in files: the save at a path, the journal of inputs since it
// was written and the copy F5 sets aside, beside it (run_files.h). Folders
// are made when first needed; every save replaces its file atomically
// (docs/save-format.md). A save path that is a link is followed to the file
// it names, so the files beside it are beside that file.
class FileKeeper : public RunKeeper {
  public:
    // Throws std::invalid_argument when something other than a file (a
    // folder, a device) is at the save's path.
    FileKeeper(const std::filesystem::path& save, RulesPtr rules);

    bool keepsRuns() const override { return true; }
    std::optional<KeptRun> savedRun() override;
    void save(const Game& game) override;
    void journal(std::string_view lines) override;
    void setAside(const Game& game) override;
    std::optional<Game> takeAside() override;
    void runEnded(const Game& game) override;
    void abandonSavedRun() override;

    // Makes this the one game playing from the save until it ends. Throws
    // std::invalid_argument naming the process that plays from it already.
    void lock();

    // Deals with what a save or a copy cut short left behind when Delve
    // was killed (core/atomic_file.h), as Delve starts: a whole save with
    // nothing in its place becomes the save (or the copy); one beside a save
    // is kept under another name; a part of one is removed. Returns a
    // sentence for each file recovered or kept.
    std::vector<std::string> recoverLeftovers();

    const std::filesystem::path& savePath() const { return save_; }
    const std::filesystem::path& asidePath() const { return aside_; }
    const std::filesystem::path& journalPath() const { return journal_.path(); }
    // Where a journal that could not be played again is put.
    std::filesystem::path keptJournalPath() const;

  private:
    void forgetAll();
    std::optional<std::string> recoverLeftover(const std::filesystem::path& leftover,
                                               const std::filesystem::path& target);
    // Reads the journal after the save `game`, putting aside one that
    // cannot be played again.
    void readJournal(KeptRun& kept);

    std::filesystem::path save_;
    std::filesystem::path aside_;
    JournalFile journal_;
    RulesPtr rules_;
    std::optional<FileLock> lock_;
};

}  // namespace delve
