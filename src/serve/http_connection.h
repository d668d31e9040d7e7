#pragma once

#include <memory>
#include <optional>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include "serve/server_parts.h"

namespace delve {

// One HTTP connection: requests read one after another, each within the
// server's limits of size and time, each answered (a login's once its
// password is checked), or handed over as a page's socket.
class HttpConnection : public std::enable_shared_from_this<HttpConnection> {
  public:
    HttpConnection(std::shared_ptr<Server::Parts> parts, boost::asio::ip::tcp::socket socket,
                   std::unique_ptr<ConnectionCount> count);

    void read();

  private:
    void onRead(boost::beast::error_code error);
    void write(HttpResponse response, bool keepAlive);
    // A socket is opened only from the server's own page, to a target it
    // has, and to play only with a login.
    void upgrade(HttpRequest request);

    std::shared_ptr<Server::Parts> parts_;
    boost::beast::tcp_stream stream_;
    std::unique_ptr<ConnectionCount> count_;
    boost::beast::flat_buffer buffer_;
    std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
};

}  // namespace delve
