#pragma once

#include <string>
#include <variant>

#include "game/condition.h"

namespace delve {

// What a hero's skill does, as the monsters' moves (game/monster_move.h):
// each class learns its skills from data/skills.toml as it levels, and
// each skill names one of these with its numbers. A new one is a struct
// here, a file in game/skills/ with its rule, its line in the content
// reader and its words in the ui; the compiler finds every place that must
// know it. `aims` says whether the hero picks a cell for it (the aiming
// screen opens) or it just happens.

// A blow at every monster beside the hero (the barbarian's Whirlwind).
struct Whirlwind {
    static constexpr bool aims = false;
};

// A run at a monster up to `range` cells off in a straight, clear line,
// ending in a blow (the fighter's Charge).
struct Charge {
    static constexpr bool aims = true;
    int range = 5;
};

// A blow at a monster beside the hero that, landing, leaves a condition on
// it: a shield bash that slows, a poisoned blade.
struct CripplingBlow {
    static constexpr bool aims = true;
    ConditionKind condition = ConditionKind::Slowed;
    int turns = 4;
};

// Health back, as much as `health`, and a bleeding wound closed.
struct Mend {
    static constexpr bool aims = false;
    int health = 10;
};

// A cry that sends every monster in view within `range` cells running.
struct Frighten {
    static constexpr bool aims = false;
    int range = 5;
};

// A condition on every monster in view within `range` cells: a smoke bomb
// that confuses.
struct Daze {
    static constexpr bool aims = false;
    int range = 2;
    ConditionKind condition = ConditionKind::Confused;
    int turns = 4;
};

// A condition on the hero herself: a berserk rage that hastes her.
struct Bolster {
    static constexpr bool aims = false;
    ConditionKind condition = ConditionKind::Hasted;
    int turns = 8;
};

// A step through the shadows to a free cell in view, up to `distance`
// steps off.
struct ShadowStep {
    static constexpr bool aims = true;
    int distance = 6;
};

using SkillEffect =
    std::variant<Whirlwind, Charge, CripplingBlow, Mend, Frighten, Daze, Bolster, ShadowStep>;

// One skill, as data/skills.toml gives it: who learns it and when, what it
// costs and what it does. Its name, school and description are English;
// the catalogs have the rest.
struct Skill {
    std::string id;  // "whirlwind"
    std::string name;
    std::string school;  // the branch of the class's art it belongs to: "Fury"
    std::string description;
    std::string heroClass;    // the id of the class that learns it
    int experienceLevel = 2;  // learned at
    int mana = 3;
    SkillEffect effect;
};

// Whether using the skill needs a cell picked first.
bool skillAims(const Skill& skill);

}  // namespace delve
