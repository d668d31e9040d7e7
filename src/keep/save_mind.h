#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "game/actors.h"

namespace delve {

// A monster's mind as one word in a save, in the order of MonsterMind.
inline constexpr std::array<std::string_view, 4> kMindWords = {"asleep", "wandering", "hunting",
                                                               "fleeing"};

inline std::string_view mindWord(MonsterMind mind) {
    return kMindWords[static_cast<std::size_t>(mind)];
}

inline std::optional<MonsterMind> mindFromWord(std::string_view word) {
    for (std::size_t i = 0; i < kMindWords.size(); ++i) {
        if (kMindWords[i] == word) {
            return static_cast<MonsterMind>(i);
        }
    }
    return std::nullopt;
}

}  // namespace delve
