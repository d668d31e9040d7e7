#include "ui/views/distance_view.h"

#include <algorithm>

namespace delve {

namespace {

constexpr std::string_view kDigits = "0123456789abcdefghijklmnopqrstuvwxyz";
constexpr int kStep = 100;  // a distance is in hundredths of a step
constexpr Colour kNear{250, 235, 120};
constexpr Colour kFar{50, 80, 160};
constexpr int kFarSteps = static_cast<int>(kDigits.size()) - 1;

Colour distanceColour(int value) {
    const int steps = std::min(value / kStep, kFarSteps);
    return blend(kNear, kFar, steps * 100 / kFarSteps);
}

// Whether a monster stands drawn on the cell, to be left on top.
bool monsterDrawnAt(const Game& game, Point cell, bool wholeFloor) {
    const Monster* monster = game.stage().monsterAt(cell);
    return monster != nullptr && (game.canSee(*monster) || wholeFloor);
}

}  // namespace

char32_t distanceGlyph(int value) {
    const auto steps = static_cast<std::size_t>(std::max(value, 0) / kStep);
    return static_cast<char32_t>(kDigits[steps % kDigits.size()]);
}

DijkstraMap distanceMapOf(const Game& game, DistanceMap which) {
    if (which == DistanceMap::Hunt) {
        return huntMapFor(game.stage(), game.hero().position);
    }
    return game.foresight().exploreMap();
}

void drawDistanceMap(const Game& game, DistanceMap which, bool wholeFloor, const Camera& camera,
                     CellBuffer& buffer) {
    if (which == DistanceMap::None) {
        return;
    }
    const DijkstraMap distances = distanceMapOf(game, which);
    camera.forEachShownCell([&](Point screen, Point cell) {
        if (!distances.reached(cell) || cell == game.hero().position ||
            monsterDrawnAt(game, cell, wholeFloor)) {
            return;
        }
        const int value = distances.at(cell);
        buffer.put(screen, distanceGlyph(value), distanceColour(value));
    });
}

}  // namespace delve
