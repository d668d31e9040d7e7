#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <nlohmann/json.hpp>

#include "frontend/web/page_messages.h"
#include "serve/accounts.h"
#include "serve/database.h"
#include "serve/game_hall.h"
#include "serve/web_files.h"

namespace delve {

// The server's answers and what it reads from requests, apart from the
// sockets they travel on, so that each can be tested (and fuzzed) alone.

using HttpRequest = boost::beast::http::request<boost::beast::http::string_body>;
using HttpResponse = boost::beast::http::response<boost::beast::http::string_body>;

namespace answers {

// Every answer carries the headers a public server needs: a Content
// Security Policy that lets the page load only its own files and open
// sockets only to the server, no framing by other sites, no guessing of
// types, no referrer, nothing cached but the page's files.
HttpResponse file(const HttpRequest& request, const WebFile& file);
HttpResponse json(const HttpRequest& request, const nlohmann::json& body);
// {"error": why} with the status.
HttpResponse refused(const HttpRequest& request, boost::beast::http::status status,
                     std::string_view why);
// 503: the database cannot keep records now (a full disk), with why.
HttpResponse unavailable(const HttpRequest& request, std::string_view why);
// A request whose header or body is over the limit, before it was read.
HttpResponse tooLarge();
// {"name"}, and the login's token in an HttpOnly, SameSite=Strict cookie.
// `secure`: the browser reached the server over TLS, so the cookie is
// marked to travel over TLS only.
HttpResponse loggedIn(const HttpRequest& request, const Account& account, const std::string& token,
                      bool secure);
// The cookie cleared.
HttpResponse loggedOut(const HttpRequest& request);

}  // namespace answers

// A header's value, and the request's target, as standard string views.
std::string_view fieldOf(const HttpRequest& request, boost::beast::http::field field);
std::string_view targetOf(const HttpRequest& request);
// The target's path: what is before its query, if it has one
// ("/index.html?x=1" is "/index.html").
std::string_view pathOf(const HttpRequest& request);

// The token in a Cookie header's delve_login, if it holds one.
std::optional<std::string> loginCookie(std::string_view cookies);

struct Credentials {
    std::string name;
    std::string password;
};
// {"name": "...", "password": "..."}, strings both; nothing for anything else.
std::optional<Credentials> readCredentials(std::string_view body);

// Where a socket leads: /socket?columns=C&rows=R to play at that size, or
// /socket?watch=ID to watch account ID's game.
struct SocketTarget {
    bool valid = false;
    PageSize size{80, 24};
    std::optional<std::int64_t> watch;
};
SocketTarget readSocketTarget(std::string_view target);

std::string lowerCase(std::string_view text);

// The lobby's list of games, and the best runs of every account.
nlohmann::json listingJson(const std::vector<GameListing>& games);
nlohmann::json bestRunsJson(Database& database);

}  // namespace delve
