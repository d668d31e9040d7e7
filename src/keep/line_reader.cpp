#include "keep/line_reader.h"

#include <algorithm>

namespace delve {

namespace {

// A row is as long as the map is wide; a fault is at the first cell short
// or over.
void checkRowLength(const SaveRecord& row, int width, std::string_view cellsAre) {
    const std::string_view cells = row.whole();
    if (static_cast<int>(cells.size()) != width) {
        row.failAt(std::min(cells.size(), static_cast<std::size_t>(width)),
                   "the row is " + std::to_string(cells.size()) + " " + std::string(cellsAre) +
                       " long, not " + std::to_string(width));
    }
}

}  // namespace

void LineReader::terrainRows(Map& map, const CellCheck& check) {
    for (int y = 0; y < map.height(); ++y) {
        const SaveRecord row = lines_.raw("row " + std::to_string(y) + " of the map");
        const std::string_view cells = row.whole();
        for (int x = 0; x < map.width() && x < static_cast<int>(cells.size()); ++x) {
            const char symbol = cells[static_cast<std::size_t>(x)];
            const std::optional<Terrain> terrain = terrainFromSymbol(symbol);
            if (!terrain) {
                row.failAt(static_cast<std::size_t>(x),
                           "unknown terrain \"" + std::string(1, symbol) + "\"");
            }
            check(row, static_cast<std::size_t>(x), *terrain);
            map.setTerrain({x, y}, *terrain);
        }
        checkRowLength(row, map.width(), "cells");
    }
}

void LineReader::seenRows(Map& map) {
    for (int y = 0; y < map.height(); ++y) {
        const SaveRecord row = lines_.raw("row " + std::to_string(y) + " of the explored cells");
        const std::string_view cells = row.whole();
        for (int x = 0; x < map.width() && x < static_cast<int>(cells.size()); ++x) {
            const char flag = cells[static_cast<std::size_t>(x)];
            if (flag != '0' && flag != '1') {
                row.failAt(static_cast<std::size_t>(x),
                           "an explored flag is 0 or 1, not \"" + std::string(1, flag) + "\"");
            }
            if (flag == '1') {
                map.markExplored({x, y});
            }
        }
        checkRowLength(row, map.width(), "flags");
    }
}

}  // namespace delve
