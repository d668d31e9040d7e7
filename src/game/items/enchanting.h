#pragma once

#include "game/dice.h"
#include "game/item.h"

namespace delve {

// What a point of enchantment (a scroll of enchanting read into a thing)
// adds. A sword of +3 hits as a warhammer does and lands more often, so
// where to put the scrolls is a run's long choice: one weapon made great,
// or armour that turns what the deep floors swing.
inline constexpr int kAccuracyPerEnchantment = 5;  // a weapon's or bow's chance to hit
inline constexpr int kDamagePerEnchantment = 1;    // each blow or shot
inline constexpr int kDefencePerEnchantment = 2;   // armour, and a ring of protection
// Enchanting stops here: past it the scroll is refused, so no one thing
// swallows every scroll of a long run.
inline constexpr int kMostEnchantment = 10;

// Whether a scroll of enchanting can go into a thing of this kind: weapons,
// the bow, armour, rings (but the ring of life, which only crumbles) and
// staffs (game/items/charges.h says what a point gives one).
bool enchantable(const ItemKind& kind);

// A weapon's, bow's or staff's dice, and a weapon's or bow's chance to
// hit, its enchantment added.
Dice enchantedDamage(const Item& item);
int enchantedAccuracy(const Item& item);
// Armour's defence, its enchantment added.
int enchantedDefence(const Item& item);
// A ring's power, its enchantment added.
int enchantedRingPower(const Item& item);

}  // namespace delve
