#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "serve/database.h"
#include "ui/keeping/run_keeper.h"

namespace delve {

// Keeps one account's run in the server's database, as FileKeeper keeps a
// player's in files: the save, the journal of inputs since (a row a
// journal entry, written at once), and the copy F5 sets aside. A save and
// the new journal it begins are one change, so a kill between them cannot
// leave a journal that follows the wrong save. A journal that cannot be
// played again is kept in kept_journals, never dropped.
class DatabaseKeeper : public RunKeeper {
  public:
    DatabaseKeeper(Database& database, std::int64_t account, RulesPtr rules);

    bool keepsRuns() const override { return true; }
    std::optional<KeptRun> savedRun() override;
    void save(const Game& game) override;
    void journal(std::string_view lines) override;
    void setAside(const Game& game) override;
    std::optional<Game> takeAside() override;
    void runEnded(const Game& game) override;
    void abandonSavedRun() override;

  private:
    std::optional<std::string> column(const char* name);
    void readJournal(KeptRun& kept);
    void keepJournal(const std::string& text);
    void forgetAll();

    Database& database_;
    std::int64_t account_;
    RulesPtr rules_;
    std::int64_t nextLine_ = 0;
    bool journalOpen_ = false;
};

}  // namespace delve
