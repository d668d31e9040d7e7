#include "core/rng.h"

#include <cassert>

namespace delve {

Rng::Rng(std::uint64_t seed, std::uint64_t stream) : state_(0), increment_((stream << 1u) | 1u) {
    next();
    state_ += seed;
    next();
}

Rng Rng::fromState(std::uint64_t state, std::uint64_t increment) {
    Rng rng;
    rng.state_ = state;
    rng.increment_ = increment | 1u;
    return rng;
}

std::uint32_t Rng::next() {
    const std::uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + increment_;
    const auto xorShifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
    const auto rotation = static_cast<std::uint32_t>(old >> 59u);
    return (xorShifted >> rotation) | (xorShifted << ((32u - rotation) & 31u));
}

std::uint32_t Rng::below(std::uint32_t bound) {
    assert(bound > 0);
    // Numbers under `threshold` would make the low results more likely;
    // throwing them away leaves every result equally likely.
    const std::uint32_t threshold = (0u - bound) % bound;
    for (;;) {
        const std::uint32_t r = next();
        if (r >= threshold) {
            return r % bound;
        }
    }
}

int Rng::roll(int low, int high) {
    assert(low <= high);
    const auto span = static_cast<std::uint32_t>(static_cast<std::int64_t>(high) - low + 1);
    return static_cast<int>(static_cast<std::int64_t>(low) + below(span));
}

bool Rng::chance(int percent) {
    return roll(1, 100) <= percent;
}

std::uint64_t Rng::nextSeed() {
    const std::uint64_t high = next();
    return (high << 32u) | next();
}

}  // namespace delve
