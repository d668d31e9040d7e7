#include "serve/game_hall.h"

#include <sodium.h>

#include <algorithm>
#include <utility>
#include <variant>

#include <nlohmann/json.hpp>

#include "keep/score_file.h"
#include "ui/keeping/morgue.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

using nlohmann::json;

std::string messageOfType(const char* type) {
    return json{{"type", type}}.dump();
}

// A message of `type` saying why: text that is not UTF-8 is replaced, not
// thrown over.
std::string messageWithWhy(const char* type, std::string_view why) {
    return json{{"type", type}, {"why", why}}.dump(-1, ' ', false, json::error_handler_t::replace);
}

// The first word to a watcher: whose game it is, so its page can say so.
std::string watchingMessage(const std::string& player) {
    return json{{"type", "watching"}, {"player", player}}.dump(-1, ' ', false,
                                                               json::error_handler_t::replace);
}

// The last word to a page whose game could not go on.
std::string problemMessage(const std::exception& problem) {
    return messageWithWhy("error", problem.what());
}

// A new run's seed, from the system's secure random source: a player must
// not be able to guess the dungeon before it is dug.
std::uint64_t newSeed() {
    std::uint64_t seed = 0;
    randombytes_buf(&seed, sizeof seed);
    return seed;
}

// How a page draws: colours, box-drawing lines, every letter.
constexpr DrawStyle kPageStyle{false, FogGlyphs::Terrain, false, true};

}  // namespace

SettingsKeepers settingsInMemory() {
    return [](Database&, std::int64_t) { return std::make_unique<SettingsKeeper>(); };
}

struct GameHall::Game {
    Game(const Account& who, Database& database, const RulesPtr& rules, GameOptions options,
         StartChoices choices, std::unique_ptr<SettingsKeeper> kept, const CatalogSource& catalogs)
        : account(who),
          keeper(database, who.id, rules),
          settings(std::move(kept)),
          app(std::move(options), choices, kPageStyle) {
        app.keeping().setKeeper(keeper);
        app.settings().setKeeper(*settings);
        app.settings().setCatalogs(catalogs);
    }

    Account account;
    DatabaseKeeper keeper;
    std::unique_ptr<SettingsKeeper> settings;
    App app;
    std::optional<WebPlay> play;
    std::shared_ptr<PageLink> player;
    std::vector<std::shared_ptr<PageLink>> watchers;
    Clock::time_point lastInput;
};

GameHall::GameHall(Database& database, RulesPtr rules, const CatalogSource& catalogs,
                   std::function<std::string()> today, SettingsKeepers settings)
    : database_(database),
      rules_(std::move(rules)),
      catalogs_(catalogs),
      today_(std::move(today)),
      settings_(std::move(settings)) {
    if (sodium_init() < 0) {
        throw std::runtime_error("libsodium could not be started");
    }
}

GameHall::~GameHall() = default;

void GameHall::putLanguageInUse(Language language) {
    if (currentLanguage() == language) {
        return;
    }
    auto found = catalogsRead_.find(language);
    if (found == catalogsRead_.end()) {
        try {
            found = catalogsRead_.emplace(language, catalogs_.catalogFor(language)).first;
        } catch (const CatalogError&) {
            found = catalogsRead_.emplace(language, Catalog{}).first;  // English
        }
    }
    useCatalog(found->second);
}

template <class Act>
void GameHall::inLanguageOf(Game& game, Act&& act) {
    putLanguageInUse(game.app.settings().current().language.value_or(Language::English));
    try {
        act();
    } catch (const std::exception& problem) {
        // What a game cannot get over (its database gone, say) closes that
        // game, saved if it can be; the server and the other games go on.
        close(game.account.id, problemMessage(problem));
        return;
    }
    send(game);
}

void GameHall::send(Game& game) {
    if (!game.play) {
        return;
    }
    for (std::string& message : game.play->takeMessages()) {
        for (const auto& watcher : game.watchers) {
            watcher->send(message);
        }
        if (game.player) {
            game.player->send(std::move(message));
        }
    }
    if (game.play->ended()) {
        // Quit from the menu: the app saved the run as it left.
        close(game.account.id, messageOfType("left"));
    }
}

