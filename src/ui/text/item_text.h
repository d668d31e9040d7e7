#pragma once

#include <string>
#include <string_view>

#include "core/colour.h"
#include "game/item.h"
#include "game/items/equipment.h"
#include "game/items/item_lore.h"
#include "game/properties/property.h"
#include "ui/text/noun.h"

namespace delve {

// What the hero calls a kind: its look while it is unknown ("amber
// potion"), else its own name.
Noun itemNoun(const ItemLore& lore, const ItemKind& kind);

// A potion or scroll is drawn in its look's colour, known or not, so the
// amber potion stays amber once the hero knows it heals.
Colour itemColour(const ItemLore& lore, const ItemKind& kind);

// Some things as a list names them, in the current language: "a dagger",
// "3 darts", "an amber potion", "a sword (+2)".
std::string itemName(const ItemLore& lore, const Item& item);

// What a weapon's or armour's property (by its word, "draining") adds to
// its name once known: "of draining". Empty for a word of none.
std::string propertyPhrase(std::string_view word);
// What it does, in a few words for the inventory: "heals you a little with
// each blow that lands".
std::string propertyUse(Property property);

// What a kind does, as far as the hero knows, in a few words for the
// inventory: "damage 1d6+1, +5 to hit", "heals 20 health", "unknown".
std::string itemUse(const ItemLore& lore, const ItemKind& kind);

// Where a thing in use is: "in hand", "on the left hand".
std::string placeInUse(EquipSlot slot);

}  // namespace delve
