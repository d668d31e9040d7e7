// Any bytes as an HTTP request to `delve serve`: parsed as the server
// parses them (Beast, with the server's limits), then read as the server
// reads a request: its Host against the names served, its target as a
// socket's and as a path, its cookie, its body as a login's, its origin
// against its host; and answered. A crash, a
// sanitizer's report or an uncaught exception is a finding.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include <boost/asio/buffer.hpp>
#include <boost/beast/http.hpp>

#include "serve/host_names.h"
#include "serve/same_origin.h"
#include "serve/server_answers.h"

using namespace delve;
namespace http = boost::beast::http;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    http::request_parser<http::string_body> parser;
    parser.header_limit(8 * 1024);
    parser.body_limit(4 * 1024);
    parser.eager(true);
    boost::beast::error_code error;
    parser.put(boost::asio::buffer(data, size), error);
    if (error || !parser.is_done()) {
        return 0;
    }
    const HttpRequest request = parser.release();
    const SocketTarget target = readSocketTarget(targetOf(request));
    if (target.valid &&
        (target.size.columns < kLeastPageColumns || target.size.columns > kMostPageColumns ||
         target.size.rows < kLeastPageRows || target.size.rows > kMostPageRows)) {
        std::fprintf(stderr, "fuzz finding: a socket's size outside its bounds was taken\n");
        std::abort();
    }
    if (const auto token = loginCookie(fieldOf(request, http::field::cookie))) {
        if (token->empty() || token->size() > 128) {
            std::fprintf(stderr, "fuzz finding: a login cookie outside its bounds was taken\n");
            std::abort();
        }
    }
    // Only its own name, localhost or an address in numbers is served.
    static const HostNames names({"games.example.org"});
    const std::string_view host = fieldOf(request, http::field::host);
    if (names.allows(host) && hostName(host) == "evil.example") {
        std::fprintf(stderr, "fuzz finding: a stranger's name was served\n");
        std::abort();
    }
    if (pathOf(request).find('?') != std::string_view::npos) {
        std::fprintf(stderr, "fuzz finding: a path kept its query\n");
        std::abort();
    }
    (void)readCredentials(request.body());
    (void)sameOrigin(fieldOf(request, http::field::origin), fieldOf(request, http::field::host));
    HttpResponse answer = answers::refused(request, http::status::not_found, "nothing is here");
    answer.prepare_payload();
    return 0;
}
