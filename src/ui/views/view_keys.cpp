#include "ui/views/view_keys.h"

#include "ui/app.h"

namespace delve {

namespace {

// F3 shows explore's map, then the hunters', then none.
DistanceMap nextDistanceMap(DistanceMap shown) {
    switch (shown) {
        case DistanceMap::None:
            return DistanceMap::Explore;
        case DistanceMap::Explore:
            return DistanceMap::Hunt;
        case DistanceMap::Hunt:
            break;
    }
    return DistanceMap::None;
}

}  // namespace

void switchView(App& app, ViewSwitch which) {
    Game& game = app.game();
    TeachingViews& views = app.views();
    switch (which) {
        case ViewSwitch::WholeFloor:
            views.wholeFloor = !views.wholeFloor;
            break;
        case ViewSwitch::DistanceMaps:
            views.distances = nextDistanceMap(views.distances);
            break;
        case ViewSwitch::Sight:
            game.setSightAlgorithm(game.sightAlgorithm() == FovAlgorithm::Shadowcast
                                       ? FovAlgorithm::Bresenham
                                       : FovAlgorithm::Shadowcast);
            break;
        case ViewSwitch::SearchedCells:
            views.searchedCells = !views.searchedCells;
            break;
    }
    // What the run has been shown is part of its record.
    if (views.wholeFloor || views.distances != DistanceMap::None) {
        game.noteSawHiddenThings();
    }
}

}  // namespace delve
