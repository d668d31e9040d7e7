#pragma once

#include <optional>
#include <string_view>

#include "core/rng.h"
#include "core/words.h"
#include "game/condition.h"
#include "game/item_kind.h"
#include "game/items/equipment.h"
#include "game/world.h"

namespace delve {

// What a weapon or a suit of armour found deeper down may hold besides its
// kind's numbers, as Brogue's runics: hidden until it first shows itself
// (or a scroll of identify names it), then part of the thing's name. Each
// is a rule in property_rules.cpp; one that does more than put a condition
// on, or ward one off, is a file in this folder.
enum class Property {
    Draining,  // weapon: each blow that lands gives back some of the health it took
    Venom,     // weapon: each blow that lands poisons
    Slowing,   // weapon: each blow that lands slows
    Thorns,    // armour: a blow that lands on the wearer hurts the one who struck
    Mending,   // armour: wounds close faster
    Warding,   // armour: poison never takes hold
};
inline constexpr auto kAllProperties = membersInOrder<Property, 6>();

// The word saves name it by ("draining"), and back; the ui names it in
// every language from the same word.
std::string_view propertyWord(Property property);
std::optional<Property> propertyOfWord(std::string_view word);

struct PropertyRule {
    // What it is found on: weapons or armour.
    ItemClass on = ItemClass::Weapon;
    // A weapon's: what a blow of the hero's that lands puts on the monster,
    // for `turns`.
    std::optional<ConditionKind> puts = std::nullopt;
    int turns = 0;
    // A weapon's: what follows a blow that landed for `dealt` (the monster
    // may have died of it). True when it showed itself.
    bool (*afterBlow)(World& world, Monster& monster, int dealt) = nullptr;
    // Armour's: what follows a monster's blow that landed on the wearer.
    // True when it showed itself.
    bool (*whenStruck)(World& world, Monster& monster) = nullptr;
    // Armour's: turns' worth more toward the next point of health, each turn.
    int mending = 0;
    // Armour's: a condition that never takes hold of the wearer.
    std::optional<ConditionKind> wards = std::nullopt;
};

const PropertyRule& ruleOf(Property property);

// The properties that may be found on a thing of this kind (none for
// anything but weapons and armour).
bool takesProperty(const ItemKind& kind, Property property);

// One of the properties a thing of this kind takes, chosen at random;
// nothing when it takes none.
std::optional<Property> somePropertyFor(const ItemKind& kind, Rng& rng);

// What a weapon or armour of this kind found on floor `depth` holds: one
// in ten on the first floor, a third on the deepest, chosen among the
// properties its class takes; nothing for anything else.
std::optional<Property> propertyFound(const ItemKind& kind, int depth, Rng& rng);

// The hero learns what `thing` holds, if it holds something she did not
// know of: the log says so, and its name holds it from then on.
void revealProperty(World& world, Item& thing);

// The hooks the rules call. Each shows the property to the hero (the log
// says so, the thing's name holds it from then on) the first time it acts.
// A blow of the hero's landed on `monster` for `dealt`.
void weaponPropertyActs(World& world, Monster& monster, int dealt);
// A monster's blow landed on the hero.
void armourPropertyActs(World& world, Monster& monster);
// Whether the hero's armour keeps `condition` off her.
bool armourWards(World& world, ConditionKind condition);
// Turns' worth more toward healing the hero's armour gives each turn (its
// property shows the first time a point heals with it).
int armourMending(const Hero& hero);
void armourMended(World& world);

}  // namespace delve
