#pragma once

#include <span>

#include "game/actors.h"

namespace delve {

// What a fight is likely to cost, reckoned from the kinds' data as a player
// reckons it from the monster's description: the chance of each blow, its
// average, and how often each side strikes. Averages only: `delve sim`'s
// bot keeps a margin for bad luck where it decides, and the danger words
// of the look screen and the panel (game/danger.h) are read from them.

// The hero's chance in a hundred to land a blow on this kind (a sneak
// attack on one that has not noticed her always lands).
int heroHitChance(const Hero& hero, const Monster& monster);
// The average damage of one of the hero's blows that lands, with her
// weapon, her level's bonus and, for the barbarian, her fury now.
double heroBlowAverage(const Hero& hero);
// Turns the hero needs, on average, to kill the monster as it is now.
double turnsToKill(const Hero& hero, const Monster& monster);
// Health the monster takes off the hero each of her turns, on average,
// beside her: its chance to hit her armour, its blow (the fighter's
// toughness taken off), how often it acts to her once, and its poison.
double damagePerTurn(const Hero& hero, const Monster& monster);

// Health the hero is likely to lose killing all of `foes`, nearest first.
// In the open they all strike while each dies in turn; where only one can
// reach her (`oneAtATime`), each strikes only while it is the one in front.
double fightCost(const Hero& hero, std::span<const Monster* const> foes, bool oneAtATime);

}  // namespace delve
