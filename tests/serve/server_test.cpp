// The server over loopback, as a browser meets it: the page with its
// security headers, accounts by POST, a socket refused from another
// origin or without a login, a game played and watched over sockets.
#include <gtest/gtest.h>

#include <functional>
#include <thread>

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

#include "serve/loopback_client.h"
#include "serve/server.h"
#include "support/build_folders.h"
#include "support/temp_folder.h"
#include "support/test_rules.h"

namespace delve {
namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using nlohmann::json;

// A server on a free port of 127.0.0.1, run on a thread of its own.
class RunningServer {
  public:
    // `adjust` changes the limits a test is about.
    explicit RunningServer(const std::filesystem::path& data,
                           const std::function<void(ServeOptions&)>& adjust = nullptr) {
        ServeOptions options;
        if (adjust) {
            adjust(options);
        }
        options.port = 0;
        options.data = data;
        options.web = std::filesystem::path(testing::kSourceFolder) / "web";
        options.passwordCost = PasswordCost::least();
        server_ = std::make_unique<Server>(io_, options, testing::rules(), catalogs_);
        port_ = server_->port();
        thread_ = std::thread([this] { io_.run(); });
    }
    ~RunningServer() {
        // Connections a test left open would keep the context running.
        net::post(io_, [this] {
            server_->stop();
            io_.stop();
        });
        thread_.join();
        server_.reset();
    }
    unsigned short port() const { return port_; }

  private:
    net::io_context io_;
    CatalogSource catalogs_;
    std::unique_ptr<Server> server_;
    unsigned short port_ = 0;
    std::thread thread_;
};

HttpResponse request(const RunningServer& server, http::verb verb, const std::string& target,
                     const std::string& body = "", const std::string& origin = "",
                     const std::string& cookie = "") {
    HttpRequest asked(verb, target, 11);
    if (!origin.empty()) {
        asked.set(http::field::origin, origin);
    }
    if (!cookie.empty()) {
        asked.set(http::field::cookie, cookie);
    }
    asked.body() = body;
    return askLoopback(server.port(), std::move(asked));
}

// What the server answers a socket's opening handshake.
http::status upgradeAnswer(const RunningServer& server, const std::string& origin,
                           const std::string& cookie) {
    HttpRequest asked(http::verb::get, "/socket", 11);
    asked.set(http::field::connection, "Upgrade");
    asked.set(http::field::upgrade, "websocket");
    asked.set(http::field::sec_websocket_version, "13");
    asked.set(http::field::sec_websocket_key, "dGhlIHNhbXBsZSBub25jZQ==");
    asked.set(http::field::origin, origin);
    if (!cookie.empty()) {
        asked.set(http::field::cookie, cookie);
    }
    return askLoopback(server.port(), std::move(asked)).result();
}

std::string origin(const RunningServer& server) {
    return loopbackOrigin(server.port());
}

// Makes an account and returns its login cookie ("delve_login=...").
std::string registerAccount(const RunningServer& server, const std::string& name) {
    return registerOnLoopback(server.port(), name, "password1");
}

struct Socket {
    net::io_context io;
    LoopbackSocket stream{io};
    beast::error_code handshake;

