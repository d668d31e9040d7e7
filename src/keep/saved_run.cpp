#include "keep/saved_run.h"

#include "keep/floor_state.h"
#include "keep/state_ways.h"

namespace delve {

SavedFloor savedFloor(const Stage& stage) {
    SavedFloor floor;
    Saving saving;
    floorState(saving, floor, stage);
    return floor;
}

Stage stageOf(SavedFloor& floor) {
    Stage stage;
    Restoring restoring;
    floorState(restoring, floor, stage);
    return stage;
}

std::vector<RememberedCell> rememberedOtherwise(const Map& map) {
    std::vector<RememberedCell> remembered;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.isExplored({x, y}) && map.remembered({x, y}) != map.terrain({x, y})) {
                remembered.push_back({{x, y}, map.remembered({x, y})});
            }
        }
    }
    return remembered;
}

std::vector<DressedKind> dressedKinds(const ItemLore& lore, const Rules& rules) {
    std::vector<DressedKind> dressed;
    for (const auto& [kindId, look] : lore.looks()) {
        dressed.push_back({rules.item(kindId), look});
    }
    return dressed;
}

}  // namespace delve
