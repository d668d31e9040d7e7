#include "serve/server_answers.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "game/run_outcome.h"
#include "keep/score_file.h"

namespace delve {

namespace http = boost::beast::http;
using nlohmann::json;

namespace {

constexpr const char* kPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; "
    "connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'none'";
constexpr std::string_view kCookie = "delve_login";

HttpResponse answer(const HttpRequest& request, http::status status, std::string body,
                    const char* type) {
    HttpResponse response(status, request.version());
    response.set(http::field::server, "delve");
    response.set(http::field::content_type, type);
    response.set("Content-Security-Policy", kPolicy);
    response.set("X-Frame-Options", "DENY");
    response.set("X-Content-Type-Options", "nosniff");
    response.set("Referrer-Policy", "no-referrer");
    response.set(http::field::cache_control, "no-store");
    response.body() = std::move(body);
    if (request.method() == http::verb::head) {
        response.content_length(response.body().size());
        response.body().clear();
    }
    return response;
}

std::optional<std::int64_t> wholeNumber(std::string_view text) {
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || text.empty()) {
        return std::nullopt;
    }
    return value;
}

}  // namespace

namespace answers {

HttpResponse file(const HttpRequest& request, const WebFile& file) {
    HttpResponse response = answer(request, http::status::ok, file.content, file.type.c_str());
    response.set(http::field::cache_control, "no-cache");
    return response;
}

HttpResponse json(const HttpRequest& request, const nlohmann::json& body) {
    return answer(request, http::status::ok, body.dump(), "application/json");
}

HttpResponse refused(const HttpRequest& request, http::status status, std::string_view why) {
    return answer(request, status, nlohmann::json{{"error", why}}.dump(), "application/json");
}

HttpResponse unavailable(const HttpRequest& request, std::string_view why) {
    return refused(
        request, http::status::service_unavailable,
        "the server cannot keep records now (" + std::string(why) + "); try again later");
}

HttpResponse tooLarge() {
    HttpRequest request;
    request.version(11);
    HttpResponse response = refused(request, http::status::payload_too_large,
                                    "the request is larger than the server reads");
    response.keep_alive(false);
    return response;
}

HttpResponse loggedIn(const HttpRequest& request, const Account& account, const std::string& token,
                      bool secure) {
    HttpResponse response = json(request, nlohmann::json{{"name", account.name}});
    response.set(http::field::set_cookie,
                 std::string(kCookie) + "=" + token +
                     "; Path=/; HttpOnly; SameSite=Strict; Max-Age=2592000" +
                     (secure ? "; Secure" : ""));
    return response;
}

HttpResponse loggedOut(const HttpRequest& request) {
    HttpResponse response = json(request, nlohmann::json::object());
    response.set(http::field::set_cookie,
                 std::string(kCookie) + "=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");
    return response;
}

}  // namespace answers

std::string_view fieldOf(const HttpRequest& request, http::field field) {
    const auto value = request[field];
    return {value.data(), value.size()};
}

std::string_view targetOf(const HttpRequest& request) {
    const auto target = request.target();
    return {target.data(), target.size()};
}

std::string_view pathOf(const HttpRequest& request) {
    const std::string_view target = targetOf(request);
    return target.substr(0, target.find('?'));
}

std::optional<std::string> loginCookie(std::string_view cookies) {
    while (!cookies.empty()) {
        const std::size_t end = cookies.find(';');
        std::string_view pair = cookies.substr(0, end);
        cookies = end == std::string_view::npos ? std::string_view{} : cookies.substr(end + 1);
        while (!pair.empty() && pair.front() == ' ') {
            pair.remove_prefix(1);
        }
        if (pair.starts_with(kCookie) && pair.substr(kCookie.size()).starts_with('=')) {
            const std::string_view token = pair.substr(kCookie.size() + 1);
            if (token.empty() || token.size() > 128) {
                return std::nullopt;
            }
            return std::string(token);
        }
    }
    return std::nullopt;
}

