#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/web/web_play.h"
#include "keep/score_table.h"
#include "serve/accounts.h"
#include "serve/database.h"
#include "serve/database_keeper.h"
#include "ui/settings/settings_keeper.h"
#include "ui/text/catalog_source.h"

namespace delve {

// Where a game's messages go: a page's socket, a player's or a watcher's.
class PageLink {
  public:
    virtual ~PageLink() = default;
    virtual void send(std::string message) = 0;
    // Sends the page a last message (docs/web-protocol.md) and closes.
    virtual void close(std::string lastMessage) = 0;
};

// Makes the keeper of an account's settings (its language, its keys): the
// app's, which reads and writes the settings' text in the database
// (apps/account_settings_keeper.h); by default one that keeps them in
// memory only.
using SettingsKeepers =
    std::function<std::unique_ptr<SettingsKeeper>(Database& database, std::int64_t account)>;
SettingsKeepers settingsInMemory();

// A game in the lobby's list.
struct GameListing {
    std::int64_t id = 0;  // the account's, which watching names
    std::string player;
    std::string heroClass;  // empty while the start screens are up
    std::string adventure;
    int floor = 0;
    int turn = 0;
    int idleSeconds = 0;
    int watchers = 0;
};

// Every game being played on the server, one an account, each with its
// player's page and any watchers. It knows no sockets nor clocks: the
// server hands it what pages say and what time it is, and wakes it when
// nextDue() comes. All its games run on the one thread that calls it, each
// in its player's language.
class GameHall {
  public:
    using Clock = WebPlay::Clock;

    // `today` says the date (YYYY-MM-DD) a finished run is recorded on.
    GameHall(Database& database, RulesPtr rules, const CatalogSource& catalogs,
             std::function<std::string()> today, SettingsKeepers settings = settingsInMemory());
    ~GameHall();

    // The account's page joins at `size`: its game goes on where it was (in
    // memory, else from its save), or a new one begins. A page already
    // playing it is told it was taken over, and closed.
    void join(const Account& account, std::shared_ptr<PageLink> page, PageSize size,
              Clock::time_point now);
    // A page watches the game of account `id`, told first whose game it
    // is: false when there is none.
    bool watch(std::int64_t id, std::shared_ptr<PageLink> page);
    // A page has gone (its socket closed). A player's game is saved at once
    // and stays, for the same account to go on with; its watchers are closed.
    void left(const PageLink* page);
    // A message from a player's page. A message that cannot be read is
    // answered with an error message and ignored; a watcher's messages are
    // ignored.
    void receive(const PageLink* page, std::string_view text, Clock::time_point now);
    // A binary message from a player's page: the protocol is text, so it
    // is answered `refused` and ignored.
    void receiveBinary(const PageLink* page);

    // Goes on with every game whose time has come.
    void wake(Clock::time_point now);
    std::optional<Clock::time_point> nextDue() const;

    // Saves and closes games whose player has gone, idle for `idle` or more,
    // and lets go the watchers of games idle so long with their player.
    void closeIdle(Clock::time_point now, Clock::duration idle);
    // Saves every game and closes every page: the server is stopping.
    void closeAll();

    std::vector<GameListing> listing(Clock::time_point now) const;
    std::size_t size() const { return games_.size(); }
    // Whether account `id` has a game here.
    bool holds(std::int64_t id) const { return games_.contains(id); }

  private:
    struct Game;
    Game& gameFor(const Account& account, PageSize size, Clock::time_point now);
    Game* gameOf(const PageLink* page);
    // Runs `act` with the game's language in use, then sends what the game
    // said to its player and watchers, and closes it if it has ended.
    template <class Act>
    void inLanguageOf(Game& game, Act&& act);
    void send(Game& game);
    void close(std::int64_t id, const std::string& lastMessage);
    void closeWatchers(Game& game, const std::string& lastMessage);
    void putLanguageInUse(Language language);
    // A finished run goes to the account's morgue and score table.
    std::optional<ScoreBoard> record(std::int64_t account, const delve::Game& game);

    Database& database_;
    RulesPtr rules_;
    const CatalogSource& catalogs_;
    std::function<std::string()> today_;
    SettingsKeepers settings_;
    std::map<std::int64_t, std::unique_ptr<Game>> games_;
    std::map<Language, Catalog> catalogsRead_;
};

}  // namespace delve
