#pragma once

#include <vector>

#include "core/point.h"
#include "game/dice.h"
#include "game/world.h"

namespace delve {

// What is shot, thrown and cast, as the rules reckon it. The deeds (shoot,
// throw, cast lightning) and the aiming screen's preview both ask these, so
// what the screen shows is what the deed then does.

// How something shot or thrown strikes: its dice, what it adds to the
// hero's own aim, how far it flies, and its chance in a hundred to break
// when it strikes.
struct Shot {
    Dice damage{1, 2, 0};
    int accuracy = 0;
    int range = 4;
    int breaks = 0;
};

// Why the hero cannot shoot now (no bow ready, no arrows), or nothing.
std::optional<MessageId> cannotShoot(const Hero& hero);
// Why she cannot cast lightning now (too little mana), or nothing.
std::optional<MessageId> cannotCast(const Hero& hero);

// A shot from the hero's bow, or nothing without one ready.
std::optional<Shot> bowShot(const Hero& hero);
// The first slot of the pack holding arrows, or -1.
int arrowSlot(const Hero& hero);
// A thing of this kind thrown by hand: darts and knives as the data says;
// anything else flies a little way and barely hurts.
Shot thrownShot(const ItemKind& kind);

// The cells a shot or a throw with this range flies over from the hero at
// `target`, where it comes down last (game/aim.h's missileFlight).
std::vector<Point> flightOf(const World& world, int range, Point target);

// Lets one thing fly from the hero at `target` (flightOf is not empty): it
// strikes the first monster in its way, and comes down there if it hits;
// one it misses it flies past. It comes down at the target, at the end of
// its range or before a wall, unless it breaks on striking or sinks in
// water, and the log says where.
void letFly(World& world, const Item& thing, const Shot& shot, Point target);

// The lightning spell: its cost, its reach and its dice.
inline constexpr int kLightningMana = 5;
inline constexpr int kLightningRange = 8;
inline constexpr Dice kLightningDamage{3, 4, 0};
// The cells the bolt lights from the hero toward `target`.
std::vector<Point> lightningCells(const World& world, Point target);
// The log says where a bolt of `length` cells toward `target`, flying
// `range` at most, ended: on a wall, on a door, or fading away.
void boltEnds(World& world, Point target, int range, std::size_t length);

// Why the hero cannot zap what she carries in `slot` now (it is no staff
// or wand, or it has no charge left), said of the thing, or nothing. An
// empty slot is no refusal: there is nothing to speak of.
std::optional<Said> zapRefusal(const World& world, int slot);
// The cells the bolt of the staff or wand in `slot` flies over from the
// hero toward `target`: to its range, a wall, or, unless it passes through
// them, the first monster. Empty when it cannot leave her.
std::vector<Point> zapCells(const World& world, int slot, Point target);

}  // namespace delve
