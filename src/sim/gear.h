#pragma once

#include "game/actors.h"

namespace delve {

// Which of the things the hero carries are worth using, judged as a player
// judges them from the kinds' data and their enchantment: a weapon by its
// average blow and how often it lands, armour by its defence less what its
// weight costs.

// A weapon's worth in the hero's hand (nothing for bare hands): her
// average blow with it times its chance in a hundred to land on a monster
// of middling defence.
int weaponWorth(const Hero& hero, const Item* weapon);
// Armour's worth (nothing for none): its defence, less half its slowness,
// since a slower hero is struck more often and cannot outrun anything.
int armourWorth(const Item* armour);

// Where a scroll of enchanting does the most good: the weapon in hand and
// the armour worn in turn, the less enchanted first (the weapon on a tie),
// else the bow. Nothing when nothing in use would take it.
std::optional<EquipSlot> worthEnchanting(const Hero& hero);

// What a thing on a vault's pedestal is worth to her, to choose among
// them: a staff most (its charges come back), then a weapon or armour
// better than hers, then a ring; nothing else is worth the choice.
int vaultWorth(const Hero& hero, const Item& item);

// The slot of the pack worth putting to use now: a better weapon or armour
// than the one in use, a bow when none is ready, a ring for a free hand.
// -1 when there is none.
int gearToUse(const Hero& hero);
// A slot of the pack holding a weapon, armour or bow no better than the one
// in use: dropped, it leaves room for what is worth carrying. -1 for none.
int gearToDrop(const Hero& hero);

}  // namespace delve
