#include "ui/terrain_colours.h"

#include "core/oklab.h"
#include "ui/cell_noise.h"

namespace delve {

namespace {

// How far a cell's lightness may stray from its terrain's, in OKLab: about
// the least a careful eye tells apart, so stone looks worn, not speckled.
constexpr double kStray = 0.025;

constexpr double kRememberedLightness = 0.65;
constexpr double kRememberedColourfulness = 0.3;
constexpr double kRememberedBlue = 0.05;  // toward blue on OKLab's b axis

// A number from -1 to 1, the same for the same cell.
double cellNoise(Point cell) {
    return static_cast<double>(cellHash(cell) % 2001) / 1000.0 - 1.0;
}

bool isStone(Terrain terrain) {
    switch (terrain) {
        case Terrain::Wall:
        case Terrain::Floor:
        case Terrain::SecretDoor:  // looks as the wall does, or it would give itself away
            return true;
        case Terrain::ClosedDoor:
        case Terrain::OpenDoor:
        case Terrain::Water:
        case Terrain::StairsDown:
        case Terrain::Blood:
        case Terrain::StairsUp:
        case Terrain::Count:
            return false;
    }
    return false;
}

}  // namespace

Colour seenTerrainColour(Terrain terrain, Point cell) {
    const Colour own = terrainInfo(terrain).colour;
    if (!isStone(terrain)) {
        return own;
    }
    Oklab lab = toOklab(own);
    lab.lightness += kStray * cellNoise(cell);
    return fromOklab(lab);
}

Colour rememberedColour(Colour seen) {
    const Oklab lab = toOklab(seen);
    return fromOklab({lab.lightness * kRememberedLightness, lab.a * kRememberedColourfulness,
                      lab.b * kRememberedColourfulness - kRememberedBlue});
}

}  // namespace delve
