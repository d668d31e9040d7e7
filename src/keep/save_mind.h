#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "core/words.h"
#include "game/actors.h"

namespace delve {

// A monster's mind as one word in a save, in the order of MonsterMind.
inline constexpr std::array<std::string_view, 4> kMindWords = {"asleep", "wandering", "hunting",
                                                               "fleeing"};

inline std::string_view mindWord(MonsterMind mind) {
    return wordOf(kMindWords, mind);
}

inline std::optional<MonsterMind> mindFromWord(std::string_view word) {
    return valueOfWord<MonsterMind>(kMindWords, word);
}

}  // namespace delve
