#include "ui/views/terrain_colours.h"

#include <algorithm>
#include <cstdint>

#include "core/oklab.h"
#include "ui/views/cell_noise.h"
#include "ui/views/colour_memo.h"

namespace delve {

namespace {

// How far a cell's lightness may stray from its terrain's, in OKLab: about
// the least a careful eye tells apart, so stone looks worn, not speckled.
constexpr double kStray = 0.025;

constexpr double kRememberedLightness = 0.65;
// No remembered colour is darker than this OKLab lightness: about the
// least that stands 3 to 1 on black (docs/decisions.md), so a remembered
// floor or thing can still be read, in the window and in a terminal.
constexpr double kLeastRememberedLightness = 0.51;
constexpr double kRememberedColourfulness = 0.25;
// Toward blue on OKLab's b axis: with the colour gone, the blue is what
// tells a remembered cell from the same cell seen at the edge of sight,
// which is about as light.
constexpr double kRememberedBlue = 0.05;

// A cell's grain: one of 2001 steps, the same for the same cell.
std::uint32_t grainOf(Point cell) {
    return static_cast<std::uint32_t>(cellHash(cell) % 2001);
}

// The grain as a number from -1 to 1.
double noiseOfGrain(std::uint32_t grain) {
    return static_cast<double>(grain) / 1000.0 - 1.0;
}

std::uint32_t colourKey(Colour colour) {
    return (std::uint32_t{colour.r} << 16) | (std::uint32_t{colour.g} << 8) | colour.b;
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
        case Terrain::Remains:
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
    const std::uint32_t grain = grainOf(cell);
    thread_local ColourMemo<8192> stone;
    return stone.get((static_cast<std::uint32_t>(terrain) << 16) | grain, [&] {
        Oklab lab = toOklab(own);
        lab.lightness += kStray * noiseOfGrain(grain);
        return fromOklab(lab);
    });
}

Colour rememberedColour(Colour seen) {
    thread_local ColourMemo<4096> remembered;
    return remembered.get(colourKey(seen), [seen] {
        const Oklab lab = toOklab(seen);
        const double lightness =
            std::max(kLeastRememberedLightness, lab.lightness * kRememberedLightness);
        return fromOklab({lightness, lab.a * kRememberedColourfulness,
                          lab.b * kRememberedColourfulness - kRememberedBlue});
    });
}

}  // namespace delve
