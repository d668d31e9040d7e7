#pragma once

namespace delve {

class App;

// F1, F3, F4 and F6 on the play screen: each switches a view that teaches,
// and none takes a turn. F1 and F3 show what the hero does not know, so
// the run is marked as having been shown it; F4 switches the hero's sight,
// a setting of the run. The keys are recorded as any key is, so a replay
// marks and switches alike.
enum class ViewSwitch {
    WholeFloor,     // F1
    DistanceMaps,   // F3
    Sight,          // F4
    SearchedCells,  // F6
};
void switchView(App& app, ViewSwitch which);

}  // namespace delve
