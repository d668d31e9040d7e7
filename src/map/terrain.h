#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/colour.h"

namespace delve {

// What the floor of a cell is made of. The order is the order of the table in
// terrain.cpp, whose size is checked against Count when the program builds.
enum class Terrain : std::uint8_t {
    Wall,
    Floor,
    ClosedDoor,
    OpenDoor,
    SecretDoor,
    Water,
    StairsDown,
    Blood,
    StairsUp,
    Remains,  // what is left of a monster killed on the floor
    Count
};

// Everything the rules and the screen need to know about one kind of terrain.
// A secret door is drawn as a wall: only its name and the rules tell it apart.
struct TerrainInfo {
    char symbol;     // its character in level files
    char32_t glyph;  // how it is drawn
    Colour colour;   // its colour when in view
    bool walkable;   // can an actor stand here?
    bool opaque;     // does it block sight?
    std::string_view name;
};

const TerrainInfo& terrainInfo(Terrain terrain);

// What the hero takes the terrain for: a secret door passes for a wall.
constexpr Terrain apparentTerrain(Terrain terrain) {
    return terrain == Terrain::SecretDoor ? Terrain::Wall : terrain;
}

// Floor, with or without what was spilt or fell on it: what may lie on it
// next, what fungus grows beside.
constexpr bool isFloorUnderfoot(Terrain terrain) {
    return terrain == Terrain::Floor || terrain == Terrain::Blood || terrain == Terrain::Remains;
}

// The terrain a level-file character stands for, if any.
std::optional<Terrain> terrainFromSymbol(char symbol);

}  // namespace delve
