#pragma once

#include "core/rng.h"
#include "game/bolts/bolt_rule.h"
#include "game/item.h"
#include "game/items/pack.h"

namespace delve {

// Staffs and wands: the charges they hold and what a zap is worth. A staff
// is the run's lasting tool, gathering its charges back with time and
// growing with each scroll of enchanting; a wand is a few strong zaps and
// then dust.

// Each point of a staff's enchantment holds one more charge, and adds this
// many turns to the condition its bolt puts on (its damage grows as a
// weapon's does, game/items/enchanting.h).
inline constexpr int kTurnsPerEnchantment = 2;
// The most charges any staff or wand can hold, for the save's checks.
inline constexpr int kMostCharges = 100;

// Whether a thing of this kind is zapped: a staff or a wand.
bool zappable(const ItemKind& kind);

// A thing of this kind as it is found, given or carried from the start:
// `count` of it where it stacks, a staff or wand with all its charges.
Item freshItem(const ItemKind& kind, int count = 1);

// The most charges a staff holds; for a wand, the charges it was made
// with, since it never gathers more.
int mostCharges(const Item& item);
// How many turns a staff takes to gather one charge: the fuller its
// enchantment, the quicker; never less than one.
int turnsPerCharge(const Item& item);

// What one zap of this staff or wand deals, rolling its damage.
BoltStrength zapStrength(const Item& item, Rng& rng);

// A turn goes by for each staff in the pack: one short of its most gathers
// a turn toward its next charge.
void gatherCharges(Pack& pack);

}  // namespace delve
