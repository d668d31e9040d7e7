#include "account_settings_keeper.h"

#include <memory>
#include <string>

#include "settings_file.h"

namespace delve {

namespace {

SettingsRead keptSettings(Database& database, std::int64_t account) {
    Statement query = database.prepare("SELECT text FROM settings WHERE account = ?");
    query.bind(1, account);
    if (!query.step()) {
        return SettingsRead{};
    }
    return readSettings(query.text(0), "the settings of account " + std::to_string(account));
}

}  // namespace

AccountSettingsKeeper::AccountSettingsKeeper(Database& database, std::int64_t account)
    : AccountSettingsKeeper(database, account, keptSettings(database, account)) {}

AccountSettingsKeeper::AccountSettingsKeeper(Database& database, std::int64_t account,
                                             SettingsRead read)
    : SettingsKeeper(std::move(read.settings), std::move(read.problems)),
      database_(database),
      account_(account) {}

void AccountSettingsKeeper::write(const Settings& settings) {
    database_
        .prepare(
            "INSERT INTO settings(account, text) VALUES (?, ?) "
            "ON CONFLICT(account) DO UPDATE SET text = excluded.text")
        .bind(1, account_)
        .bind(2, settingsText(settings))
        .run();
}

SettingsKeepers accountSettingsKeepers() {
    return [](Database& database, std::int64_t account) -> std::unique_ptr<SettingsKeeper> {
        return std::make_unique<AccountSettingsKeeper>(database, account);
    };
}

}  // namespace delve
