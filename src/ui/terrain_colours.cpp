#include "ui/terrain_colours.h"

#include <cstdint>

#include "core/oklab.h"

namespace delve {

namespace {

// How far a cell's lightness may stray from its terrain's, in OKLab: about
// the least a careful eye tells apart, so stone looks worn, not speckled.
constexpr double kStray = 0.025;

constexpr double kRememberedLightness = 0.65;
constexpr double kRememberedColourfulness = 0.3;
constexpr double kRememberedBlue = 0.05;  // toward blue on OKLab's b axis

// A number from -1 to 1 that is the same for the same cell and looks random
// from cell to cell (a SplitMix64 finaliser over the two coordinates).
double cellNoise(Point cell) {
    std::uint64_t z = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(cell.x)) << 32) ^
                      static_cast<std::uint32_t>(cell.y);
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    return static_cast<double>(z % 2001) / 1000.0 - 1.0;
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