    Socket(const RunningServer& server, const std::string& target, const std::string& origin,
           const std::string& cookie) {
        openLoopbackSocket(stream, server.port(), target, origin, cookie, handshake);
    }
    json next() {
        beast::flat_buffer buffer;
        stream.read(buffer);
        return json::parse(beast::buffers_to_string(buffer.data()));
    }
    void send(const json& message) { stream.write(net::buffer(message.dump())); }
};

class ServerTest : public ::testing::Test {
  protected:
    testing::TempFolder folder{"server"};
    RunningServer server{folder.path()};
};

TEST_F(ServerTest, ThePageComesWithItsSecurityHeaders) {
    const auto page = request(server, http::verb::get, "/");
    EXPECT_EQ(page.result(), http::status::ok);
    EXPECT_NE(page.body().find("<canvas"), std::string::npos);
    const std::string policy(page["Content-Security-Policy"]);
    EXPECT_NE(policy.find("default-src 'none'"), std::string::npos);
    EXPECT_NE(policy.find("frame-ancestors 'none'"), std::string::npos);
    EXPECT_EQ(page["X-Frame-Options"], "DENY");
    EXPECT_EQ(page["X-Content-Type-Options"], "nosniff");
    EXPECT_EQ(request(server, http::verb::get, "/delve.js").result(), http::status::ok);
    EXPECT_EQ(request(server, http::verb::get, "/../etc/passwd").result(), http::status::not_found);
    EXPECT_EQ(request(server, http::verb::put, "/").result(), http::status::method_not_allowed);
}

TEST_F(ServerTest, AFileAskedForWithAQueryIsServed) {
    EXPECT_EQ(request(server, http::verb::get, "/index.html?x=1").result(), http::status::ok);
    EXPECT_EQ(request(server, http::verb::get, "/delve.js?v=2").result(), http::status::ok);
    EXPECT_EQ(request(server, http::verb::get, "/nothing?x=1").result(), http::status::not_found);
}

TEST_F(ServerTest, AnOversizedRequestIsRefusedUnread) {
    const auto answer =
        request(server, http::verb::post, "/api/login", std::string(100000, 'x'), origin(server));
    EXPECT_EQ(answer.result(), http::status::payload_too_large);
}

TEST_F(ServerTest, APostFromAnotherOriginIsRefused) {
    const auto answer =
        request(server, http::verb::post, "/api/register",
                json{{"name", "ada"}, {"password", "password1"}}.dump(), "http://evil.example");
    EXPECT_EQ(answer.result(), http::status::forbidden);
}

TEST_F(ServerTest, ASocketFromAnotherOriginIsRefusedWith403) {
    const std::string cookie = registerAccount(server, "ada");
    EXPECT_EQ(upgradeAnswer(server, "http://evil.example", cookie), http::status::forbidden);
    EXPECT_EQ(upgradeAnswer(server, "", cookie), http::status::forbidden);
    EXPECT_EQ(upgradeAnswer(server, origin(server), cookie), http::status::switching_protocols);
}

// A request as a page on another name that leads to the server (DNS
// rebinding) sends it: that name as the Host, and its own origin.
HttpResponse rebound(const RunningServer& server, http::verb verb, const std::string& target,
                     const std::string& body = "") {
    HttpRequest asked(verb, target, 11);
    const std::string host = "evil.example:" + std::to_string(server.port());
    asked.set(http::field::host, host);
    asked.set(http::field::origin, "http://" + host);
    asked.body() = body;
    return askLoopback(server.port(), std::move(asked));
}

TEST_F(ServerTest, ARequestForAnotherNameIsRefusedWith421) {
    EXPECT_EQ(rebound(server, http::verb::get, "/").result(), http::status::misdirected_request);
    const auto post = rebound(server, http::verb::post, "/api/register",
                              json{{"name", "ada"}, {"password", "password1"}}.dump());
    EXPECT_EQ(post.result(), http::status::misdirected_request);
    EXPECT_NE(post.body().find("--host"), std::string::npos);
    // Refused before it was read: no account was made.
    const auto login =
        request(server, http::verb::post, "/api/login",
                json{{"name", "ada"}, {"password", "password1"}}.dump(), origin(server));
    EXPECT_EQ(login.result(), http::status::unauthorized);
}

TEST(ServerNames, ANameGivenWithHostIsServed) {
    testing::TempFolder folder{"server-host"};
    RunningServer server(folder.path(),
                         [](ServeOptions& options) { options.hosts = {"evil.example"}; });
    EXPECT_EQ(rebound(server, http::verb::get, "/").result(), http::status::ok);
}

// A login as a TLS proxy in front hands it on.
HttpResponse loginThroughTls(const RunningServer& server) {
    registerAccount(server, "ada");
    HttpRequest asked(http::verb::post, "/api/login", 11);
    asked.set(http::field::origin, "https://" + loopbackHost(server.port()));
    asked.set("X-Forwarded-Proto", "https");
    asked.body() = json{{"name", "ada"}, {"password", "password1"}}.dump();
    return askLoopback(server.port(), std::move(asked));
}

TEST(ServerNames, ALoginOverTlsThroughATrustedProxyGetsASecureCookie) {
    testing::TempFolder folder{"server-tls"};
    RunningServer server(folder.path(),
                         [](ServeOptions& options) { options.trustedProxies = {"127.0.0.1"}; });
    const auto answer = loginThroughTls(server);
    ASSERT_EQ(answer.result(), http::status::ok);
    EXPECT_NE(std::string(answer[http::field::set_cookie]).find("; Secure"), std::string::npos);
}

TEST(ServerNames, AForwardedProtoFromAnUntrustedAddressChangesNothing) {
    testing::TempFolder folder{"server-tls"};
    RunningServer server(folder.path(),
                         [](ServeOptions& options) { options.trustedProxies = {"10.0.0.1"}; });
    const auto answer = loginThroughTls(server);
    ASSERT_EQ(answer.result(), http::status::ok);
    EXPECT_EQ(std::string(answer[http::field::set_cookie]).find("Secure"), std::string::npos);
}

TEST_F(ServerTest, ASocketWithoutALoginIsRefused) {
    EXPECT_EQ(upgradeAnswer(server, origin(server), ""), http::status::unauthorized);
    EXPECT_EQ(upgradeAnswer(server, origin(server), "delve_login=" + std::string(64, '0')),
              http::status::unauthorized);
}

TEST_F(ServerTest, LoggingInWithTheWrongPasswordFailsAndTheRightOneSucceeds) {
    registerAccount(server, "ada");
    const auto wrong =
        request(server, http::verb::post, "/api/login",
                json{{"name", "ada"}, {"password", "password2"}}.dump(), origin(server));
    EXPECT_EQ(wrong.result(), http::status::unauthorized);
    const auto right =
        request(server, http::verb::post, "/api/login",
                json{{"name", "ADA"}, {"password", "password1"}}.dump(), origin(server));
    EXPECT_EQ(right.result(), http::status::ok);
    const std::string cookie(right[http::field::set_cookie]);
    EXPECT_NE(cookie.find("HttpOnly"), std::string::npos);
    EXPECT_NE(cookie.find("SameSite=Strict"), std::string::npos);
    const auto me =
        request(server, http::verb::get, "/api/me", "", "", cookie.substr(0, cookie.find(';')));
    EXPECT_EQ(json::parse(me.body())["name"], "ada");
}

TEST_F(ServerTest, APlayerPlaysOverTheSocketAndAWatcherSeesTheSameCells) {
    const std::string cookie = registerAccount(server, "ada");
    Socket player(server, "/socket?columns=100&rows=30", origin(server), cookie);
    ASSERT_FALSE(player.handshake) << player.handshake.message();
    const json screen = player.next();
    EXPECT_EQ(screen["type"], "screen");
    EXPECT_EQ(screen["columns"], 100);
    const auto games = json::parse(request(server, http::verb::get, "/api/games").body());
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0]["player"], "ada");
    Socket watcher(server, "/socket?watch=" + std::to_string(games[0]["id"].get<int>()),
                   origin(server), "");
    ASSERT_FALSE(watcher.handshake);
    EXPECT_EQ(watcher.next(), (json{{"type", "watching"}, {"player", "ada"}}));
    EXPECT_EQ(watcher.next(), screen);
    player.send({{"type", "key"}, {"key", "<Enter>"}});
    const json changed = player.next();
    EXPECT_EQ(changed["type"], "cells");
    EXPECT_EQ(watcher.next(), changed);
}

