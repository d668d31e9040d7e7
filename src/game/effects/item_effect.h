#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "core/point.h"
#include "game/world.h"

namespace delve {

// What a use of a potion or scroll needs beyond the item: nothing, a place
// to aim at (the fireball), or another thing in the pack (identify).
enum class EffectAim {
    None,
    Place,
    PackItem,
};

// What the hero chose for an aimed effect.
struct EffectTarget {
    std::optional<Point> place;
    int packSlot = -1;
};

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
};

const ItemEffect* effectOfWord(std::string_view word);
// Every effect's word, for the data's checks.
std::vector<std::string_view> effectWords();

// The cells a fireball bursting at `centre` burns: the aiming screen's glow
// and the scroll's deed both ask this (game/aim.h).
std::vector<Point> fireballCells(const World& world, Point centre);

}  // namespace delve
