#include "game/fight_odds.h"

#include <algorithm>

#include "game/combat.h"
#include "game/items/enchanting.h"
#include "game/moves/move_rule.h"

namespace delve {

namespace {

double average(const Dice& dice) {
    return dice.averageHundredths() / 100.0;
}

}  // namespace

int heroHitChance(const Hero& hero, const Monster& monster) {
    if (!monster.awake() || monster.mind == MonsterMind::Wandering) {
        return 100;
    }
    return blowChance(heroAccuracy(hero), monster.kind->defence);
}

double heroBlowAverage(const Hero& hero) {
    double blow = average(hero.heroClass->damage) + hero.damageBonus;
    if (const std::optional<Item>& weapon = hero.equipment.in(EquipSlot::Weapon)) {
        blow += average(enchantedDamage(*weapon));
    }
    if (hero.heroClass->trait == ClassTrait::Fury && hero.maxHp > 0) {
        blow += (hero.maxHp - hero.hp) * 4 / hero.maxHp;
    }
    return std::max(blow, 1.0);
}

double turnsToKill(const Hero& hero, const Monster& monster) {
    const double perTurn = heroBlowAverage(hero) * heroHitChance(hero, monster) / 100.0;
    return std::max(1.0, monster.hp / perTurn);
}

double damagePerTurn(const Hero& hero, const Monster& monster) {
    double blow = average(monster.kind->damage);
    if (hero.heroClass->trait == ClassTrait::Toughness) {
        blow = std::max(blow - 1.0, 1.0);
    }
    const double chance = blowChance(monster.kind->accuracy, heroDefence(hero)) / 100.0;
    const double pace = static_cast<double>(monster.speed) / std::max(hero.speed, 1);
    // Poison goes on ticking after the blow: count it as part of the blow.
    double poison = 0;
    for (const MonsterMove& move : monster.kind->moves) {
        if (move.rule->harmAfterABlow != nullptr) {
            poison += move.chance / 100.0 * move.rule->harmAfterABlow(move.numbers);
        }
    }
    return chance * pace * (blow + poison);
}

double fightCost(const Hero& hero, std::span<const Monster* const> foes, bool oneAtATime) {
    std::vector<const Monster*> order(foes.begin(), foes.end());
    std::ranges::sort(order, [&hero](const Monster* a, const Monster* b) {
        const int da = chebyshevDistance(a->position, hero.position);
        const int db = chebyshevDistance(b->position, hero.position);
        return da != db ? da < db : a->hp < b->hp;
    });
    double cost = 0;
    double elapsed = 0;
    for (const Monster* foe : order) {
        const double turns = turnsToKill(hero, *foe);
        elapsed += turns;
        cost += damagePerTurn(hero, *foe) * (oneAtATime ? turns : elapsed);
    }
    return cost;
}

}  // namespace delve
