#pragma once

// The floors each kind of the game's data can stand on, for the tests that
// ask whether two kinds may be seen together. A floor is a depth, counted
// alike in both adventures (the Dungeon's floor 2 and the Mine's level 2 are
// both 2, its camp 0): a player who learns a colour in one meets it in the
// other. A kind stands on the depths its table gives (a kind of rarity 0
// too: the Mine's say the levels that hold them) and on every floor a
// hand-made level that places it may take.

#include <algorithm>
#include <set>
#include <string_view>

#include "game/rules.h"

namespace delve::testing {

using Floors = std::set<int>;

inline Floors depthsFrom(int shallowest, int deepest) {
    Floors floors;
    for (int depth = shallowest; depth <= deepest; ++depth) {
        floors.insert(depth);
    }
    return floors;
}

inline bool shareAFloor(const Floors& one, const Floors& other) {
    return std::ranges::any_of(one, [&](int depth) { return other.contains(depth); });
}

// Every depth some level of an adventure that places `id` (as `kind`) may
// be: its fixed floors, its surface, and the floors a planned level may take.
inline Floors floorsOfPlacements(const Rules& rules, PlacementKind kind, std::string_view id) {
    const auto places = [&](const Level& level) {
        return std::ranges::any_of(level.placements, [&](const Placement& placement) {
            if (placement.kind != kind) {
                return false;
            }
            if (kind == PlacementKind::Item) {
                const ItemKind* item = rules.item(placement.id);  // a legend may use an alias
                return item != nullptr && item->id == id;
            }
            return placement.id == id;
        });
    };
    Floors floors;
    for (const DungeonPlan& plan : rules.adventures) {
        if (plan.surface && places(*plan.surface)) {
            floors.insert(0);
        }
        for (std::size_t index = 0; index < plan.floors.size(); ++index) {
            if (plan.floors[index].level && places(*plan.floors[index].level)) {
                floors.insert(static_cast<int>(index) + 1);
            }
        }
        for (const PlannedLevel& planned : plan.levels) {
            if (planned.level && places(*planned.level)) {
                floors.merge(depthsFrom(planned.shallowest, planned.deepest));
            }
        }
    }
    return floors;
}

// The floors that hold the Amulet, where it lies with its guards.
inline Floors amuletFloors(const Rules& rules) {
    Floors floors;
    for (const DungeonPlan& plan : rules.adventures) {
        for (std::size_t index = 0; index < plan.floors.size(); ++index) {
            if (plan.floors[index].holdsAmulet) {
                floors.insert(static_cast<int>(index) + 1);
            }
        }
    }
    return floors;
}

inline Floors floorsOf(const Rules& rules, const MonsterKind& kind) {
    Floors floors = depthsFrom(kind.minDepth, kind.maxDepth);
    floors.merge(floorsOfPlacements(rules, PlacementKind::Monster, kind.id));
    for (const DungeonPlan& plan : rules.adventures) {
        for (const FloorPlan& floor : plan.floors) {
            if (std::ranges::find(floor.guards, kind.id) != floor.guards.end()) {
                floors.merge(amuletFloors(rules));
            }
        }
    }
    return floors;
}

inline Floors floorsOf(const Rules& rules, const ItemKind& kind) {
    Floors floors = depthsFrom(kind.minDepth, kind.maxDepth);
    floors.merge(floorsOfPlacements(rules, PlacementKind::Item, kind.id));
    if (kind.itemClass == ItemClass::Amulet) {
        floors.merge(amuletFloors(rules));
    }
    return floors;
}

inline Floors floorsOf(const Rules& rules, const PersonKind& kind) {
    return floorsOfPlacements(rules, PlacementKind::Person, kind.id);
}

}  // namespace delve::testing
