#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/colour.h"
#include "core/words.h"
#include "game/dice.h"
#include "game/english_name.h"

namespace delve {

struct ItemEffect;
struct BoltRule;

// What sort of thing an item is, which decides what using it does: a
// potion is drunk, a scroll read, a weapon wielded, armour worn, a ring put
// on, the bow readied; arrows are fired from the bow and missiles thrown; a
// staff or a wand is zapped, spending a charge: a staff gathers its charges
// again with time, a wand never does.
enum class ItemClass {
    Potion,
    Scroll,
    Weapon,
    Bow,
    Arrows,
    Missile,
    Armour,
    Ring,
    Gold,
    Amulet,
    // Goods carried to be handed over (the Mine's silver ore): they stack,
    // and do nothing when used.
    Treasure,
    Staff,
    Wand,
};

// The word data files and saves write each class as; "" for a value that
// is none.
constexpr std::string_view itemClassWord(ItemClass member) {
    switch (member) {
        case ItemClass::Potion:
            return "potion";
        case ItemClass::Scroll:
            return "scroll";
        case ItemClass::Weapon:
            return "weapon";
        case ItemClass::Bow:
            return "bow";
        case ItemClass::Arrows:
            return "arrows";
        case ItemClass::Missile:
            return "missile";
        case ItemClass::Armour:
            return "armour";
        case ItemClass::Ring:
            return "ring";
        case ItemClass::Gold:
            return "gold";
        case ItemClass::Amulet:
            return "amulet";
        case ItemClass::Treasure:
            return "treasure";
        case ItemClass::Staff:
            return "staff";
        case ItemClass::Wand:
            return "wand";
    }
    return {};
}
inline constexpr std::size_t kItemClassCount = 13;
static_assert(namesExactly<ItemClass>(kItemClassCount, itemClassWord),
              "kItemClassCount must count every ItemClass");
inline constexpr auto kItemClassWords = wordsInOrder<ItemClass, kItemClassCount>(itemClassWord);

std::optional<ItemClass> itemClassOfWord(std::string_view word);

// What a ring does while it is worn.
enum class RingPower {
    None,
    Protection,    // adds its power to the hero's defence
    Regeneration,  // each turn counts 1 + power toward the next point of health
    Sight,         // the hero sees this many cells farther
    Life,          // when the hero would die, she lives at full health and it crumbles
};

// The word data files write each power as; "" for a value that is none.
constexpr std::string_view ringPowerWord(RingPower member) {
    switch (member) {
        case RingPower::None:
            return "none";
        case RingPower::Protection:
            return "protection";
        case RingPower::Regeneration:
            return "regeneration";
        case RingPower::Sight:
            return "sight";
        case RingPower::Life:
            return "life";
    }
    return {};
}
inline constexpr std::size_t kRingPowerCount = 5;
static_assert(namesExactly<RingPower>(kRingPowerCount, ringPowerWord),
              "kRingPowerCount must count every RingPower");
inline constexpr auto kRingPowerWords = wordsInOrder<RingPower, kRingPowerCount>(ringPowerWord);

// Everything items of one kind share, read from data/items.toml (a type
// object, as MonsterKind). Each class reads the fields that matter to it and
// leaves the rest at their defaults.
struct ItemKind {
    std::string id;  // snake_case, as saves and level legends name it
    // Other ids a level's legend may name it by (seed 002's `potion_heal`);
    // a save always names it by `id`.
    std::vector<std::string> aliases;
    EnglishName name;
    ItemClass itemClass = ItemClass::Potion;
    char32_t glyph = U'!';
    Colour colour;

    // Found on these floors, weighed by rarity against the floor's other
    // kinds; a rarity of 0 is never found by chance (the Amulet).
    int minDepth = 1;
    int maxDepth = 10;
    int rarity = 0;
    // How many lie together when found: arrows and darts by the handful.
    int leastFound = 1;
    int mostFound = 1;

    // A weapon's blow, the bow's shot, a thrown missile's hit; added to the
    // hero's own blow for a weapon.
    Dice damage{0, 1, 0};
    int accuracy = 0;  // added to the wielder's chance to hit
    int range = 0;     // the bow and missiles: how far they fly
    int breaks = 0;    // arrows and missiles: percent that break on a hit

    // Armour: defence given, the noise each step makes (sleepers near may
    // wake) and speed lost.
    int defence = 0;
    int noise = 0;
    int slowness = 0;

    // Potions and scrolls: what drinking or reading does, and how much.
    const ItemEffect* effect = nullptr;
    RingPower ring = RingPower::None;
    int power = 0;

    // Staffs and wands: what their bolt does (with `damage`, `power` for
    // the turns a condition lasts, and `range`), the charges one holds when
    // found, and for a staff the turns it takes to gather one back.
    const BoltRule* bolt = nullptr;
    int charges = 0;
    int recharge = 0;

    // Potions and scrolls wear a look drawn for each run until known.
    bool disguised() const {
        return itemClass == ItemClass::Potion || itemClass == ItemClass::Scroll;
    }
    // Whether two of them share a slot of the pack.
    bool stacks() const {
        return itemClass == ItemClass::Potion || itemClass == ItemClass::Scroll ||
               itemClass == ItemClass::Arrows || itemClass == ItemClass::Missile ||
               itemClass == ItemClass::Gold || itemClass == ItemClass::Treasure;
    }
};

// How a disguised kind looks in a run until it is known: "an amber potion",
// "a scroll labelled XOTH VANU". Read from data/looks.toml.
struct ItemLook {
    std::string id;  // snake_case: "amber"
    ItemClass itemClass = ItemClass::Potion;
    EnglishName name;
    Colour colour;
};

}  // namespace delve
