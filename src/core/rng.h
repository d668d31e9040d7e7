#pragma once

#include <cstdint>
#include <vector>

namespace delve {

// The dice. Everything random in a run comes from one Rng started from the
// run's seed, so the same seed and the same keys play out the same way.
//
// The generator is PCG32 (O'Neill's XSH-RR variant) and every range function
// below is written here rather than taken from <random>: the standard
// distributions may give different numbers on different standard libraries.
class Rng {
  public:
    // The stream constant of the PCG reference demo, so its published
    // outputs check this implementation.
    static constexpr std::uint64_t kDefaultStream = 54;

    explicit Rng(std::uint64_t seed, std::uint64_t stream = kDefaultStream);

    // The next raw 32 bits.
    std::uint32_t next();

    // A whole number in [0, bound), without the bias of a plain modulo. bound > 0.
    std::uint32_t below(std::uint32_t bound);

    // A whole number from low to high, both included. low <= high.
    int roll(int low, int high);

    // True `percent` times in a hundred.
    bool chance(int percent);

    // A fresh 64-bit seed, for giving a part of the run (a floor) dice of its own.
    std::uint64_t nextSeed();

    // One element of a non-empty vector, chosen evenly.
    template <class T>
    const T& pick(const std::vector<T>& items) {
        return items[below(static_cast<std::uint32_t>(items.size()))];
    }

    // The full state, for saving a run and checking that two runs agree.
    std::uint64_t state() const { return state_; }
    std::uint64_t increment() const { return increment_; }
    static Rng fromState(std::uint64_t state, std::uint64_t increment);

    friend bool operator==(const Rng&, const Rng&) = default;

  private:
    Rng() = default;
    std::uint64_t state_ = 0;
    std::uint64_t increment_ = 0;
};

}  // namespace delve
