#include "serve/attempt_limiter.h"

#include <iterator>

namespace delve {

void AttemptLimiter::forgetOld(std::int64_t now) {
    if (now - lastSweep_ < window_) {
        return;
    }
    lastSweep_ = now;
    for (auto it = failures_.begin(); it != failures_.end();) {
        it = now - it->second.since >= window_ ? failures_.erase(it) : std::next(it);
    }
}

bool AttemptLimiter::allows(const std::string& key, std::int64_t now) {
    forgetOld(now);
    const auto found = failures_.find(key);
    return found == failures_.end() || now - found->second.since >= window_ ||
           found->second.count < most_;
}

bool AttemptLimiter::hasFailed(const std::string& key, std::int64_t now) const {
    const auto found = failures_.find(key);
    return found != failures_.end() && now - found->second.since < window_ &&
           found->second.count > 0;
}

void AttemptLimiter::failed(const std::string& key, std::int64_t now) {
    Failures& failures = failures_[key];
    if (failures.count == 0 || now - failures.since >= window_) {
        failures = Failures{0, now};
    }
    ++failures.count;
}

}  // namespace delve
