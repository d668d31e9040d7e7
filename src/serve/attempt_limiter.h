#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace delve {

// Counts failed attempts (a wrong password) by a key, an address or an
// account name, and refuses more once `most` have failed within the last
// `window` seconds. Time is given, never read. It forgets keys whose
// window has passed, so it does not grow without end.
class AttemptLimiter {
  public:
    AttemptLimiter(int most, std::int64_t window) : most_(most), window_(window) {}

    bool allows(const std::string& key, std::int64_t now);
    void failed(const std::string& key, std::int64_t now);
    // Whether the key failed at all within the window.
    bool hasFailed(const std::string& key, std::int64_t now) const;
    // A success forgets the key's failures.
    void succeeded(const std::string& key) { failures_.erase(key); }
    std::size_t size() const { return failures_.size(); }

  private:
    struct Failures {
        int count = 0;
        std::int64_t since = 0;
    };
    void forgetOld(std::int64_t now);

    int most_;
    std::int64_t window_;
    std::map<std::string, Failures> failures_;
    std::int64_t lastSweep_ = 0;
};

}  // namespace delve
