// The map's colours: stone varies a little from cell to cell, the same cell
// always alike, and what is remembered is dimmer and bluer than what is seen,
// told from it and still read in every theme and in a terminal.
#include <gtest/gtest.h>

#include <set>
#include <tuple>
#include <vector>

#include "core/oklab.h"
#include "support/colour_views.h"
#include "support/test_rules.h"
#include "ui/views/light_map.h"
#include "ui/views/terrain_colours.h"

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

// Every colour a terrain's cells take, stone varying from cell to cell.
std::vector<Colour> shadesOf(Terrain terrain) {
    std::set<std::tuple<int, int, int>> seen;
    std::vector<Colour> shades;
    for (int y = 0; y < 40; ++y) {
        for (int x = 0; x < 40; ++x) {
            const Colour colour = seenTerrainColour(terrain, {x, y});
            if (seen.insert({colour.r, colour.g, colour.b}).second) {
                shades.push_back(colour);
            }
        }
    }
    return shades;
}

// How a cell of `terrain` looks where the hero sees it least lit: the dark
// of her sight (the shade of data/lights.toml), with the terrain's own
// light if it shines.
Colour seenInTheDark(const Lights& lights, Terrain terrain, Colour colour) {
    LightMap::Glow glow = shadeOf(lights);
    if (const auto& own = lights.onTerrain(terrain)) {
        glow = glow + fullGlowOf(*own);
    }
    return litBy(glow, colour);
}

TEST(TerrainColours, ARememberedCellIsToldFromOneSeenInEveryView) {
    const Lights& lights = testing::shippedRules()->lights;
    for (Terrain terrain : kEveryTerrain) {
        const std::vector<Colour> shades = shadesOf(terrain);
        testing::Nearest nearest;
        for (Colour seen : shades) {
            for (Colour remembered : shades) {
                const testing::Nearest here = testing::nearestInAnyView(
                    seenInTheDark(lights, terrain, seen), rememberedColour(remembered));
                if (here.distance < nearest.distance) {
                    nearest = here;
                }
            }
        }
        EXPECT_GE(nearest.distance, testing::kLeastRememberedDistance)
            << terrainInfo(terrain).name << " seen and remembered: " << nearest.said;
    }
}

TEST(TerrainColours, ARememberedCellStandsOutFromTheDarkInEveryView) {
    for (Terrain terrain : kEveryTerrain) {
        testing::Faintest faintest;
        for (Colour shade : shadesOf(terrain)) {
            faintest.take(rememberedColour(shade), colours::black, "remembered");
        }
        EXPECT_GE(faintest.ratio, testing::kLeastContrast)
            << terrainInfo(terrain).name << " " << faintest.said;
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
