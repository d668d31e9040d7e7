#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/point.h"
#include "game/world.h"

namespace delve {

// What a use of a potion or scroll needs beyond the item: nothing, a place
// to aim at (the fireball), or another thing the hero has (identify, in the
// pack; enchanting, in the pack or in use).
enum class EffectAim {
    None,
    Place,
    PackItem,
};

// What the hero chose for an aimed effect.
struct EffectTarget {
    std::optional<Point> place;
    int packSlot = -1;
    // A thing in use instead of one in the pack (enchanting a worn sword).
    std::optional<EquipSlot> worn = std::nullopt;
};

// The thing an effect aimed at one of the hero's things chose, or nothing
// when the target names no thing she has.
const Item* targetThing(const Hero& hero, const EffectTarget& target);
Item* targetThing(Hero& hero, const EffectTarget& target);

// What drinking a potion or reading a scroll does, as a trap's rule: one a
// file in this folder. The data names an effect by its word
// (data/items.toml); adding one is a file here, its line in
// effect_rules.cpp, and its words in the ui.
struct ItemEffect {
    std::string_view word;
    EffectAim aim = EffectAim::None;
    // Does it: its messages, its changes. `kind` gives its power. The
    // target was checked by usable() first.
    void (*apply)(World& world, const ItemKind& kind, const EffectTarget& target) = nullptr;
    // Why the target will not do (a place out of sight), or nothing when it
    // will; for effects that aim.
    std::optional<MessageId> (*refuses)(const World& world, const EffectTarget& target) = nullptr;
    // What is said when it aims at a thing and the hero has none it would
    // take: the scroll stays unread.
    MessageId nothingToAimAt = MessageId::NothingUnknown;
};

const ItemEffect* effectOfWord(std::string_view word);
// Every effect's word, for the data's checks.
std::vector<std::string_view> effectWords();

// The cells a fireball bursting at `centre` burns: the aiming screen's glow
// and the scroll's deed both ask this (game/aim.h).
std::vector<Point> fireballCells(const World& world, Point centre);

}  // namespace delve
