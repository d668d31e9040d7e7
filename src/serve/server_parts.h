#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>

#include "serve/accounts.h"
#include "serve/attempt_limiter.h"
#include "serve/database.h"
#include "serve/game_hall.h"
#include "serve/host_names.h"
#include "serve/login_gate.h"
#include "serve/server.h"
#include "serve/server_answers.h"
#include "serve/web_files.h"

namespace delve {

// Whose page a socket is: a player's, or a watcher's (who needs no login).
enum class PageRole { Player, Watcher };

// Pages of one role open now, by address and in all.
class PagesOpen {
  public:
    int from(const std::string& address) const {
        const auto found = byAddress_.find(address);
        return found == byAddress_.end() ? 0 : found->second;
    }
    int inAll() const { return inAll_; }
    void add(const std::string& address) {
        ++byAddress_[address];
        ++inAll_;
    }
    void remove(const std::string& address) {
        --inAll_;
        if (--byAddress_[address] == 0) {
            byAddress_.erase(address);
        }
    }

  private:
    std::map<std::string, int> byAddress_;
    int inAll_ = 0;
};

// What answers an HTTP request once its answer is ready: at once, or for a
// login once its password is checked.
using Reply = std::function<void(HttpResponse)>;

// Everything the server's connections share, kept alive by them until the
// last is gone. All of it is used from the one thread that runs the
// io_context; only the password hashers are threads of their own.
struct Server::Parts : std::enable_shared_from_this<Server::Parts> {
    Parts(boost::asio::io_context& context, const ServeOptions& chosen, RulesPtr rules,
          const CatalogSource& catalogs, SettingsKeepers settings);

    void listen();
    void accept();
    void answer(HttpRequest request, const std::string& address, Reply reply);
    void registerAccount(const HttpRequest& request, const std::string& address, Reply reply);
    void logIn(const HttpRequest& request, const std::string& address, Reply reply);
    std::optional<Account> loggedIn(const HttpRequest& request);
    // Whether the request reached a proxy the server trusts over TLS, as
    // that proxy says; the browser's own connection is what a cookie's
    // Secure is about.
    bool cameOverTls(const HttpRequest& request, const std::string& address) const;
    // Sets the wake timer for the hall's next game due, after anything that
    // may have changed it.
    void armWake();
    void sweep();

    boost::asio::io_context& io;
    ServeOptions options;
    HostNames hostNames;
    Database database;
    Accounts accounts;
    GameHall hall;
    WebFiles files;
    boost::asio::ip::tcp::acceptor acceptor;
    boost::asio::steady_timer wakeTimer;
    boost::asio::steady_timer sweepTimer;
    boost::asio::thread_pool hashers{1};
    LoginGate logins;
    AttemptLimiter accountsByAddress;
    // Checked against for a name with no account, so that the time a login
    // takes says nothing of which names exist.
    std::string noAccountsHash;
    std::map<std::string, int> connectionsByAddress;
    PagesOpen players;
    PagesOpen watchers;
    PagesOpen& pages(PageRole role) {
        switch (role) {
            case PageRole::Player:
                return players;
            case PageRole::Watcher:
                return watchers;
        }
        return players;
    }
    int connections = 0;
    bool stopping = false;
};

// Counts a connection from an address while it lives.
class ConnectionCount {
  public:
    ConnectionCount(Server::Parts& parts, std::string address)
        : parts_(parts), address_(std::move(address)) {
        ++parts_.connections;
        ++parts_.connectionsByAddress[address_];
    }
    ~ConnectionCount() {
        --parts_.connections;
        if (--parts_.connectionsByAddress[address_] == 0) {
            parts_.connectionsByAddress.erase(address_);
        }
    }
    ConnectionCount(const ConnectionCount&) = delete;
    ConnectionCount& operator=(const ConnectionCount&) = delete;
    const std::string& address() const { return address_; }

  private:
    Server::Parts& parts_;
    std::string address_;
};

}  // namespace delve