std::optional<ScoreBoard> GameHall::record(std::int64_t account, const delve::Game& game) {
    Database::Change change(database_);
    database_.prepare("INSERT INTO morgues(account, text) VALUES (?, ?)")
        .bind(1, account)
        .bind(2, morgueText(game))
        .run();
    ScoreBoard board;
    Statement read = database_.prepare("SELECT line FROM scores WHERE account = ?");
    read.bind(1, account);
    if (read.step()) {
        try {
            board.table =
                readScoreFile(read.text(0), "the score table of " + std::to_string(account));
        } catch (const ScoreFileError& error) {
            board.notice = error.what();
        }
    }
    board.rank = board.table.add(scoreEntryFor(game, today_()));
    database_.prepare("DELETE FROM scores WHERE account = ?").bind(1, account).run();
    database_.prepare("INSERT INTO scores(account, line) VALUES (?, ?)")
        .bind(1, account)
        .bind(2, scoreFileText(board.table))
        .run();
    change.commit();
    return board;
}

GameHall::Game& GameHall::gameFor(const Account& account, PageSize size, Clock::time_point now) {
    if (const auto found = games_.find(account.id); found != games_.end()) {
        return *found->second;
    }
    DatabaseKeeper probe(database_, account.id, rules_);
    std::optional<KeptRun> kept = probe.savedRun();
    GameOptions options{newSeed(), "fighter", nullptr, rules_};
    StartChoices choices{true, true, true};
    if (kept) {
        options.heroClass = kept->game.hero().heroClass->id;
        options.adventure = kept->game.plan().id;
        choices = StartChoices{};
    }
    auto game = std::make_unique<Game>(account, database_, rules_, options, choices,
                                       settings_(database_, account.id), catalogs_);
    const std::int64_t id = account.id;
    game->app.keeping().whenRunEnds(
        [this, id](const delve::Game& ended) { return record(id, ended); });
    if (kept) {
        game->app.keeping().resume(std::move(*kept));
    }
    game->lastInput = now;
    putLanguageInUse(game->app.settings().current().language.value_or(Language::English));
    game->play.emplace(game->app, size, now);
    game->play->takeMessages();  // the page that joins is sent the whole screen
    Game& made = *game;
    games_.emplace(account.id, std::move(game));
    return made;
}

void GameHall::join(const Account& account, std::shared_ptr<PageLink> page, PageSize size,
                    Clock::time_point now) {
    const bool playing = holds(account.id);
    Game* found = nullptr;
    try {
        found = &gameFor(account, size, now);
    } catch (const std::exception& problem) {
        // A save that cannot be read stays where it is, for a person to mend.
        page->close(problemMessage(problem));
        return;
    }
    Game& game = *found;
    if (game.player) {
        game.player->close(messageOfType("taken"));
    }
    game.player = std::move(page);
    game.lastInput = now;
    if (playing) {
        // The new page has nothing yet: the whole screen, at its size.
        const bool sameSize =
            game.play->columns() == size.columns && game.play->rows() == size.rows;
        inLanguageOf(game, [&] {
            game.play->receive(sameSize ? PageMessage{PageRedraw{}} : PageMessage{size}, now);
        });
    } else {
        game.player->send(game.play->wholeScreen());
    }
}

bool GameHall::watch(std::int64_t id, std::shared_ptr<PageLink> page) {
    const auto found = games_.find(id);
    if (found == games_.end() || !found->second->play) {
        return false;
    }
    page->send(watchingMessage(found->second->account.name));
    page->send(found->second->play->wholeScreen());
    found->second->watchers.push_back(std::move(page));
    return true;
}

GameHall::Game* GameHall::gameOf(const PageLink* page) {
    for (auto& [id, game] : games_) {
        if (game->player.get() == page) {
            return game.get();
        }
    }
    return nullptr;
}

