// The map's colours: stone varies a little from cell to cell, the same cell
// always alike, and what is remembered is dimmer and bluer than what is seen.
#include <gtest/gtest.h>

#include <set>
#include <tuple>

#include "core/oklab.h"
#include "ui/terrain_colours.h"

namespace delve {
namespace {

constexpr Terrain kEveryTerrain[] = {Terrain::Wall,       Terrain::Floor,      Terrain::ClosedDoor,
                                     Terrain::OpenDoor,   Terrain::SecretDoor, Terrain::Water,
                                     Terrain::StairsDown, Terrain::Blood,      Terrain::StairsUp};

TEST(TerrainColours, AFloorVariesFromCellToCellButBarely) {
    std::set<std::tuple<int, int, int>> shades;
    const Colour own = terrainInfo(Terrain::Floor).colour;
    for (int x = 0; x < 20; ++x) {
        const Colour seen = seenTerrainColour(Terrain::Floor, {x, 3});
        shades.insert({seen.r, seen.g, seen.b});
        EXPECT_LT(colourDistance(seen, own), 0.03) << x;
    }
    EXPECT_GT(shades.size(), 5u);
}

TEST(TerrainColours, TheSameCellIsAlwaysAlikeAndASecretDoorLooksAsTheWall) {
    EXPECT_EQ(seenTerrainColour(Terrain::Wall, {7, 9}), seenTerrainColour(Terrain::Wall, {7, 9}));
    EXPECT_EQ(seenTerrainColour(Terrain::SecretDoor, {7, 9}),
              seenTerrainColour(Terrain::Wall, {7, 9}));
    EXPECT_EQ(seenTerrainColour(Terrain::StairsDown, {7, 9}),
              terrainInfo(Terrain::StairsDown).colour);
}

TEST(TerrainColours, WhatIsRememberedIsDimmerAndBluerThanWhatIsSeen) {
    for (Terrain terrain : kEveryTerrain) {
        const Colour seen = seenTerrainColour(terrain, {4, 4});
        const Oklab before = toOklab(seen);
        const Oklab after = toOklab(rememberedColour(seen));
        EXPECT_LT(after.lightness, before.lightness) << terrainInfo(terrain).name;
        EXPECT_LT(after.b, 0.0) << terrainInfo(terrain).name;
        EXPECT_GT(after.lightness, 0.3) << terrainInfo(terrain).name << " still readable";
    }
}

TEST(Oklab, AColourComesBackFromOklabAsItWas) {
    for (const Colour colour : {Colour{0, 0, 0}, Colour{255, 255, 255}, Colour{110, 110, 120},
                                Colour{170, 30, 30}, Colour{60, 110, 230}}) {
        EXPECT_EQ(fromOklab(toOklab(colour)), colour);
    }
}

}  // namespace
}  // namespace delve
