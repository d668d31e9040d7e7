#include "serve/http_connection.h"

#include <chrono>
#include <utility>

#include <boost/beast/websocket.hpp>
#include <nlohmann/json.hpp>

#include "serve/page_socket.h"
#include "serve/same_origin.h"

namespace delve {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using nlohmann::json;

namespace {

constexpr std::size_t kLongestHeader = 8 * 1024;
constexpr std::size_t kLongestBody = 4 * 1024;
// A request must come whole within this.
constexpr auto kRequestTime = std::chrono::seconds(30);

}  // namespace

HttpConnection::HttpConnection(std::shared_ptr<Server::Parts> parts, tcp::socket socket,
                               std::unique_ptr<ConnectionCount> count)
    : parts_(std::move(parts)), stream_(std::move(socket)), count_(std::move(count)) {}

void HttpConnection::read() {
    parser_.emplace();
    parser_->header_limit(kLongestHeader);
    parser_->body_limit(kLongestBody);
    stream_.expires_after(kRequestTime);
    http::async_read(
        stream_, buffer_, *parser_,
        [self = shared_from_this()](beast::error_code error, std::size_t) { self->onRead(error); });
}

void HttpConnection::onRead(beast::error_code error) {
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
    // A name the server does not answer to is a page elsewhere that made
    // its own name lead here (DNS rebinding), or a mistake: either way no
    // file, account or game is reached under it.
    if (!parts_->hostNames.allows(fieldOf(request, http::field::host))) {
        write(answers::refused(request, http::status::misdirected_request,
                               "this server answers to " + parts_->hostNames.listed() +
                                   "; start it with --host NAME to serve another name"),
              false);
        return;
    }
    if (websocket::is_upgrade(request)) {
        upgrade(std::move(request));
        return;
    }
    const bool keepAlive = request.keep_alive();
    // What a refusal needs of the request, kept before it is handed on.
    HttpRequest asked(request.method(), request.target(), request.version());
    try {
        parts_->answer(std::move(request), count_->address(),
                       [self = shared_from_this(), keepAlive](HttpResponse response) {
                           self->write(std::move(response), keepAlive);
                       });
    } catch (const DatabaseError& problem) {
        // The database could not be read or written (a full disk): the
        // page is told to come back.
        write(answers::unavailable(asked, problem.what()), false);
    } catch (const std::exception& problem) {
        // Anything else: this request fails, the server goes on.
        write(answers::refused(asked, http::status::internal_server_error, problem.what()), false);
    }
}

void HttpConnection::write(HttpResponse response, bool keepAlive) {
    response.keep_alive(keepAlive);
    response.prepare_payload();
    auto held = std::make_shared<HttpResponse>(std::move(response));
    http::async_write(stream_, *held,
                      [self = shared_from_this(), held](beast::error_code error, std::size_t) {
                          if (error || held->need_eof()) {
                              beast::error_code ignored;
                              self->stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
                              return;
                          }
                          self->read();
                      });
}

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
    auto socket = std::make_shared<PageSocket>(parts_, std::move(stream_), std::move(count_));
    if (target.watch) {
        const std::int64_t id = *target.watch;
        socket->start(std::move(request), [&parts, id](std::shared_ptr<PageSocket> page) {
            if (parts.watchers.inAll() >= parts.options.watchersInAll ||
                page->fromHere(PageRole::Watcher) >= parts.options.watchersPerAddress) {
                page->close(json{{"type", "full"}}.dump());
                return false;
            }
            page->countAs(PageRole::Watcher);
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
    socket->start(std::move(request), [&parts, who, size](std::shared_ptr<PageSocket> page) {
        if (parts.stopping) {
            page->close(json{{"type", "stopping"}}.dump());
            return false;
        }
        if (!parts.hall.holds(who.id) &&
            (static_cast<int>(parts.hall.size()) >= parts.options.gamesInAll ||
             page->fromHere(PageRole::Player) >= parts.options.gamesPerAddress)) {
            page->close(json{{"type", "full"}}.dump());
            return false;
        }
        page->countAs(PageRole::Player);
        parts.hall.join(who, page, size, std::chrono::steady_clock::now());
        parts.armWake();
        return true;
    });
}

}  // namespace delve
