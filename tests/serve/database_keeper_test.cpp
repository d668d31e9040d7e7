// A run kept in the server's database: saved, journalled input by input,
// and found again as it was, by a new keeper (as after a kill or a restart).
#include <gtest/gtest.h>

#include "keep/state_hash.h"
#include "serve/accounts.h"
#include "serve/database.h"
#include "serve/database_keeper.h"
#include "support/temp_folder.h"
#include "support/test_rules.h"
#include "ui/app.h"

namespace delve {
namespace {

class DatabaseKeeperTest : public ::testing::Test {
  protected:
    void SetUp() override {
        account = accounts.create("ada", hashPassword("password1", PasswordCost::least()), 0)->id;
    }
    testing::TempFolder folder{"database_keeper"};
    Database database{folder.path() / "delve.sqlite"};
    Accounts accounts{database};
    std::int64_t account = 0;
};

void press(App& app, const std::u32string& keys) {
    for (const char32_t c : keys) {
        app.handle(InputEvent::keyPress(Key::of(c)));
    }
}

TEST_F(DatabaseKeeperTest, ARunGoesOnWhereItWasFromItsSaveAndJournal) {
    std::uint64_t hash = 0;
    int turn = 0;
    {
        DatabaseKeeper keeper(database, account, testing::rules());
        App app(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
        app.keeping().setKeeper(keeper);
        app.keeping().keepRun();
        press(app, U"jjlls..");
        hash = stateHash(app.game());
        turn = app.game().turn();
        // Dropped without saving again: as a kill would.
    }
    DatabaseKeeper keeper(database, account, testing::rules());
    App app(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
    app.keeping().setKeeper(keeper);
    std::optional<KeptRun> kept = keeper.savedRun();
    ASSERT_TRUE(kept);
    EXPECT_FALSE(kept->journalProblem);
    EXPECT_FALSE(kept->journal.empty());
    app.keeping().resume(std::move(*kept));
    EXPECT_EQ(app.game().turn(), turn);
    EXPECT_EQ(stateHash(app.game()), hash);
}

TEST_F(DatabaseKeeperTest, EachAccountHasItsOwnRun) {
    const auto bea = accounts.create("bea", hashPassword("password1", PasswordCost::least()), 0);
    DatabaseKeeper adas(database, account, testing::rules());
    DatabaseKeeper beas(database, bea->id, testing::rules());
    App app(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
    adas.save(app.game());
    EXPECT_TRUE(adas.savedRun());
    EXPECT_FALSE(beas.savedRun());
}

TEST_F(DatabaseKeeperTest, AnEndedRunLeavesNothingToGoOnFrom) {
    DatabaseKeeper keeper(database, account, testing::rules());
    App app(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
    keeper.save(app.game());
    keeper.setAside(app.game());
    ASSERT_TRUE(keeper.takeAside());
    keeper.runEnded(app.game());
    EXPECT_FALSE(keeper.savedRun());
    EXPECT_FALSE(keeper.takeAside());
}

TEST_F(DatabaseKeeperTest, ADamagedJournalIsKeptAsideAndTheRunGoesOnFromItsSave) {
    DatabaseKeeper keeper(database, account, testing::rules());
    App app(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
    keeper.save(app.game());
    database.prepare("INSERT INTO journal_lines(account, line, text) VALUES (?, 1, 'junk\n')")
        .bind(1, account)
        .run();
    const std::optional<KeptRun> kept =
        DatabaseKeeper(database, account, testing::rules()).savedRun();
    ASSERT_TRUE(kept);
    ASSERT_TRUE(kept->journalProblem);
    EXPECT_TRUE(kept->journal.empty());
    Statement count = database.prepare("SELECT COUNT(*) FROM kept_journals WHERE account = ?");
    count.bind(1, account);
    ASSERT_TRUE(count.step());
    EXPECT_EQ(count.integer(0), 1);
}

}  // namespace
}  // namespace delve
