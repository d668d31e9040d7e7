#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/rng.h"

namespace delve {

// Damage as tabletop dice: count d sides, plus a bonus ("2d4+1").
struct Dice {
    int count = 1;
    int sides = 1;
    int bonus = 0;

    int roll(Rng& rng) const;
    int least() const { return count + bonus; }
    int most() const { return count * sides + bonus; }
    // The average roll, in hundredths, for balance checks.
    int averageHundredths() const { return count * (sides + 1) * 50 + bonus * 100; }
    std::string text() const;

    // Reads "NdS", "NdS+B" or "NdS-B" (N and S from 1 up); nothing if malformed.
    static std::optional<Dice> parse(std::string_view text);

    friend bool operator==(const Dice&, const Dice&) = default;
};

}  // namespace delve
