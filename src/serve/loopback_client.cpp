#include "serve/loopback_client.h"

#include <stdexcept>
#include <utility>

#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <nlohmann/json.hpp>

namespace delve {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;

namespace {

net::ip::tcp::endpoint loopbackAt(unsigned short port) {
    return {net::ip::make_address("127.0.0.1"), port};
}

}  // namespace

std::string loopbackHost(unsigned short port) {
    return "127.0.0.1:" + std::to_string(port);
}

std::string loopbackOrigin(unsigned short port) {
    return "http://" + loopbackHost(port);
}

HttpResponse askLoopback(unsigned short port, HttpRequest request) {
    net::io_context io;
    beast::tcp_stream stream(io);
    stream.connect(loopbackAt(port));
    if (request.find(http::field::host) == request.end()) {
        request.set(http::field::host, loopbackHost(port));
    }
    request.prepare_payload();
    http::write(stream, request);
    beast::flat_buffer buffer;
    HttpResponse answer;
    beast::error_code closed;
    http::read(stream, buffer, answer, closed);
    return answer;
}

std::string registerOnLoopback(unsigned short port, const std::string& name,
                               const std::string& password) {
    HttpRequest asked(http::verb::post, "/api/register", 11);
    asked.set(http::field::origin, loopbackOrigin(port));
    asked.body() = nlohmann::json{{"name", name}, {"password", password}}.dump();
    const HttpResponse answer = askLoopback(port, std::move(asked));
    if (answer.result() != http::status::ok) {
        throw std::runtime_error("registering " + name + ": " + answer.body());
    }
    const std::string cookie(answer[http::field::set_cookie]);
    return cookie.substr(0, cookie.find(';'));
}

void openLoopbackSocket(LoopbackSocket& socket, unsigned short port, const std::string& target,
                        const std::string& origin, const std::string& cookie,
                        beast::error_code& error) {
    socket.next_layer().connect(loopbackAt(port));
    socket.set_option(
        websocket::stream_base::decorator([origin, cookie](websocket::request_type& asked) {
            asked.set(http::field::origin, origin);
            if (!cookie.empty()) {
                asked.set(http::field::cookie, cookie);
            }
        }));
    socket.handshake(loopbackHost(port), target, error);
}

}  // namespace delve
