#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "game/item_kind.h"

namespace delve {

struct Rules;

// What the hero knows of the run's items, as in Rogue and Brogue: each
// potion and scroll kind wears a look of its own, drawn for the run, until
// the hero learns what it is by using one (or by a scroll of identify).
class ItemLore {
  public:
    ItemLore() = default;
    // Draws a look for each disguised kind of the rules, from dice of the
    // run's own seed, so the same seed dresses them the same way. With too
    // few looks for a class, the kinds left over go undisguised.
    ItemLore(const Rules& rules, std::uint64_t seed);

    bool knows(const ItemKind& kind) const;
    // The look a kind wears while unknown; nothing when it has none.
    const ItemLook* lookOf(const ItemKind& kind) const;
    void learn(const ItemKind& kind) { known_.insert(kind.id); }

    // For saves: kind id to look id, and the kind ids known.
    const std::map<std::string, const ItemLook*>& looks() const { return looks_; }
    const std::set<std::string>& known() const { return known_; }
    void dress(const ItemKind& kind, const ItemLook& look) { looks_[kind.id] = &look; }
    // Dresses each disguised kind of the rules that wears no look in the
    // first look of its class that no kind wears, in the rules' order, and
    // returns those kinds. A run saved before a kind was added holds no look
    // for it, and an undisguised newcomer would give itself away.
    std::vector<const ItemKind*> dressTheRest(const Rules& rules);

    friend bool operator==(const ItemLore&, const ItemLore&) = default;

  private:
    std::map<std::string, const ItemLook*> looks_;
    std::set<std::string> known_;
};

}  // namespace delve
