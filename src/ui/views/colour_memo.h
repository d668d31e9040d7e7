#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/colour.h"

namespace delve {

// The answers of a colour function that always gives the same colour for
// the same key, kept so each is worked out about once: the colours drawn
// through OKLab take cube roots and powers, and a frame asks for one for
// nearly every cell of the screen. A slot per key, found from the key's
// bits; a key that lands on a slot another holds takes it over.
template <std::size_t kSlots>
class ColourMemo {
    static_assert((kSlots & (kSlots - 1)) == 0, "a power of two, so a slot is a mask away");

  public:
    template <class Work>
    Colour get(std::uint32_t key, Work&& work) {
        // Fibonacci hashing spreads keys that differ in a few bits.
        const auto slot = static_cast<std::size_t>((key * 2654435769u) >> 8) & (kSlots - 1);
        const std::uint64_t tagged = std::uint64_t{key} | kHeld;
        if (keys_[slot] != tagged) {
            keys_[slot] = tagged;
            colours_[slot] = work();
        }
        return colours_[slot];
    }

  private:
    static constexpr std::uint64_t kHeld = std::uint64_t{1} << 32;
    std::array<std::uint64_t, kSlots> keys_{};
    std::array<Colour, kSlots> colours_{};
};

}  // namespace delve
