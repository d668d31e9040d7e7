#pragma once

#include <string_view>

#include "game/game.h"

namespace delve {

// Finding things in the hero's pack as a player finds them: by what she
// knows of them. An unknown potion is only a colour to her, so the bot
// never looks through its disguise.

// The slot holding a potion or scroll the hero knows, whose effect is
// `effect` (its word in data/items.toml: "heal", "teleport"), or -1.
int knownSlot(const Game& game, std::string_view effect);
// How many of that known potion or scroll the pack holds.
int knownCount(const Game& game, std::string_view effect);
// The first slot holding a potion or scroll of this class the hero does not
// know yet, or -1.
int unknownSlot(const Game& game, ItemClass itemClass);
// The slot holding things made for throwing (darts, knives), or -1.
int missileSlot(const Hero& hero);

// Whether a thing on the floor is worth picking up, as Explore judges it:
// seen, not put down by the hero, and with room for it in the pack.
bool worthTaking(const Game& game, const FloorItem& item);
// Whether something worth taking lies where the hero stands.
bool worthTakingUnderfoot(const Game& game);

// Drinks, reads, wields or wears a slot, aiming it at nothing.
inline UseItem useSlot(int slot) {
    return UseItem{slot, std::nullopt, -1};
}

}  // namespace delve
