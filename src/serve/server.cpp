#include "serve/server.h"

#include <deque>
#include <functional>
#include <map>
#include <utility>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

#include "serve/attempt_limiter.h"
#include "serve/database.h"
#include "serve/game_hall.h"
#include "serve/same_origin.h"
#include "serve/server_answers.h"
#include "serve/web_files.h"

namespace delve {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using nlohmann::json;
using Reply = std::function<void(HttpResponse)>;

namespace {

constexpr std::size_t kLongestHeader = 8 * 1024;
constexpr std::size_t kLongestBody = 4 * 1024;
constexpr std::size_t kLongestSocketMessage = 1024;
// What a page's socket may have waiting to be written before it is judged
// too slow to keep up, and closed.
constexpr std::size_t kMostQueuedBytes = 8u << 20;
constexpr auto kRequestTime = std::chrono::seconds(30);
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

// Everything the server's connections share, kept alive by them until the
// last is gone.
struct Server::Parts : std::enable_shared_from_this<Server::Parts> {
    Parts(net::io_context& context, const ServeOptions& chosen, RulesPtr rules,
          const CatalogSource& catalogs, SettingsKeepers settings)
        : io(context),
          options(chosen),
          database(chosen.data / "delve.sqlite"),
          accounts(database),
          hall(database, std::move(rules), catalogs, todayUtc, std::move(settings)),
          files(chosen.web, chosen.font),
          acceptor(context),
          wakeTimer(context),
          sweepTimer(context),
          loginsByAddress(chosen.failedLoginsPerAddress, chosen.loginWindow.count()),
          loginsByAccount(chosen.failedLoginsPerAccount, chosen.loginWindow.count()),
          accountsByAddress(chosen.accountsPerAddress, chosen.loginWindow.count()),
          noAccountsHash(hashPassword("the password of no account", chosen.passwordCost)) {}

    void listen();
    void accept();
    void answer(HttpRequest request, const std::string& address, Reply reply);
    void registerAccount(const HttpRequest& request, const std::string& address, Reply reply);
    void logIn(const HttpRequest& request, const std::string& address, Reply reply);
    std::optional<Account> loggedIn(const HttpRequest& request);
    void armWake();
    void sweep();

    net::io_context& io;
    ServeOptions options;
    Database database;
    Accounts accounts;
    GameHall hall;
    WebFiles files;
    tcp::acceptor acceptor;
    net::steady_timer wakeTimer;
    net::steady_timer sweepTimer;
    net::thread_pool hashers{1};
    AttemptLimiter loginsByAddress;
    AttemptLimiter loginsByAccount;
    AttemptLimiter accountsByAddress;
    // Checked against for a name with no account, so that the time a login
    // takes says nothing of which names exist.
    std::string noAccountsHash;
    std::map<std::string, int> connectionsByAddress;
    std::map<std::string, int> playersByAddress;
    int connections = 0;
    bool stopping = false;
};

namespace {

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

// A page's WebSocket: a player's or a watcher's. Messages to it wait in
// order and are written one at a time.
class SocketConnection : public PageLink, public std::enable_shared_from_this<SocketConnection> {
  public:
    SocketConnection(std::shared_ptr<Server::Parts> parts, beast::tcp_stream stream,
                     std::unique_ptr<ConnectionCount> count)
        : parts_(std::move(parts)), socket_(std::move(stream)), count_(std::move(count)) {}
    ~SocketConnection() override {
        if (playing_ && --parts_->playersByAddress[address()] == 0) {
            parts_->playersByAddress.erase(address());
        }
    }
    SocketConnection(const SocketConnection&) = delete;
    SocketConnection& operator=(const SocketConnection&) = delete;

    const std::string& address() const { return count_->address(); }
    // How many games are played from this socket's address, this one not
    // counted until countAsPlayer.
    int playersFromHere() const {
        const auto found = parts_->playersByAddress.find(address());
        return found == parts_->playersByAddress.end() ? 0 : found->second;
    }
    void countAsPlayer() {
        playing_ = true;
        ++parts_->playersByAddress[address()];
    }

