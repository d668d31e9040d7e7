#pragma once

#include <filesystem>

#include "ui/run_keeper.h"

namespace delve {

// Keeps a run in files: the save at a path, and the copy F5 sets aside
// beside it (run_files.h). Folders are made when first needed; every write
// replaces its file atomically (docs/save-format.md).
class FileKeeper : public RunKeeper {
  public:
    FileKeeper(std::filesystem::path save, RulesPtr rules);

    bool keepsRuns() const override { return true; }
    std::optional<Game> savedRun() override;
    void save(const Game& game) override;
    void setAside(const Game& game) override;
    std::optional<Game> takeAside() override;
    void runEnded(const Game& game) override;
    void abandonSavedRun() override;

    // Removes the temporary files a save or a copy that was interrupted
    // left behind (core/atomic_file.h), when Delve starts; returns how many.
    int removeLeftovers();

    const std::filesystem::path& savePath() const { return save_; }
    const std::filesystem::path& asidePath() const { return aside_; }

  private:
    void forgetBoth();

    std::filesystem::path save_;
    std::filesystem::path aside_;
    RulesPtr rules_;
};

}  // namespace delve
