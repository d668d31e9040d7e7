#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "game/hero_class.h"
#include "game/monster_kind.h"

namespace delve {

// The game's tables, as read from data/: every monster kind and class. A
// run holds them by shared pointer, so copying a Game stays cheap.
struct Rules {
    std::vector<MonsterKind> monsters;
    std::vector<HeroClass> classes;

    const MonsterKind* monster(std::string_view id) const;
    const HeroClass* heroClass(std::string_view id) const;
};

using RulesPtr = std::shared_ptr<const Rules>;

}  // namespace delve
