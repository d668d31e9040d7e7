#pragma once

#include <cstdint>
#include <string>

#include "serve/attempt_limiter.h"

namespace delve {

// Who may try a password now. Failures slow whoever guesses and never lock
// an account's owner out (docs/web.md, "Logging in"):
// - an address that failed `perAddress` times within the window is refused
//   for every name, as one that sprays guesses over many accounts;
// - an address that failed `perAccount` times on one name is refused for
//   that name;
// - a name that failed `perAccount` times in all, from anywhere, is
//   refused to every address that has failed on it, and still open to an
//   address that has not (its owner, from home); such an address has one
//   try before it counts among the failed.
// Names are keys as given (lower case); time is given, never read.
class LoginGate {
  public:
    LoginGate(int perAddress, int perAccount, std::int64_t window);

    bool allows(const std::string& account, const std::string& address, std::int64_t now);
    void failed(const std::string& account, const std::string& address, std::int64_t now);
    // The right password forgets what was failed from that address on that name.
    void succeeded(const std::string& account, const std::string& address);

  private:
    static std::string pair(const std::string& account, const std::string& address);

    AttemptLimiter byAddress_;
    AttemptLimiter byAccountFromAddress_;
    AttemptLimiter byAccount_;
};

}  // namespace delve
