#include "game/dungeon_plan.h"

#include <algorithm>

#include "core/rng.h"

namespace delve {

namespace {
// The plan's dice are a stream of their own on floor 1's seed, so they do
// not repeat the dice that lay out floor 1.
constexpr std::uint64_t kPlanStream = 0x706c616e;  // "plan"

// Marks a place's name for the catalogs (scripts/catalogs), as the data's
// own are: the rules keep the English, and the ui says it in the player's.
constexpr std::string_view NC_(std::string_view /*context*/, std::string_view english) {
    return english;
}
}  // namespace

FloorPlan DungeonPlan::floor(int depth) const {
    if (depth >= 1 && depth <= static_cast<int>(floors.size())) {
        return floors[static_cast<std::size_t>(depth - 1)];
    }
    // A few more of everything the deeper it is.
    FloorPlan plan;
    // Only a plan that lists no floors (a test's rules) comes here.
    plan.name = std::string(NC_("place", "The Depths"));
    plan.monsters = {3 + depth, 5 + depth};
    plan.items = {4 + depth / 2, 6 + depth / 2};
    plan.traps = {1 + depth / 2, 2 + depth / 2};
    return plan;
}

int DungeonPlan::deepest() const {
    return floors.empty() ? kDeepestFloor : static_cast<int>(floors.size());
}

std::vector<int> handMadeFloors(const DungeonPlan& plan,
                                const std::vector<std::uint64_t>& floorSeeds) {
    std::vector<int> chosen(floorSeeds.size(), -1);
    if (floorSeeds.empty()) {
        return chosen;
    }
    Rng dice(floorSeeds.front(), kPlanStream);
    const int floors = static_cast<int>(floorSeeds.size());
    for (std::size_t index = 0; index < plan.levels.size(); ++index) {
        const PlannedLevel& level = plan.levels[index];
        // Both rolls are made for every level, so one level's luck does not
        // change where the next one goes.
        const bool comes = dice.chance(level.chance);
        const int first = dice.roll(level.shallowest, level.deepest);
        if (!comes) {
            continue;
        }
        const int span = level.deepest - level.shallowest + 1;
        for (int step = 0; step < span; ++step) {
            const int depth = level.shallowest + (first - level.shallowest + step) % span;
            if (depth < 1 || depth > floors) {
                continue;
            }
            int& slot = chosen[static_cast<std::size_t>(depth - 1)];
            if (slot < 0 && !plan.floor(depth).holdsAmulet) {
                slot = static_cast<int>(index);
                break;
            }
        }
    }
    return chosen;
}

}  // namespace delve
