#pragma once

#include <optional>
#include <string_view>

namespace delve {

// Whether the hero is a woman or a man. It changes no rule: it is there so
// that what people say to her fits her ("Gracias, amiga." to Iva), in the
// languages whose words for the one spoken to have a gender.
enum class HeroGender { Female, Male };

// The word for a gender in the data, saves, recordings and on the command
// line: "female" or "male".
constexpr std::string_view genderWord(HeroGender gender) {
    switch (gender) {
        case HeroGender::Female:
            return "female";
        case HeroGender::Male:
            return "male";
    }
    return "female";
}

constexpr std::optional<HeroGender> genderNamed(std::string_view word) {
    for (const HeroGender gender : {HeroGender::Female, HeroGender::Male}) {
        if (genderWord(gender) == word) {
            return gender;
        }
    }
    return std::nullopt;
}

}  // namespace delve