void GameHall::left(const PageLink* page) {
    for (auto& [id, game] : games_) {
        std::erase_if(game->watchers,
                      [page](const auto& watcher) { return watcher.get() == page; });
    }
    if (Game* gone = gameOf(page)) {
        gone->player.reset();
        inLanguageOf(*gone, [&] { gone->app.keeping().keepRun(); });
        // Nothing moves while the player is away: its watchers are let go.
        closeWatchers(*gone, messageOfType("left"));
    }
}

void GameHall::closeWatchers(Game& game, const std::string& lastMessage) {
    // Out of the game first: a page closing below may call left().
    const std::vector<std::shared_ptr<PageLink>> watchers = std::exchange(game.watchers, {});
    for (const auto& watcher : watchers) {
        watcher->close(lastMessage);
    }
}

void GameHall::receive(const PageLink* page, std::string_view text, Clock::time_point now) {
    Game* game = gameOf(page);
    if (game == nullptr) {
        return;
    }
    auto read = readPageMessage(text);
    if (auto* error = std::get_if<PageMessageError>(&read)) {
        game->player->send(messageWithWhy("refused", error->why));
        return;
    }
    game->lastInput = now;
    inLanguageOf(*game, [&] { game->play->receive(std::get<PageMessage>(read), now); });
}

void GameHall::receiveBinary(const PageLink* page) {
    if (Game* game = gameOf(page)) {
        game->player->send(messageWithWhy("refused", "messages are JSON text, not binary"));
    }
}

void GameHall::wake(Clock::time_point now) {
    std::vector<Game*> due;
    for (auto& [id, game] : games_) {
        if (game->play && game->play->due() && *game->play->due() <= now) {
            due.push_back(game.get());
        }
    }
    for (Game* game : due) {
        inLanguageOf(*game, [&] { game->play->wake(now); });
    }
}

std::optional<GameHall::Clock::time_point> GameHall::nextDue() const {
    std::optional<Clock::time_point> first;
    for (const auto& [id, game] : games_) {
        if (game->play && game->play->due() && (!first || *game->play->due() < *first)) {
            first = game->play->due();
        }
    }
    return first;
}

void GameHall::close(std::int64_t id, const std::string& lastMessage) {
    const auto found = games_.find(id);
    if (found == games_.end()) {
        return;
    }
    // Out of the hall first: a page closing below may call left().
    std::unique_ptr<Game> game = std::move(found->second);
    games_.erase(found);
    if (!game->app.wantsQuit()) {
        putLanguageInUse(game->app.settings().current().language.value_or(Language::English));
        game->app.keeping().keepRun();
    }
    closeWatchers(*game, lastMessage);
    if (game->player) {
        game->player->close(lastMessage);
    }
}

void GameHall::closeIdle(Clock::time_point now, Clock::duration idle) {
    std::vector<std::int64_t> idleGames;
    for (const auto& [id, game] : games_) {
        if (now - game->lastInput < idle) {
            continue;
        }
        if (game->player) {
            closeWatchers(*game, messageOfType("left"));  // the player stays
        } else {
            idleGames.push_back(id);
        }
    }
    for (const std::int64_t id : idleGames) {
        close(id, messageOfType("left"));
    }
}

void GameHall::closeAll() {
    while (!games_.empty()) {
        close(games_.begin()->first, messageOfType("stopping"));
    }
}

std::vector<GameListing> GameHall::listing(Clock::time_point now) const {
    std::vector<GameListing> list;
    for (const auto& [id, game] : games_) {
        GameListing entry;
        entry.id = id;
        entry.player = game->account.name;
        const std::string_view screen = game->app.topScreenName();
        const bool choosing = screen == "adventure" || screen == "class" || screen == "name";
        if (game->app.hasGame() && !choosing) {
            const delve::Game& played = game->app.game();
            entry.heroClass = played.hero().heroClass->id;
            entry.adventure = played.plan().id;
            entry.floor = played.stage().depth();
            entry.turn = played.turn();
        }
        entry.idleSeconds = static_cast<int>(
            std::chrono::duration_cast<std::chrono::seconds>(now - game->lastInput).count());
        entry.watchers = static_cast<int>(game->watchers.size());
        list.push_back(std::move(entry));
    }
    return list;
}

}  // namespace delve
