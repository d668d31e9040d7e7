#pragma once

#include <algorithm>
#include <filesystem>
#include <memory>

#include "content/rules_loader.h"
#include "game/moves/move_rule.h"
#include "game/rules.h"
#include "support/build_folders.h"

namespace delve::testing {

// A sure move of the rule `word` names, with these numbers, named by its
// word in plain English ("venomous bite").
inline MonsterMove moveOf(std::string_view word, MoveNumbers numbers) {
    std::string name(word);
    std::ranges::replace(name, '_', ' ');
    return MonsterMove{.rule = moveRuleOf(word), .numbers = numbers, .chance = 100, .name = name};
}

// The game's own data files, read once: for what needs the Mine, the
// people and the dialogue the small table above does not hold.
inline RulesPtr shippedRules() {
    static const RulesPtr shared =
        loadRules(std::filesystem::path(testing::kSourceFolder) / "data");
    return shared;
}

// A small fixed table for scenario tests, written here so that changing the
// game's data files (balance) never changes what a rule test means.
inline RulesPtr rules() {
    static const RulesPtr shared = [] {
        auto table = std::make_shared<Rules>();
        table->classes = {
            HeroClass{"fighter",
                      "Fighter",
                      "Sturdy.",
                      30,
                      Dice{1, 8, 1},
                      80,
                      10,
                      8,
                      6,
                      1,
                      3,
                      ClassTrait::Toughness,
                      6,
                      "Bran",
                      HeroGender::Male,
                      {},
                      0,
                      0,
                      {}},
            HeroClass{"rogue",
                      "Rogue",
                      "Quick.",
                      22,
                      Dice{1, 6, 1},
                      85,
                      15,
                      10,
                      4,
                      1,
                      5,
                      ClassTrait::KeenEyes,
                      12,
                      "Nell",
                      HeroGender::Female,
                      {},
                      0,
                      0,
                      {}},
            HeroClass{"barbarian",
                      "Barbarian",
                      "Angry.",
                      34,
                      Dice{1, 10, 0},
                      75,
                      5,
                      8,
                      7,
                      1,
                      3,
                      ClassTrait::Fury,
                      5,
                      "Iva",
                      HeroGender::Female,
                      {},
                      0,
                      0,
                      {}},
        };
        MonsterKind rat;
        rat.id = "rat";
        rat.name = {"rat", {}};
        rat.glyph = U'r';
        rat.maxHp = 4;
        rat.damage = Dice{1, 3, 0};
        MonsterKind goblin = rat;
        goblin.id = "goblin";
        goblin.name = {"goblin", {}};
        goblin.glyph = U'g';
        goblin.maxHp = 8;
        goblin.damage = Dice{1, 6, 0};
        // A rat that stays where it is until it notices the hero, and hits for
        // one, so a scenario is about movement and not about dying.
        MonsterKind guard = rat;
        guard.id = "guard";
        guard.name = {"guard", {}};
        guard.wanders = false;
        guard.damage = Dice{1, 1, 0};
        guard.maxHp = 50;
        MonsterKind sleeper = guard;
        sleeper.id = "sleeper";
        sleeper.name = {"sleeper", {}};
        sleeper.sleeps = true;
        MonsterKind runner = guard;
        runner.id = "runner";
        runner.name = {"runner", {}};
        runner.speed = 200;
        MonsterKind spider = guard;
        spider.id = "spider";
        spider.name = {"spider", {}};
        spider.accuracy = 100;
        spider.moves = {
            moveOf("venomous_bite", {.condition = ConditionKind::Poisoned, .turns = 3})};
        table->monsters = {rat, goblin, guard, sleeper, runner, spider};
        const auto trap = [&](TrapKind kind) -> TrapNumbers& {
            return table->traps[static_cast<std::size_t>(kind)];
        };
        trap(TrapKind::PoisonNeedle) = {.fromFloor = 1, .turns = 8};
        trap(TrapKind::Teleport) = {.fromFloor = 1};
        trap(TrapKind::Alarm) = {.fromFloor = 2};
        trap(TrapKind::Pit) = {.fromFloor = 1, .damage = Dice{1, 6, 0}};
        trap(TrapKind::Net) = {.fromFloor = 1, .turns = 6};
        trap(TrapKind::ConfusionGas) = {.fromFloor = 2, .turns = 8};
        // How traps and conditions are told is no rule: as the game tells them.
        table->trapWords = shippedRules()->trapWords;
        table->conditionWords = shippedRules()->conditionWords;
        return RulesPtr(table);
    }();
    return shared;
}

// The rules of the tests with one more kind: a guard that runs when badly hurt.
inline RulesPtr rulesWithACoward() {
    auto table = std::make_shared<Rules>(*rules());
    MonsterKind coward = *table->monster("guard");
    coward.id = "coward";
    coward.name = {"coward", {}};
    coward.fleesWhenHurt = true;
    table->monsters.push_back(coward);
    return table;
}

}  // namespace delve::testing
