#pragma once

#include <string>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/websocket.hpp>

#include "serve/server_answers.h"

namespace delve {

// A client of a server on this machine (127.0.0.1), as the server's own
// page in a browser would be: for `delve serve-load` and the tests. Not
// used by the server itself.

// "127.0.0.1:PORT", as Host; "http://" before it is the server's origin.
std::string loopbackHost(unsigned short port);
std::string loopbackOrigin(unsigned short port);

// Sends the request to 127.0.0.1:port, with that as its Host unless it
// names one, and reads the answer (an empty one when the server closes
// without answering).
HttpResponse askLoopback(unsigned short port, HttpRequest request);

// Makes an account; its login cookie ("delve_login=..."). Throws
// std::runtime_error with the server's answer when it is refused.
std::string registerOnLoopback(unsigned short port, const std::string& name,
                               const std::string& password);

// Opens a page's socket at `target` with that Origin and Cookie (none when
// empty); `error` says whether the handshake failed.
using LoopbackSocket = boost::beast::websocket::stream<boost::asio::ip::tcp::socket>;
void openLoopbackSocket(LoopbackSocket& socket, unsigned short port, const std::string& target,
                        const std::string& origin, const std::string& cookie,
                        boost::beast::error_code& error);

}  // namespace delve
