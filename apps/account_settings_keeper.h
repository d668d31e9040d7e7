#pragma once

#include <cstdint>

#include "serve/database.h"
#include "serve/game_hall.h"
#include "settings_file.h"
#include "ui/settings/settings_keeper.h"

namespace delve {

// Keeps an account's settings on the server as a settings file's text
// (apps/settings_file.h) in the database's `settings` table, so that a
// player's language and keys follow them from one game to the next. A text
// with mistakes is read as a file is: each mistake costs its own setting.
class AccountSettingsKeeper : public SettingsKeeper {
  public:
    AccountSettingsKeeper(Database& database, std::int64_t account);

  private:
    AccountSettingsKeeper(Database& database, std::int64_t account, SettingsRead read);
    void write(const Settings& settings) override;

    Database& database_;
    std::int64_t account_;
};

// The keepers `delve serve` gives each account's game.
SettingsKeepers accountSettingsKeepers();

}  // namespace delve
