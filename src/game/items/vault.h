#pragma once

#include "core/rng.h"
#include "game/world.h"

namespace delve {

// A vault of choice, as Brogue's altars: a few good things on pedestals in
// a row, each in the open for the hero to look at before she chooses.
// Taking one shuts the others away for good (PickUp), so what she carries
// out is the floor's decision. Exploring walks past them; the look screen
// says what they are and what taking one does.

// The most things a vault can hold (data/dungeon.toml's `vault`).
inline constexpr int kMostInAVault = 5;

// Lays `things` good things for the depth on pedestals two cells apart, in
// a row (east or south) of open floor away from where the hero arrives: staffs, weapons
// and armour whose property shows (it is part of the choice), rings; no
// two of a kind. Nothing when the floor has no such row.
void placeVault(World& world, int things, Rng& floorRng);

}  // namespace delve