std::optional<Credentials> readCredentials(std::string_view body) {
    const nlohmann::json read = nlohmann::json::parse(body, nullptr, false);
    if (read.is_discarded() || !read.is_object()) {
        return std::nullopt;
    }
    const auto name = read.find("name");
    const auto password = read.find("password");
    if (name == read.end() || password == read.end() || !name->is_string() ||
        !password->is_string()) {
        return std::nullopt;
    }
    return Credentials{name->get<std::string>(), password->get<std::string>()};
}

SocketTarget readSocketTarget(std::string_view target) {
    SocketTarget read;
    const std::size_t question = target.find('?');
    if (target.substr(0, question) != "/socket") {
        return read;
    }
    std::string_view query = question == std::string_view::npos ? "" : target.substr(question + 1);
    std::optional<std::int64_t> columns;
    std::optional<std::int64_t> rows;
    while (!query.empty()) {
        const std::size_t end = query.find('&');
        const std::string_view pair = query.substr(0, end);
        query = end == std::string_view::npos ? std::string_view{} : query.substr(end + 1);
        const std::size_t equals = pair.find('=');
        if (equals == std::string_view::npos) {
            return read;
        }
        const std::string_view key = pair.substr(0, equals);
        const std::optional<std::int64_t> value = wholeNumber(pair.substr(equals + 1));
        if (!value) {
            return read;
        }
        if (key == "columns") {
            columns = value;
        } else if (key == "rows") {
            rows = value;
        } else if (key == "watch") {
            read.watch = value;
        } else {
            return read;
        }
    }
    if (columns && rows) {
        if (*columns < kLeastPageColumns || *columns > kMostPageColumns || *rows < kLeastPageRows ||
            *rows > kMostPageRows) {
            return read;
        }
        read.size = PageSize{static_cast<int>(*columns), static_cast<int>(*rows)};
    } else if (columns || rows) {
        return read;
    }
    read.valid = true;
    return read;
}

std::string lowerCase(std::string_view text) {
    std::string lower(text);
    std::ranges::transform(lower, lower.begin(),
                           [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower;
}

nlohmann::json listingJson(const std::vector<GameListing>& games) {
    nlohmann::json list = nlohmann::json::array();
    for (const GameListing& game : games) {
        list.push_back({{"id", game.id},
                        {"player", game.player},
                        {"class", game.heroClass},
                        {"adventure", game.adventure},
                        {"floor", game.floor},
                        {"turn", game.turn},
                        {"idle", game.idleSeconds},
                        {"watchers", game.watchers}});
    }
    return list;
}

nlohmann::json bestRunsJson(Database& database) {
    struct Run {
        ScoreEntry entry;
        std::string player;
    };
    std::vector<Run> runs;
    Statement query = database.prepare(
        "SELECT accounts.name, scores.line FROM scores JOIN accounts ON accounts.id = "
        "scores.account");
    while (query.step()) {
        try {
            const ScoreTable table = readScoreFile(query.text(1), "a score table");
            for (const ScoreEntry& entry : table.entries()) {
                runs.push_back({entry, query.text(0)});
            }
        } catch (const ScoreFileError&) {
            // A damaged table is left out of the best runs, not fatal to them.
        }
    }
    std::ranges::stable_sort(
        runs, [](const Run& a, const Run& b) { return ranksAbove(a.entry, b.entry); });
    if (runs.size() > ScoreTable::kKept) {
        runs.resize(ScoreTable::kKept);
    }
    nlohmann::json list = nlohmann::json::array();
    for (const Run& run : runs) {
        list.push_back({{"player", run.player},
                        {"hero", run.entry.heroName},
                        {"class", run.entry.heroClass},
                        {"adventure", run.entry.adventure},
                        {"depth", run.entry.depth},
                        {"level", run.entry.experienceLevel},
                        {"turns", run.entry.turns},
                        {"outcome", outcomeWord(run.entry.outcome)},
                        {"date", run.entry.date}});
    }
    return list;
}

}  // namespace delve
