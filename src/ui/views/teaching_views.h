#pragma once

namespace delve {

class App;
class CellBuffer;

// The views that teach: ways of looking at what the rules know, none of
// which takes a turn. F1 shows the whole floor, F3 a map of distances
// (explore's, then the hunters'), F6 the cells A* looked at under the
// travel preview. They are the App's, drawn over the map and never saved;
// only the mark they leave on the run is (Game::noteSawHiddenThings). F4,
// the hero's sight, is a setting of the run itself (Game::sightAlgorithm);
// its marks are drawn here.
enum class DistanceMap { None, Explore, Hunt };

struct TeachingViews {
    bool wholeFloor = false;                    // F1
    DistanceMap distances = DistanceMap::None;  // F3
    bool searchedCells = false;                 // F6
};

// Over the map view, after it: the whole floor (F1), the numbers of a map of
// distances (F3), and where the two ways of seeing differ (F4 on).
void drawTeachingViews(const App& app, CellBuffer& buffer);

}  // namespace delve
