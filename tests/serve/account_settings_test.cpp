// An account's settings kept in the server's database, and each game drawn
// in its own player's language while others play in theirs.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "account_settings_keeper.h"
#include "language_setup.h"
#include "serve/accounts.h"
#include "serve/game_hall.h"
#include "support/build_folders.h"
#include "support/temp_folder.h"
#include "support/test_rules.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

using Clock = GameHall::Clock;

class Page : public PageLink {
  public:
    void send(std::string message) override { received += message; }
    void close(std::string) override {}
    std::string received;
};

class AccountSettingsTest : public ::testing::Test {
  protected:
    Account made(const std::string& name) {
        return *accounts.create(name, hashPassword("password1", PasswordCost::least()), 0);
    }
    // The hall puts each game's language in use as it draws it: the
    // language before comes back when the test is done, so the tests run
    // after it are not read in German.
    const ScopedCatalog languageBefore{currentCatalog()};
    testing::TempFolder folder{"account_settings"};
    Database database{folder.path() / "delve.sqlite"};
    Accounts accounts{database};
};

TEST_F(AccountSettingsTest, SettingsKeptForAnAccountAreReadBackForItAlone) {
    const Account ada = made("ada");
    const Account bea = made("bea");
    Settings german;
    german.language = Language::German;
    AccountSettingsKeeper(database, ada.id).keep(german);
    EXPECT_EQ(AccountSettingsKeeper(database, ada.id).settings().language, Language::German);
    EXPECT_FALSE(AccountSettingsKeeper(database, bea.id).settings().language);
    EXPECT_TRUE(AccountSettingsKeeper(database, ada.id).problems().empty());
}

TEST_F(AccountSettingsTest, EachGameIsDrawnInItsOwnPlayersLanguage) {
    const Account ada = made("ada");
    const Account bea = made("bea");
    Settings german;
    german.language = Language::German;
    AccountSettingsKeeper(database, ada.id).keep(german);
    const FolderCatalogs catalogs(testing::kLocaleFolder);
    GameHall hall(
        database, testing::rules(), catalogs, [] { return std::string("2026-12-05"); },
        accountSettingsKeepers());
    auto adasPage = std::make_shared<Page>();
    auto beasPage = std::make_shared<Page>();
    hall.join(ada, adasPage, PageSize{80, 24}, Clock::time_point{});
    hall.join(bea, beasPage, PageSize{80, 24}, Clock::time_point{});
    EXPECT_NE(adasPage->received.find("Wer steigt hinab?"), std::string::npos);
    EXPECT_NE(beasPage->received.find("choose who goes down"), std::string::npos);
    // Each goes on in its own language after the other has drawn.
    adasPage->received.clear();
    hall.receive(adasPage.get(), R"({"type":"redraw"})", Clock::time_point{});
    EXPECT_NE(adasPage->received.find("Wer steigt hinab?"), std::string::npos);
}

}  // namespace
}  // namespace delve
