#pragma once

#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include "serve/server_parts.h"

namespace delve {

// A page's WebSocket: a player's or a watcher's. Messages to it wait in
// order and are written one at a time; a page too slow to read them is
// closed rather than let them pile up.
class PageSocket : public PageLink, public std::enable_shared_from_this<PageSocket> {
  public:
    PageSocket(std::shared_ptr<Server::Parts> parts, boost::beast::tcp_stream stream,
               std::unique_ptr<ConnectionCount> count);
    ~PageSocket() override;
    PageSocket(const PageSocket&) = delete;
    PageSocket& operator=(const PageSocket&) = delete;

    const std::string& address() const { return count_->address(); }
    // How many pages of the role are open from this socket's address, this
    // one not counted until countAs.
    int fromHere(PageRole role) const;
    void countAs(PageRole role);

    // Completes the handshake, then calls `join` with this socket and, if
    // it says so, reads what the page says.
    void start(HttpRequest request, std::function<bool(std::shared_ptr<PageSocket>)> join);

    void send(std::string message) override;
    void close(std::string lastMessage) override;

  private:
    void writeNext();
    void closeNow();
    void read();

    std::shared_ptr<Server::Parts> parts_;
    boost::beast::websocket::stream<boost::beast::tcp_stream> socket_;
    std::unique_ptr<ConnectionCount> count_;
    boost::beast::flat_buffer buffer_;
    std::deque<std::string> outbox_;
    std::size_t queued_ = 0;
    bool writing_ = false;
    bool closeAfterWrites_ = false;
    bool closing_ = false;
    std::optional<PageRole> role_;
};

}  // namespace delve
