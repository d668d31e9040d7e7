#include "game/danger.h"

#include "game/fight_odds.h"

namespace delve {

int healthLostKilling(const Hero& hero, const Monster& monster) {
    return static_cast<int>(turnsToKill(hero, monster) * damagePerTurn(hero, monster));
}

Danger dangerOf(const Hero& hero, const Monster& monster) {
    const int lost = healthLostKilling(hero, monster);
    if (lost >= hero.hp) {
        return Danger::Deadly;
    }
    return lost * 2 >= hero.hp ? Danger::Dangerous : Danger::Slight;
}

}  // namespace delve
