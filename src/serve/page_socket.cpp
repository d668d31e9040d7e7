#include "serve/page_socket.h"

#include <chrono>
#include <utility>

namespace delve {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;

namespace {

// The longest message read from a page: longer closes the socket.
constexpr std::size_t kLongestSocketMessage = 1024;
// What a page's socket may have waiting to be written before it is judged
// too slow to keep up, and closed.
constexpr std::size_t kMostQueuedBytes = 8u << 20;

}  // namespace

PageSocket::PageSocket(std::shared_ptr<Server::Parts> parts, beast::tcp_stream stream,
                       std::unique_ptr<ConnectionCount> count)
    : parts_(std::move(parts)), socket_(std::move(stream)), count_(std::move(count)) {}

PageSocket::~PageSocket() {
    if (role_) {
        parts_->pages(*role_).remove(address());
    }
}

int PageSocket::fromHere(PageRole role) const {
    return parts_->pages(role).from(address());
}

void PageSocket::countAs(PageRole role) {
    role_ = role;
    parts_->pages(role).add(address());
}

void PageSocket::start(HttpRequest request, std::function<bool(std::shared_ptr<PageSocket>)> join) {
    beast::get_lowest_layer(socket_).expires_never();
    auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
    timeouts.idle_timeout = std::chrono::minutes(2);
    timeouts.keep_alive_pings = true;
    socket_.set_option(timeouts);
    socket_.read_message_max(kLongestSocketMessage);
    socket_.set_option(websocket::stream_base::decorator(
        [](websocket::response_type& response) { response.set(http::field::server, "delve"); }));
    socket_.async_accept(request, [self = shared_from_this(), join](beast::error_code error) {
        if (!error && join(self)) {
            self->read();
        }
    });
}

void PageSocket::send(std::string message) {
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

void PageSocket::close(std::string lastMessage) {
    if (closing_ || closeAfterWrites_) {
        return;
    }
    send(std::move(lastMessage));
    closeAfterWrites_ = true;
    if (!writing_) {
        closeNow();
    }
}

void PageSocket::writeNext() {
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

void PageSocket::closeNow() {
    closing_ = true;
    socket_.async_close(websocket::close_code::normal,
                        [self = shared_from_this()](beast::error_code) {});
}

void PageSocket::read() {
    socket_.async_read(buffer_, [self = shared_from_this()](beast::error_code error, std::size_t) {
        if (error) {
            self->parts_->hall.left(self.get());
            self->parts_->armWake();
            return;
        }
        if (self->socket_.got_text()) {
            const std::string text = beast::buffers_to_string(self->buffer_.data());
            self->parts_->hall.receive(self.get(), text, std::chrono::steady_clock::now());
            self->parts_->armWake();
        } else {
            self->parts_->hall.receiveBinary(self.get());
        }
        self->buffer_.consume(self->buffer_.size());
        self->read();
    });
}

}  // namespace delve