    // Completes the handshake, then joins the game (`join` is called with
    // this connection) and reads what the page says.
    void start(HttpRequest request, std::function<bool(std::shared_ptr<SocketConnection>)> join) {
        beast::get_lowest_layer(socket_).expires_never();
        auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
        timeouts.idle_timeout = std::chrono::minutes(2);
        timeouts.keep_alive_pings = true;
        socket_.set_option(timeouts);
        socket_.read_message_max(kLongestSocketMessage);
        socket_.set_option(
            websocket::stream_base::decorator([](websocket::response_type& response) {
                response.set(http::field::server, "delve");
            }));
        socket_.async_accept(request, [self = shared_from_this(), join](beast::error_code error) {
            if (error) {
                return;
            }
            if (!join(self)) {
                return;
            }
            self->read();
        });
    }

    void send(std::string message) override {
        if (closing_) {
            return;
        }
        queued_ += message.size();
        if (queued_ > kMostQueuedBytes) {
            // Too slow to keep up: what it missed cannot be caught up.
            closing_ = true;
            beast::get_lowest_layer(socket_).close();
            return;
        }
        outbox_.push_back(std::move(message));
        if (!writing_) {
            writeNext();
        }
    }

    void close(std::string lastMessage) override {
        if (closing_ || closeAfterWrites_) {
            return;
        }
        send(std::move(lastMessage));
        closeAfterWrites_ = true;
        if (!writing_) {
            closeNow();
        }
    }

  private:
    void writeNext() {
        writing_ = true;
        socket_.text(true);
        socket_.async_write(net::buffer(outbox_.front()),
                            [self = shared_from_this()](beast::error_code error, std::size_t) {
                                self->queued_ -= self->outbox_.front().size();
                                self->outbox_.pop_front();
                                self->writing_ = false;
                                if (error) {
                                    return;
                                }
                                if (!self->outbox_.empty()) {
                                    self->writeNext();
                                } else if (self->closeAfterWrites_) {
                                    self->closeNow();
                                }
                            });
    }

    void closeNow() {
        closing_ = true;
        socket_.async_close(websocket::close_code::normal,
                            [self = shared_from_this()](beast::error_code) {});
    }

    void read() {
        socket_.async_read(
            buffer_, [self = shared_from_this()](beast::error_code error, std::size_t) {
                if (error) {
                    self->parts_->hall.left(self.get());
                    self->parts_->armWake();
                    return;
                }
                if (self->socket_.got_text()) {
                    const std::string text = beast::buffers_to_string(self->buffer_.data());
                    self->parts_->hall.receive(self.get(), text, std::chrono::steady_clock::now());
                    self->parts_->armWake();
                }
                self->buffer_.consume(self->buffer_.size());
                self->read();
            });
    }

    std::shared_ptr<Server::Parts> parts_;
    websocket::stream<beast::tcp_stream> socket_;
    std::unique_ptr<ConnectionCount> count_;
    beast::flat_buffer buffer_;
    std::deque<std::string> outbox_;
    std::size_t queued_ = 0;
    bool writing_ = false;
    bool closeAfterWrites_ = false;
    bool closing_ = false;
    bool playing_ = false;
};

// One HTTP connection: requests read one after another, each answered (a
// login's answer comes once its password is checked), or upgraded to a
// page's socket.
class HttpConnection : public std::enable_shared_from_this<HttpConnection> {
  public:
    HttpConnection(std::shared_ptr<Server::Parts> parts, tcp::socket socket,
                   std::unique_ptr<ConnectionCount> count)
        : parts_(std::move(parts)), stream_(std::move(socket)), count_(std::move(count)) {}

    void read() {
        parser_.emplace();
        parser_->header_limit(kLongestHeader);
        parser_->body_limit(kLongestBody);
        stream_.expires_after(kRequestTime);
        http::async_read(stream_, buffer_, *parser_,
                         [self = shared_from_this()](beast::error_code error, std::size_t) {
                             self->onRead(error);
                         });
    }

  private:
    void onRead(beast::error_code error) {
        if (error == http::error::end_of_stream) {
            stream_.socket().shutdown(tcp::socket::shutdown_send, error);
            return;
        }
        if (error) {
            if (error == http::error::header_limit || error == http::error::body_limit) {
                write(answers::tooLarge(), false);
            }
            return;
        }
        HttpRequest request = parser_->release();
        if (websocket::is_upgrade(request)) {
            upgrade(std::move(request));
            return;
        }
        const bool keepAlive = request.keep_alive();
        parts_->answer(std::move(request), count_->address(),
                       [self = shared_from_this(), keepAlive](HttpResponse response) {
                           self->write(std::move(response), keepAlive);
                       });
    }

