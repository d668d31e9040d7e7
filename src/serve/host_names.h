#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace delve {

// The names a server answers to. A page on another name that resolves to
// the server (DNS rebinding) sends that name as its Host, and its own
// origin agrees with it, so the origin check alone lets it in: the Host
// must be one of these. An address written as numbers is always taken
// (no other site can be reached by it), and so is "localhost".
class HostNames {
  public:
    // `names` are the server's names (from --host), with or without a
    // port; the bind address is one of them when it is a name.
    explicit HostNames(std::vector<std::string> names);

    // Whether a request's Host header names this server.
    bool allows(std::string_view host) const;
    // The names, for a refusal that says which would have been taken.
    std::string listed() const;

  private:
    std::vector<std::string> names_;  // lower case, without a port
};

// The name in a Host header, without its port and in lower case:
// "Example.org:8089" is "example.org", "[::1]:80" is "::1".
std::string hostName(std::string_view host);

}  // namespace delve
