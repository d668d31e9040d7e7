#include "serve/server.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <utility>

#include <boost/asio/post.hpp>
#include <nlohmann/json.hpp>

#include "serve/http_connection.h"
#include "serve/same_origin.h"
#include "serve/server_parts.h"

namespace delve {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = net::ip::tcp;
using nlohmann::json;

namespace {

// Answers with `answer`, or, when the database cannot be written (a full
// disk, say), with 503 and the reason: the page is told, never dropped.
template <class Answer>
void answerOrUnavailable(const HttpRequest& request, const Reply& reply, Answer&& answer) {
    try {
        answer();
    } catch (const DatabaseError& error) {
        reply(answers::unavailable(request, error.what()));
    }
}

// How often games whose player has gone are looked at for idleness.
constexpr auto kIdleSweep = std::chrono::seconds(60);

std::int64_t secondsNow() {
    return std::chrono::duration_cast<std::chrono::seconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

std::string todayUtc() {
    const auto days = std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
    const std::chrono::year_month_day date{days};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
    return text;
}

}  // namespace

Server::Parts::Parts(net::io_context& context, const ServeOptions& chosen, RulesPtr rules,
                     const CatalogSource& catalogs, SettingsKeepers settings)
    : io(context),
      options(chosen),
      hostNames([&] {
          std::vector<std::string> names = chosen.hosts;
          names.push_back(chosen.bind);
          return names;
      }()),
      database(chosen.data / "delve.sqlite", chosen.mostDatabaseBytes),
      accounts(database),
      hall(database, std::move(rules), catalogs, todayUtc, std::move(settings)),
      files(chosen.web, chosen.font),
      acceptor(context),
      wakeTimer(context),
      sweepTimer(context),
      logins(chosen.failedLoginsPerAddress, chosen.failedLoginsPerAccount,
             chosen.loginWindow.count()),
      accountsByAddress(chosen.accountsPerAddress, chosen.loginWindow.count()),
      noAccountsHash(hashPassword("the password of no account", chosen.passwordCost)) {}

void Server::Parts::listen() {
    const tcp::endpoint endpoint(net::ip::make_address(options.bind), options.port);
    acceptor.open(endpoint.protocol());
    acceptor.set_option(net::socket_base::reuse_address(true));
    acceptor.bind(endpoint);
    acceptor.listen(net::socket_base::max_listen_connections);
    accept();
    sweep();
}

void Server::Parts::accept() {
    acceptor.async_accept([self = shared_from_this()](beast::error_code error, tcp::socket socket) {
        if (error) {
            if (error != net::error::operation_aborted && !self->stopping) {
                self->accept();
            }
            return;
        }
        beast::error_code ignored;
        const std::string address = socket.remote_endpoint(ignored).address().to_string();
        const auto found = self->connectionsByAddress.find(address);
        const int fromAddress = found == self->connectionsByAddress.end() ? 0 : found->second;
        if (self->connections >= self->options.connectionsInAll ||
            fromAddress >= self->options.connectionsPerAddress) {
            socket.close(ignored);  // too many: refused before a byte is read
        } else {
            auto count = std::make_unique<ConnectionCount>(*self, address);
            std::make_shared<HttpConnection>(self, std::move(socket), std::move(count))->read();
        }
        self->accept();
    });
}

std::optional<Account> Server::Parts::loggedIn(const HttpRequest& request) {
    const std::optional<std::string> token = loginCookie(fieldOf(request, http::field::cookie));
    if (!token) {
        return std::nullopt;
    }
    return accounts.accountOfLogin(*token, secondsNow());
}

bool Server::Parts::cameOverTls(const HttpRequest& request, const std::string& address) const {
    boost::system::error_code error;
    const net::ip::address from = net::ip::make_address(address, error);
    if (error) {
        return false;
    }
    const bool trusted = std::ranges::any_of(options.trustedProxies, [&](const std::string& proxy) {
        boost::system::error_code bad;
        const net::ip::address named = net::ip::make_address(proxy, bad);
        return !bad && named == from;
    });
    return trusted && beast::iequals(request["X-Forwarded-Proto"], "https");
}

void Server::Parts::answer(HttpRequest request, const std::string& address, Reply reply) {
    // A query means nothing here: "/index.html?x=1" is the page.
    const std::string target(pathOf(request));
    if (request.method() == http::verb::get || request.method() == http::verb::head) {
        if (const WebFile* file = files.find(target)) {
            reply(answers::file(request, *file));
        } else if (target == "/api/me") {
            const auto account = loggedIn(request);
            reply(account ? answers::json(request, json{{"name", account->name}})
                          : answers::refused(request, http::status::unauthorized, "not logged in"));
        } else if (target == "/api/games") {
            reply(answers::json(request,
                                listingJson(hall.listing(std::chrono::steady_clock::now()))));
        } else if (target == "/api/scores") {
            reply(answers::json(request, bestRunsJson(database)));
        } else {
            reply(answers::refused(request, http::status::not_found, "nothing is here"));
        }
        return;
    }
    if (request.method() != http::verb::post) {
        reply(answers::refused(request, http::status::method_not_allowed, "GET or POST only"));
        return;
    }
    // A form posted from another site's page carries that site's origin.
    if (!sameOrigin(fieldOf(request, http::field::origin), fieldOf(request, http::field::host))) {
        reply(
            answers::refused(request, http::status::forbidden, "post from the server's own page"));
        return;
    }
    if (target == "/api/register") {
        registerAccount(request, address, std::move(reply));
    } else if (target == "/api/login") {
        logIn(request, address, std::move(reply));
    } else if (target == "/api/logout") {
        if (const auto token = loginCookie(fieldOf(request, http::field::cookie))) {
            accounts.endLogin(*token);
        }
        reply(answers::loggedOut(request));
    } else {
        reply(answers::refused(request, http::status::not_found, "nothing is here"));
    }
}

void Server::Parts::registerAccount(const HttpRequest& request, const std::string& address,
                                    Reply reply) {
    const std::optional<Credentials> given = readCredentials(request.body());
    if (!given) {
        reply(answers::refused(request, http::status::bad_request,
                               "send {\"name\": ..., \"password\": ...} as JSON"));
        return;
    }
    if (const auto bad = Accounts::badName(given->name)) {
        reply(answers::refused(request, http::status::bad_request, *bad));
        return;
    }
    if (const auto bad = Accounts::badPassword(given->password)) {
        reply(answers::refused(request, http::status::bad_request, *bad));
        return;
    }
    if (!accountsByAddress.allows(address, secondsNow())) {
        reply(answers::refused(request, http::status::too_many_requests,
                               "too many accounts made from here; try again later"));
        return;
    }
    if (accounts.find(given->name)) {
        reply(answers::refused(request, http::status::conflict, "that name is taken"));
        return;
    }
    accountsByAddress.failed(address, secondsNow());
    const PasswordCost cost = options.passwordCost;
    net::post(hashers, [self = shared_from_this(), request, address, given = *given, cost,
                        reply = std::move(reply)]() mutable {
        std::string hashed = hashPassword(given.password, cost);
        net::post(self->io, [self, request = std::move(request), address, name = given.name,
                             hashed = std::move(hashed), reply = std::move(reply)] {
            answerOrUnavailable(request, reply, [&] {
                const std::optional<Account> made =
                    self->accounts.create(name, hashed, secondsNow());
                if (!made) {
                    reply(answers::refused(request, http::status::conflict, "that name is taken"));
                    return;
                }
                reply(answers::loggedIn(request, *made,
                                        self->accounts.beginLogin(*made, secondsNow()),
                                        self->cameOverTls(request, address)));
            });
        });
    });
}

void Server::Parts::logIn(const HttpRequest& request, const std::string& address, Reply reply) {
    const std::optional<Credentials> given = readCredentials(request.body());
    if (!given) {
        reply(answers::refused(request, http::status::bad_request,
                               "send {\"name\": ..., \"password\": ...} as JSON"));
        return;
    }
    const std::int64_t now = secondsNow();
    const std::string accountKey = lowerCase(given->name);
    if (!logins.allows(accountKey, address, now)) {
        reply(answers::refused(request, http::status::too_many_requests,
                               "too many failed logins; try again later"));
        return;
    }
    const auto found = accounts.find(given->name);
    const std::string hashed = found ? found->second : noAccountsHash;
    net::post(hashers, [self = shared_from_this(), request, given = *given, hashed, found, address,
                        accountKey, reply = std::move(reply)]() mutable {
        const bool matches = passwordMatches(hashed, given.password) && found.has_value();
        net::post(self->io, [self, request = std::move(request), matches, found, address,
                             accountKey, reply = std::move(reply)] {
            const std::int64_t now = secondsNow();
            if (!matches) {
                self->logins.failed(accountKey, address, now);
                reply(answers::refused(request, http::status::unauthorized,
                                       "that name and password do not match"));
                return;
            }
            self->logins.succeeded(accountKey, address);
            answerOrUnavailable(request, reply, [&] {
                reply(answers::loggedIn(request, found->first,
                                        self->accounts.beginLogin(found->first, now),
                                        self->cameOverTls(request, address)));
            });
        });
    });
}

void Server::Parts::armWake() {
    const auto due = hall.nextDue();
    if (!due) {
        wakeTimer.cancel();
        return;
    }
    wakeTimer.expires_at(*due);
    wakeTimer.async_wait([self = shared_from_this()](beast::error_code error) {
        if (error) {
            return;  // put off or cancelled: armed again by whoever did it
        }
        self->hall.wake(std::chrono::steady_clock::now());
        self->armWake();
    });
}

void Server::Parts::sweep() {
    sweepTimer.expires_after(kIdleSweep);
    sweepTimer.async_wait([self = shared_from_this()](beast::error_code error) {
        if (error) {
            return;
        }
        self->hall.closeIdle(std::chrono::steady_clock::now(), self->options.idle);
        self->sweep();
    });
}

Server::Server(net::io_context& io, const ServeOptions& options, RulesPtr rules,
               const CatalogSource& catalogs, SettingsKeepers settings)
    : parts_(
          std::make_shared<Parts>(io, options, std::move(rules), catalogs, std::move(settings))) {
    try {
        parts_->listen();
    } catch (const boost::system::system_error& error) {
        throw std::runtime_error("cannot listen on " + options.bind + ":" +
                                 std::to_string(options.port) + ": " + error.code().message());
    }
}

Server::~Server() {
    stop();
}

unsigned short Server::port() const {
    beast::error_code ignored;
    return parts_->acceptor.local_endpoint(ignored).port();
}

void Server::stop() {
    if (parts_->stopping) {
        return;
    }
    parts_->stopping = true;
    beast::error_code ignored;
    parts_->acceptor.close(ignored);
    parts_->wakeTimer.cancel();
    parts_->sweepTimer.cancel();
    parts_->hall.closeAll();
    parts_->hashers.join();
}

}  // namespace delve
