// The games of a server: one an account, going on after the page goes or
// the server stops, taken over by a second page, watched live.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "serve/accounts.h"
#include "serve/database.h"
#include "serve/game_hall.h"
#include "support/temp_folder.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using nlohmann::json;
using Clock = GameHall::Clock;

class FakePage : public PageLink {
  public:
    void send(std::string message) override { received.push_back(std::move(message)); }
    void close(std::string lastMessage) override {
        received.push_back(std::move(lastMessage));
        closed = true;
    }
    std::string lastType() const {
        return received.empty() ? "" : json::parse(received.back())["type"].get<std::string>();
    }
    std::vector<std::string> received;
    bool closed = false;
};

std::string key(const std::string& token) {
    return json{{"type", "key"}, {"key", token}}.dump();
}

class GameHallTest : public ::testing::Test {
  protected:
    GameHallTest() {
        ada = *accounts.create("ada", hashPassword("password1", PasswordCost::least()), 0);
    }
    std::unique_ptr<GameHall> newHall() {
        return std::make_unique<GameHall>(database, testing::rules(), catalogs,
                                          [] { return std::string("2026-12-05"); });
    }
    // Joins and takes the start screens' first offers: into the Dungeon.
    std::shared_ptr<FakePage> joinAndBegin(GameHall& hall) {
        auto page = std::make_shared<FakePage>();
        hall.join(ada, page, PageSize{80, 24}, Clock::time_point{});
        for (int i = 0; i < 3; ++i) {
            hall.receive(page.get(), key("<Enter>"), Clock::time_point{});
        }
        return page;
    }
    int turnOf(const GameHall& hall) const { return hall.listing(Clock::time_point{}).at(0).turn; }

    testing::TempFolder folder{"game_hall"};
    Database database{folder.path() / "delve.sqlite"};
    Accounts accounts{database};
    CatalogSource catalogs;
    Account ada;
};

TEST_F(GameHallTest, AJoiningPageGetsTheWholeScreenThenChanges) {
    auto hall = newHall();
    auto page = std::make_shared<FakePage>();
    hall->join(ada, page, PageSize{80, 24}, Clock::time_point{});
    ASSERT_FALSE(page->received.empty());
    EXPECT_EQ(json::parse(page->received.front())["type"], "screen");
    hall->receive(page.get(), key("<Enter>"), Clock::time_point{});
    EXPECT_EQ(page->lastType(), "cells");
}

TEST_F(GameHallTest, ASecondPageTakesTheGameOverAndTheFirstIsToldSo) {
    auto hall = newHall();
    auto first = joinAndBegin(*hall);
    hall->receive(first.get(), key("s"), Clock::time_point{});
    const int turn = turnOf(*hall);
    auto second = std::make_shared<FakePage>();
    hall->join(ada, second, PageSize{80, 24}, Clock::time_point{});
    EXPECT_TRUE(first->closed);
    EXPECT_EQ(first->lastType(), "taken");
    ASSERT_EQ(second->received.size(), 1u);
    EXPECT_EQ(second->lastType(), "screen");
    auto third = std::make_shared<FakePage>();
    hall->join(ada, third, PageSize{100, 30}, Clock::time_point{});
    ASSERT_EQ(third->received.size(), 1u);
    EXPECT_EQ(json::parse(third->received.front())["columns"], 100);
    second = std::move(third);
    EXPECT_EQ(hall->size(), 1u);
    EXPECT_EQ(turnOf(*hall), turn);
    // The first page's keys no longer reach the game.
    hall->receive(first.get(), key("s"), Clock::time_point{});
    EXPECT_EQ(turnOf(*hall), turn);
    hall->receive(second.get(), key("s"), Clock::time_point{});
    EXPECT_EQ(turnOf(*hall), turn + 1);
}

TEST_F(GameHallTest, TheRunGoesOnAfterTheServerStopsAndStartsAgain) {
    int turn = 0;
    {
        auto hall = newHall();
        auto page = joinAndBegin(*hall);
        for (int i = 0; i < 5; ++i) {
            hall->receive(page.get(), key("s"), Clock::time_point{});
        }
        turn = turnOf(*hall);
        hall->closeAll();
        EXPECT_TRUE(page->closed);
        EXPECT_EQ(page->lastType(), "stopping");
    }
    auto hall = newHall();
    auto page = std::make_shared<FakePage>();
    hall->join(ada, page, PageSize{80, 24}, Clock::time_point{});
    EXPECT_EQ(turnOf(*hall), turn);
    EXPECT_GT(turn, 4);
}

TEST_F(GameHallTest, APageThatLeavesKeepsTheGameForTheNextAndIdleGamesAreClosed) {
    auto hall = newHall();
    auto page = joinAndBegin(*hall);
    hall->receive(page.get(), key("s"), Clock::time_point{});
    const int turn = turnOf(*hall);
    hall->left(page.get());
    EXPECT_EQ(hall->size(), 1u);
    hall->closeIdle(Clock::time_point{} + std::chrono::minutes(1), std::chrono::minutes(5));
    EXPECT_EQ(hall->size(), 1u);
    hall->closeIdle(Clock::time_point{} + std::chrono::minutes(6), std::chrono::minutes(5));
    EXPECT_EQ(hall->size(), 0u);
    auto again = std::make_shared<FakePage>();
    hall->join(ada, again, PageSize{80, 24}, Clock::time_point{});
    EXPECT_EQ(turnOf(*hall), turn);
}