    void write(HttpResponse response, bool keepAlive) {
        response.keep_alive(keepAlive);
        response.prepare_payload();
        auto held = std::make_shared<HttpResponse>(std::move(response));
        http::async_write(stream_, *held,
                          [self = shared_from_this(), held](beast::error_code error, std::size_t) {
                              if (error || held->need_eof()) {
                                  beast::error_code ignored;
                                  self->stream_.socket().shutdown(tcp::socket::shutdown_send,
                                                                  ignored);
                                  return;
                              }
                              self->read();
                          });
    }

    void upgrade(HttpRequest request);

    std::shared_ptr<Server::Parts> parts_;
    beast::tcp_stream stream_;
    std::unique_ptr<ConnectionCount> count_;
    beast::flat_buffer buffer_;
    std::optional<http::request_parser<http::string_body>> parser_;
};

void HttpConnection::upgrade(HttpRequest request) {
    Server::Parts& parts = *parts_;
    if (!sameOrigin(fieldOf(request, http::field::origin), fieldOf(request, http::field::host))) {
        write(answers::refused(request, http::status::forbidden,
                               "a socket is opened from the server's own page only"),
              false);
        return;
    }
    const SocketTarget target = readSocketTarget(targetOf(request));
    if (!target.valid) {
        write(answers::refused(request, http::status::not_found, "no such socket"), false);
        return;
    }
    std::optional<Account> account;
    if (!target.watch) {
        account = parts.loggedIn(request);
        if (!account) {
            write(answers::refused(request, http::status::unauthorized, "log in to play"), false);
            return;
        }
    }
    auto socket = std::make_shared<SocketConnection>(parts_, std::move(stream_), std::move(count_));
    if (target.watch) {
        const std::int64_t id = *target.watch;
        socket->start(std::move(request), [&parts, id](std::shared_ptr<SocketConnection> page) {
            if (!parts.hall.watch(id, page)) {
                page->close(json{{"type", "gone"}}.dump());
                return false;
            }
            return true;
        });
        return;
    }
    const PageSize size = target.size;
    const Account who = *account;
    socket->start(std::move(request), [&parts, who, size](std::shared_ptr<SocketConnection> page) {
        if (parts.stopping) {
            page->close(json{{"type", "stopping"}}.dump());
            return false;
        }
        const bool playing =
            std::ranges::any_of(parts.hall.listing(std::chrono::steady_clock::now()),
                                [&](const GameListing& game) { return game.id == who.id; });
        if (!playing && (static_cast<int>(parts.hall.size()) >= parts.options.gamesInAll ||
                         page->playersFromHere() >= parts.options.gamesPerAddress)) {
            page->close(json{{"type", "full"}}.dump());
            return false;
        }
        page->countAsPlayer();
        parts.hall.join(who, page, size, std::chrono::steady_clock::now());
        parts.armWake();
        return true;
    });
}

}  // namespace

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

void Server::Parts::answer(HttpRequest request, const std::string& address, Reply reply) {
    const std::string target(targetOf(request));
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
    net::post(hashers, [self = shared_from_this(), request, given = *given, cost,
                        reply = std::move(reply)]() mutable {
        std::string hashed = hashPassword(given.password, cost);
        net::post(self->io, [self, request = std::move(request), name = given.name,
                             hashed = std::move(hashed), reply = std::move(reply)] {
            const std::optional<Account> made = self->accounts.create(name, hashed, secondsNow());
            if (!made) {
                reply(answers::refused(request, http::status::conflict, "that name is taken"));
                return;
            }
            reply(
                answers::loggedIn(request, *made, self->accounts.beginLogin(*made, secondsNow())));
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
    if (!loginsByAddress.allows(address, now) || !loginsByAccount.allows(accountKey, now)) {
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
                self->loginsByAddress.failed(address, now);
                self->loginsByAccount.failed(accountKey, now);
                reply(answers::refused(request, http::status::unauthorized,
                                       "that name and password do not match"));
                return;
            }
            self->loginsByAccount.succeeded(accountKey);
            reply(answers::loggedIn(request, found->first,
                                    self->accounts.beginLogin(found->first, now)));
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
