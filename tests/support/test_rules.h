#pragma once

#include <memory>

#include "game/rules.h"

namespace delve::testing {

// A small fixed table for scenario tests, written here so that changing the
// game's data files (balance) never changes what a rule test means.
inline RulesPtr rules() {
    static const RulesPtr shared = [] {
        auto table = std::make_shared<Rules>();
        table->classes = {
            HeroClass{"fighter", "Fighter", "Sturdy.", 30, Dice{1, 8, 1}, 80, 10, 8, 6, 1,
                      ClassTrait::Toughness},
            HeroClass{"rogue", "Rogue", "Quick.", 22, Dice{1, 6, 1}, 85, 15, 10, 4, 1,
                      ClassTrait::KeenEyes},
            HeroClass{"barbarian", "Barbarian", "Angry.", 34, Dice{1, 10, 0}, 75, 5, 8, 7, 1,
                      ClassTrait::Fury},
        };
        MonsterKind rat;
        rat.id = "rat";
        rat.name = "rat";
        rat.glyph = U'r';
        rat.maxHp = 4;
        rat.damage = Dice{1, 3, 0};
        MonsterKind goblin = rat;
        goblin.id = "goblin";
        goblin.name = "goblin";
        goblin.glyph = U'g';
        goblin.maxHp = 8;
        goblin.damage = Dice{1, 6, 0};
        table->monsters = {rat, goblin};
        return RulesPtr(table);
    }();
    return shared;
}

}  // namespace delve::testing
