#pragma once

#include <array>
#include <memory>
#include <string_view>
#include <vector>

#include "game/dialogue.h"
#include "game/dungeon_plan.h"
#include "game/hero_class.h"
#include "game/item_kind.h"
#include "game/lights.h"
#include "game/monster_kind.h"
#include "game/person.h"
#include "game/quest.h"
#include "game/skill.h"
#include "game/trap.h"

namespace delve {

// The game's tables, as read from data/: every monster kind, class, item
// kind and look an unknown potion or scroll may wear, and the plans of the
// adventures. A run holds them by shared pointer, so copying a Game stays
// cheap.
struct Rules {
    std::vector<MonsterKind> monsters;
    std::vector<HeroClass> classes;
    std::vector<ItemKind> items;
    std::vector<ItemLook> looks;
    std::vector<PersonKind> people;
    std::vector<QuestKind> quests;
    // Every class's skills, in the order of data/skills.toml.
    std::vector<Skill> skills;
    // What people say, one Dialogue for each person who speaks.
    std::vector<Dialogue> dialogues;
    // The Dungeon first, then the Mine (data/dungeon.toml, data/mine.toml).
    std::vector<DungeonPlan> adventures;
    // Indexed by TrapKind: one for each, by its size.
    std::array<TrapNumbers, kAllTraps.size()> traps{};
    std::array<TrapWords, kAllTraps.size()> trapWords{};
    // Indexed by ConditionKind, as the traps.
    std::array<ConditionWords, kAllConditions.size()> conditionWords{};
    // What shines (data/lights.toml): for the screen alone, no rule reads it.
    Lights lights;

    const MonsterKind* monster(std::string_view id) const;
    const HeroClass* heroClass(std::string_view id) const;
    // The class as `adventure` plays it (its [hero] numbers), else as the
    // classes' own table has it.
    const HeroClass* heroClass(std::string_view id, const DungeonPlan& adventure) const;
    // By its id, or by another name a level's legend may use for it (seed
    // 002's `potion_heal`).
    const ItemKind* item(std::string_view id) const;
    const ItemLook* look(std::string_view id) const;
    const PersonKind* person(std::string_view id) const;
    const QuestKind* quest(std::string_view id) const;
    const Dialogue* dialogue(std::string_view person) const;
    const Skill* skill(std::string_view id) const;
    // The skills a class learns, in the order it learns them (by level,
    // then as the data lists them).
    std::vector<const Skill*> skillsOf(const HeroClass& heroClass) const;
    const TrapNumbers& trap(TrapKind kind) const { return traps[static_cast<std::size_t>(kind)]; }
    const TrapWords& wordsOf(TrapKind kind) const {
        return trapWords[static_cast<std::size_t>(kind)];
    }
    const ConditionWords& wordsOf(ConditionKind kind) const {
        return conditionWords[static_cast<std::size_t>(kind)];
    }
    // The kind that is money, for gold that a level's legend places.
    const ItemKind* gold() const;
    // The kind that wins the run, if the tables have one.
    const ItemKind* amulet() const;
    // The adventure of that id. Rules without adventures (a test's) have
    // the Dungeon of a plan with no floors.
    const DungeonPlan* adventure(std::string_view id) const;
};

using RulesPtr = std::shared_ptr<const Rules>;

}  // namespace delve
