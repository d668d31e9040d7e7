#pragma once

#include "game/actors.h"

namespace delve {

// How dangerous a monster is to the hero as she stands now, from the odds
// the blows are rolled with: the look screen and the panel say it in words
// and colour, so a new player knows what to run from before the fight.
enum class Danger {
    Slight,     // she would kill it losing less than half her health
    Dangerous,  // killing it would cost her half her health or more
    Deadly,     // on average it would kill her first
};

// The health the hero would lose, on average, killing the monster toe to
// toe (game/fight_odds.h): her blows to kill it, its blows meanwhile, with
// its speed and its poison. A sneak attack on one unaware of her lands.
int healthLostKilling(const Hero& hero, const Monster& monster);

// The danger, from that loss against the health she has now.
Danger dangerOf(const Hero& hero, const Monster& monster);

}  // namespace delve
