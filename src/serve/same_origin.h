#pragma once

#include <string_view>

namespace delve {

// Whether a request's Origin is the server's own: "http://" or "https://"
// and then exactly the Host the request was sent to. A page elsewhere that
// opens a socket to the server, or posts a login form to it, sends its own
// origin, and is refused. A request without an Origin is refused too: every
// browser sends one with a WebSocket and with a POST.
bool sameOrigin(std::string_view origin, std::string_view host);

}  // namespace delve