TEST_F(GameHallTest, AWatcherSeesWhatThePlayerSeesAndCannotPlay) {
    auto hall = newHall();
    auto player = joinAndBegin(*hall);
    auto watcher = std::make_shared<FakePage>();
    ASSERT_TRUE(hall->watch(ada.id, watcher));
    EXPECT_FALSE(hall->watch(ada.id + 100, std::make_shared<FakePage>()));
    ASSERT_EQ(watcher->received.size(), 2u);
    EXPECT_EQ(json::parse(watcher->received.back())["type"], "screen");
    player->received.clear();
    watcher->received.clear();
    hall->receive(player.get(), key("s"), Clock::time_point{});
    EXPECT_EQ(watcher->received, player->received);
    const int turn = turnOf(*hall);
    hall->receive(watcher.get(), key("s"), Clock::time_point{});
    EXPECT_EQ(turnOf(*hall), turn);
    EXPECT_EQ(hall->listing(Clock::time_point{}).at(0).watchers, 1);
}

TEST_F(GameHallTest, AWatcherIsToldWhoseGameItWatchesBeforeTheScreen) {
    auto hall = newHall();
    joinAndBegin(*hall);
    auto watcher = std::make_shared<FakePage>();
    ASSERT_TRUE(hall->watch(ada.id, watcher));
    ASSERT_EQ(watcher->received.size(), 2u);
    EXPECT_EQ(json::parse(watcher->received.at(0)),
              (json{{"type", "watching"}, {"player", "ada"}}));
    EXPECT_EQ(json::parse(watcher->received.at(1))["type"], "screen");
}

TEST_F(GameHallTest, AWatcherIsLetGoWhenThePlayerLeaves) {
    auto hall = newHall();
    auto player = joinAndBegin(*hall);
    auto watcher = std::make_shared<FakePage>();
    ASSERT_TRUE(hall->watch(ada.id, watcher));
    hall->left(player.get());
    EXPECT_TRUE(watcher->closed);
    EXPECT_EQ(watcher->lastType(), "left");
    EXPECT_EQ(hall->size(), 1u) << "the game stays for its player";
}

TEST_F(GameHallTest, AWatcherOfAGameWithoutAKeyForTheIdleTimeIsLetGoAndThePlayerStays) {
    auto hall = newHall();
    auto player = joinAndBegin(*hall);
    auto watcher = std::make_shared<FakePage>();
    ASSERT_TRUE(hall->watch(ada.id, watcher));
    hall->closeIdle(Clock::time_point{} + std::chrono::minutes(4), std::chrono::minutes(5));
    EXPECT_FALSE(watcher->closed);
    hall->closeIdle(Clock::time_point{} + std::chrono::minutes(6), std::chrono::minutes(5));
    EXPECT_TRUE(watcher->closed);
    EXPECT_FALSE(player->closed);
    EXPECT_EQ(hall->listing(Clock::time_point{}).at(0).watchers, 0);
}

TEST_F(GameHallTest, AMessageThatCannotBeReadIsRefusedAndChangesNothing) {
    auto hall = newHall();
    auto page = joinAndBegin(*hall);
    const int turn = turnOf(*hall);
    hall->receive(page.get(), "{\"type\":\"key\",\"key\":\"<Bogus>\"}", Clock::time_point{});
    EXPECT_EQ(page->lastType(), "refused");
    EXPECT_EQ(turnOf(*hall), turn);
}

TEST_F(GameHallTest, ASaveThatCannotBeReadClosesThatPageAloneAndIsLeftAsItWas) {
    database.prepare("INSERT INTO runs(account, save) VALUES (?, 'not a save')")
        .bind(1, ada.id)
        .run();
    auto hall = newHall();
    auto page = std::make_shared<FakePage>();
    hall->join(ada, page, PageSize{80, 24}, Clock::time_point{});
    EXPECT_TRUE(page->closed);
    EXPECT_EQ(page->lastType(), "error");
    EXPECT_EQ(hall->size(), 0u);
    Statement save = database.prepare("SELECT save FROM runs WHERE account = ?");
    save.bind(1, ada.id);
    ASSERT_TRUE(save.step());
    EXPECT_EQ(save.text(0), "not a save");
    const Account bea =
        *accounts.create("bea", hashPassword("password1", PasswordCost::least()), 0);
    auto other = std::make_shared<FakePage>();
    hall->join(bea, other, PageSize{80, 24}, Clock::time_point{});
    EXPECT_FALSE(other->closed);
    EXPECT_EQ(hall->size(), 1u);
}

TEST_F(GameHallTest, TheListingNamesThePlayerTheirClassFloorAndTurn) {
    auto hall = newHall();
    auto page = joinAndBegin(*hall);
    const GameListing entry = hall->listing(Clock::time_point{} + std::chrono::seconds(7)).at(0);
    EXPECT_EQ(entry.player, "ada");
    EXPECT_EQ(entry.heroClass, "fighter");
    EXPECT_EQ(entry.floor, 1);
    EXPECT_EQ(entry.idleSeconds, 7);
}

}  // namespace
}  // namespace delve