TEST_F(ServerTest, ABinaryMessageIsRefusedAndTheGameGoesOn) {
    Socket player(server, "/socket", origin(server), registerAccount(server, "ada"));
    ASSERT_FALSE(player.handshake);
    EXPECT_EQ(player.next()["type"], "screen");
    player.stream.binary(true);
    player.send({{"type", "key"}, {"key", "<Enter>"}});
    const json answer = player.next();
    EXPECT_EQ(answer["type"], "refused");
    EXPECT_NE(answer["why"].get<std::string>().find("binary"), std::string::npos);
    player.stream.text(true);
    player.send({{"type", "redraw"}});
    EXPECT_EQ(player.next()["type"], "screen");
}

// A database that cannot grow is a full disk as the server meets it: each
// register is answered, the one that finds no room with 503 and why, and
// the server goes on.
TEST(ServerLimits, ARegisterThatCannotBeWrittenIsAnswered503) {
    testing::TempFolder folder("server_full");
    RunningServer server(folder.path(), [](ServeOptions& options) {
        options.mostDatabaseBytes = 1;
        options.accountsPerAddress = 1000;
    });
    HttpResponse answer;
    for (int made = 0; made < 500; ++made) {
        HttpRequest asked(http::verb::post, "/api/register", 11);
        asked.set(http::field::origin, origin(server));
        asked.body() =
            json{{"name", "player" + std::to_string(made)}, {"password", "password1"}}.dump();
        answer = askLoopback(server.port(), std::move(asked));
        if (answer.result() != http::status::ok) {
            break;
        }
    }
    ASSERT_EQ(answer.result(), http::status::service_unavailable) << answer.body();
    EXPECT_NE(answer.body().find("full"), std::string::npos) << answer.body();
    EXPECT_EQ(request(server, http::verb::get, "/").result(), http::status::ok);
}

TEST(ServerLimits, AnAddressPlaysNoMoreGamesAtOnceThanItMay) {
    testing::TempFolder folder("server_limits");
    RunningServer server(folder.path(), [](ServeOptions& options) { options.gamesPerAddress = 1; });
    Socket first(server, "/socket", origin(server), registerAccount(server, "ada"));
    ASSERT_FALSE(first.handshake);
    EXPECT_EQ(first.next()["type"], "screen");
    Socket second(server, "/socket", origin(server), registerAccount(server, "bea"));
    ASSERT_FALSE(second.handshake);
    EXPECT_EQ(second.next()["type"], "full");
}

TEST(ServerLimits, AnAddressWatchesNoMoreGamesAtOnceThanItMay) {
    testing::TempFolder folder("server_watchers");
    RunningServer server(folder.path(),
                         [](ServeOptions& options) { options.watchersPerAddress = 1; });
    Socket player(server, "/socket", origin(server), registerAccount(server, "ada"));
    ASSERT_FALSE(player.handshake);
    EXPECT_EQ(player.next()["type"], "screen");
    const auto games = json::parse(request(server, http::verb::get, "/api/games").body());
    const std::string watch = "/socket?watch=" + std::to_string(games.at(0)["id"].get<int>());
    Socket first(server, watch, origin(server), "");
    ASSERT_FALSE(first.handshake);
    EXPECT_EQ(first.next()["type"], "watching");
    Socket second(server, watch, origin(server), "");
    ASSERT_FALSE(second.handshake);
    EXPECT_EQ(second.next()["type"], "full");
}

}  // namespace
}  // namespace delve
