#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <boost/asio/io_context.hpp>

#include "game/rules.h"
#include "serve/accounts.h"
#include "serve/game_hall.h"
#include "ui/text/catalog_source.h"

namespace delve {

// What `delve serve` is started with, and the limits a public server keeps.
struct ServeOptions {
    std::string bind = "127.0.0.1";
    unsigned short port = 8089;  // 0: any free port (tests)
    std::filesystem::path data;  // the database's folder
    // The database grows no larger (--most-database-mb): past it, what
    // would be written is refused as on a full disk, and pages are told.
    std::optional<std::int64_t> mostDatabaseBytes;
    std::filesystem::path web;  // the page's files
    std::optional<std::filesystem::path> font;
    // The names the server answers to besides localhost and addresses in
    // numbers (--host); a request for any other Host is refused.
    std::vector<std::string> hosts;
    // Proxies in front whose X-Forwarded-Proto is believed (--trust-proxy):
    // a login that reached one over TLS gets a Secure cookie.
    std::vector<std::string> trustedProxies;
    PasswordCost passwordCost = PasswordCost::interactive();
    int connectionsPerAddress = 16;
    int connectionsInAll = 1000;
    int gamesInAll = 500;
    int gamesPerAddress = 4;  // played at once from one address
    // Watchers need no login, so they have caps of their own that leave
    // the rest of the connections to players.
    int watchersPerAddress = 4;
    int watchersInAll = 250;
    // Failed logins allowed per address and per account in a window.
    int failedLoginsPerAddress = 20;
    int failedLoginsPerAccount = 10;
    int accountsPerAddress = 5;  // made in one window
    std::chrono::seconds loginWindow{10 * 60};
    // A game whose player has gone is saved and closed after this long.
    std::chrono::seconds idle{30 * 60};
};

// `delve serve`: HTTP and WebSockets on Boost.Beast, on the io_context it
// is given (run on one thread: the games and the database are used from
// it alone; passwords are hashed on a thread of their own). docs/web.md
// says what it serves and docs/web-protocol.md what its sockets say.
class Server {
  public:
    // Opens the database and reads the page's files; binds and listens.
    // Throws std::runtime_error (a port in use, a database that cannot be
    // opened), saying what and where.
    Server(boost::asio::io_context& io, const ServeOptions& options, RulesPtr rules,
           const CatalogSource& catalogs, SettingsKeepers settings = settingsInMemory());
    ~Server();
    Server(const Server&) = delete;
    Server& operator=(const Server&) = delete;

    // The port listened on (the one chosen, for port 0).
    unsigned short port() const;
    // Stops listening, saves every game and closes every page; the
    // io_context then runs out of work and returns.
    void stop();

    struct Parts;

  private:
    std::shared_ptr<Parts> parts_;
};

}  // namespace delve
