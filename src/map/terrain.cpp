#include "map/terrain.h"

#include <array>

#include "core/exact_table.h"

namespace delve {

namespace {

constexpr auto kTerrain =
    keyedTable<Terrain, TerrainInfo, static_cast<std::size_t>(Terrain::Count)>({
        {Terrain::Wall, {'#', U'#', Colour{185, 175, 160}, false, true, "wall"}},
        {Terrain::Floor, {'.', U'.', Colour{118, 118, 126}, true, false, "floor"}},
        {Terrain::ClosedDoor, {'+', U'+', Colour{190, 130, 60}, false, true, "closed door"}},
        {Terrain::OpenDoor, {'\'', U'\'', Colour{190, 130, 60}, true, false, "open door"}},
        {Terrain::SecretDoor, {'?', U'#', Colour{185, 175, 160}, false, true, "secret door"}},
        {Terrain::Water, {'~', U'~', Colour{60, 110, 230}, false, false, "water"}},
        {Terrain::StairsDown, {'>', U'>', Colour{240, 220, 90}, true, false, "stairs down"}},
        {Terrain::Blood, {',', U',', Colour{200, 40, 40}, true, false, "blood"}},
        {Terrain::StairsUp, {'<', U'<', Colour{240, 220, 90}, true, false, "stairs up"}},
        {Terrain::Remains, {'%', U'%', Colour{150, 120, 100}, true, false, "remains"}},
    });

}  // namespace

const TerrainInfo& terrainInfo(Terrain terrain) {
    return kTerrain[static_cast<std::size_t>(terrain)];
}

std::optional<Terrain> terrainFromSymbol(char symbol) {
    for (std::size_t i = 0; i < kTerrain.size(); ++i) {
        if (kTerrain[i].symbol == symbol) {
            return static_cast<Terrain>(i);
        }
    }
    return std::nullopt;
}

}  // namespace delve
