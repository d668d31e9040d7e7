#pragma once

#include <cstdint>
#include <vector>

#include "core/grid.h"
#include "core/point.h"
#include "map/memory_changes.h"
#include "map/terrain.h"

namespace delve {

// Whether a cell is in view, or was ever seen. An enumeration rather than a
// plain byte: a store through a byte may, by the language's rules, change
// any object, so after each cell sight marks the compiler would reload
// everything it holds.
enum class CellMark : std::uint8_t { No, Yes };

// One floor's terrain, with what the hero sees now (visible), what the hero
// has ever seen (explored, the fog), and what the hero remembers of each
// cell seen: its terrain as last seen, so a door seen open stays open in
// memory until it is seen again. Everything outside the map is wall, so
// neither movement nor sight has to check the edges.
class Map {
  public:
    Map() = default;
    Map(int width, int height, Terrain fill = Terrain::Wall);

    int width() const { return terrain_.width(); }
    int height() const { return terrain_.height(); }
    bool contains(Point p) const { return terrain_.contains(p); }

    Terrain terrain(Point p) const { return contains(p) ? terrain_[p] : Terrain::Wall; }
    // A change in view is seen, and remembered; out of view it is not.
    void setTerrain(Point p, Terrain t) {
        hiddenSecretDoors_ +=
            (t == Terrain::SecretDoor ? 1 : 0) - (terrain_[p] == Terrain::SecretDoor ? 1 : 0);
        terrain_[p] = t;
        if (visible_[p] == CellMark::Yes) {
            remembered_[p] = t;
        }
    }
    // The terrain as the hero last saw it; wall where never seen.
    Terrain remembered(Point p) const { return isExplored(p) ? remembered_[p] : Terrain::Wall; }
    // Sets what the hero remembers of a cell seen before (a save restores it).
    void remember(Point p, Terrain t) {
        remembered_[p] = t;
        memoryChanges_.tick();
        memoryChanges_.mark(p.y);
    }
    const TerrainInfo& info(Point p) const { return terrainInfo(terrain(p)); }
    bool isWalkable(Point p) const { return info(p).walkable; }
    bool isOpaque(Point p) const { return info(p).opaque; }

    bool isVisible(Point p) const { return contains(p) && visible_[p] == CellMark::Yes; }
    bool isExplored(Point p) const { return contains(p) && explored_[p] == CellMark::Yes; }

    // Sight changes every turn, so forgetting it costs only as much as what was
    // seen, never the size of the floor.
    void clearVisible();
    // Marks a cell in view now, and so explored for good. Inline: field of
    // view calls it for every cell it sees.
    void reveal(Point p) {
        if (contains(p)) {
            revealOnMap(p);
        }
    }
    // The same for a cell known to be on the map, as field of view reports
    // them: each of the grids read at one index worked out once. Called for
    // every cell sight scans, and left a call otherwise.
    [[gnu::always_inline]] void revealOnMap(Point p) {
        const auto index = static_cast<std::size_t>(terrain_.indexOf(p));
        if (visible_.cells()[index] == CellMark::Yes) {
            return;
        }
        visible_.cells()[index] = CellMark::Yes;
        visibleCells_.push_back(p);
        remembered_.cells()[index] = terrain_.cells()[index];
        if (explored_.cells()[index] == CellMark::No) {
            explored_.cells()[index] = CellMark::Yes;
            ++exploredCount_;
        }
    }
    // Marks a cell seen, remembered as it is now.
    void markExplored(Point p) {
        if (contains(p) && explored_[p] == CellMark::No) {
            explored_[p] = CellMark::Yes;
            remembered_[p] = terrain_[p];
            ++exploredCount_;
            memoryChanges_.tick();
            memoryChanges_.mark(p.y);
        }
    }
    void exploreAll();
    int exploredCount() const { return exploredCount_; }
    // Secret doors not yet found, counted as the terrain changes: a command
    // asks after every step whether one was found.
    int hiddenSecretDoors() const { return hiddenSecretDoors_; }
    const std::vector<Point>& visibleCells() const { return visibleCells_; }

    const Grid<Terrain>& terrainGrid() const { return terrain_; }
    // The hero's memory whole, for those who keep a copy of it and look for
    // what changed: explored flags, and the terrain remembered (meaningful
    // only where explored).
    const Grid<CellMark>& exploredGrid() const { return explored_; }
    const Grid<Terrain>& rememberedGrid() const { return remembered_; }
    // Where the memory changed, and when: a cell's memory changes only while
    // it is visible (the rows of visibleCells() are marked as sight moves
    // on), or when it is explored or remembered by hand.
    const MemoryChanges& memoryChanges() const { return memoryChanges_; }

    friend bool operator==(const Map&, const Map&) = default;

  private:
    Grid<Terrain> terrain_;
    Grid<CellMark> visible_;
    Grid<CellMark> explored_;
    Grid<Terrain> remembered_;
    std::vector<Point> visibleCells_;
    int exploredCount_ = 0;
    int hiddenSecretDoors_ = 0;
    MemoryChanges memoryChanges_;
};

}  // namespace delve
