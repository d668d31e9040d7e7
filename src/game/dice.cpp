#include "game/dice.h"

#include <charconv>

namespace delve {

int Dice::roll(Rng& rng) const {
    int total = bonus;
    for (int i = 0; i < count; ++i) {
        total += rng.roll(1, sides);
    }
    return total;
}

std::string Dice::text() const {
    std::string out = std::to_string(count) + "d" + std::to_string(sides);
    if (bonus > 0) {
        out += "+" + std::to_string(bonus);
    } else if (bonus < 0) {
        out += std::to_string(bonus);
    }
    return out;
}

std::optional<Dice> Dice::parse(std::string_view text) {
    auto number = [](std::string_view digits) -> std::optional<int> {
        int value = 0;
        const auto [end, error] =
            std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (digits.empty() || error != std::errc{} || end != digits.data() + digits.size()) {
            return std::nullopt;
        }
        return value;
    };
    const std::size_t d = text.find('d');
    if (d == std::string_view::npos) {
        return std::nullopt;
    }
    const std::size_t sign = text.find_first_of("+-", d);
    const auto count = number(text.substr(0, d));
    const auto sides =
        number(text.substr(d + 1, sign == std::string_view::npos ? sign : sign - d - 1));
    std::optional<int> bonus = 0;
    if (sign != std::string_view::npos) {
        bonus = number(text.substr(sign + 1));
        if (bonus && text[sign] == '-') {
            bonus = -*bonus;
        }
    }
    if (!count || !sides || !bonus || *count < 1 || *sides < 1 || *count > 100 || *sides > 1000) {
        return std::nullopt;
    }
    return Dice{*count, *sides, *bonus};
}

}  // namespace delve
