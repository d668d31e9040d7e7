#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "core/words.h"
#include "game/actors.h"

namespace delve {

// A monster's mind as one word in a save; "" for a value that is none.
constexpr std::string_view mindWord(MonsterMind mind) {
    switch (mind) {
        case MonsterMind::Asleep:
            return "asleep";
        case MonsterMind::Wandering:
            return "wandering";
        case MonsterMind::Hunting:
            return "hunting";
        case MonsterMind::Fleeing:
            return "fleeing";
        case MonsterMind::Cornered:
            return "cornered";
    }
    return {};
}

inline constexpr std::size_t kMindCount = 5;
static_assert(namesExactly<MonsterMind>(kMindCount, mindWord),
              "kMindCount must count every MonsterMind");

inline std::optional<MonsterMind> mindFromWord(std::string_view word) {
    return memberOfWord<MonsterMind>(kMindCount, mindWord, word);
}

}  // namespace delve
