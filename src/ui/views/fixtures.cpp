#include "ui/views/fixtures.h"

#include <algorithm>
#include <array>

#include "ui/views/cell_noise.h"

namespace delve {

namespace {

constexpr std::array<Point, 4> kCardinalSteps = {Point{0, -1}, Point{1, 0}, Point{0, 1},
                                                 Point{-1, 0}};

// Floor that stays floor: blood may be spilt on it and the dead may lie on
// it, but a door may close and stairs are no place for fungus.
bool isOpenFloor(Terrain terrain) {
    return isFloorUnderfoot(terrain);
}

// Open cells within two steps of `cell`: a wall with many beside it borders
// a room, one with few a corridor.
int openFloorAround(const Map& map, Point cell) {
    int open = 0;
    for (int dy = -2; dy <= 2; ++dy) {
        for (int dx = -2; dx <= 2; ++dx) {
            const Point near{cell.x + dx, cell.y + dy};
            open += map.contains(near) && isOpenFloor(map.terrain(near)) ? 1 : 0;
        }
    }
    return open;
}

bool touchesOpenFloor(const Map& map, Point cell) {
    return std::ranges::any_of(kCardinalSteps, [&](Point step) {
        const Point near = cell + step;
        return map.contains(near) && isOpenFloor(map.terrain(near));
    });
}

bool touchesWall(const Map& map, Point cell) {
    return std::ranges::any_of(kCardinalSteps, [&](Point step) {
        const Point near = cell + step;
        return !map.contains(near) || map.terrain(near) == Terrain::Wall;
    });
}

// A room's wall shows at least this many open cells within two steps; a
// corridor's, at most five.
constexpr int kRoomOpenness = 9;
// Fungus grows in patches: only in one block of this many cells square in
// kPatchOneIn.
constexpr int kPatchSize = 6;
constexpr std::uint64_t kPatchOneIn = 3;

// Keys that keep the chances of the two fixtures and the patches apart.
enum Draw : std::uint64_t { TorchDraw = 1, FungusDraw = 2, PatchDraw = 3 };

bool drawn(Point cell, std::uint64_t floorKey, Draw draw, int oneIn) {
    return cellHash(cell, floorKey + draw) % static_cast<std::uint64_t>(oneIn) == 0;
}

bool hangsHere(const Map& map, Point cell, Fixture fixture, const FixtureLight& light,
               std::uint64_t floorKey) {
    switch (fixture) {
        case Fixture::Torch:
            // Never on a secret door (found, it would lose its torch), nor
            // beside another drawn for the wall.
            return map.terrain(cell) == Terrain::Wall &&
                   drawn(cell, floorKey, TorchDraw, light.oneIn) &&
                   !drawn(cell + Point{-1, 0}, floorKey, TorchDraw, light.oneIn) &&
                   !drawn(cell + Point{0, -1}, floorKey, TorchDraw, light.oneIn) &&
                   touchesOpenFloor(map, cell) && openFloorAround(map, cell) >= kRoomOpenness;
        case Fixture::Fungus: {
            const Point patch{cell.x / kPatchSize, cell.y / kPatchSize};
            return isOpenFloor(map.terrain(cell)) &&
                   drawn(patch, floorKey, PatchDraw, kPatchOneIn) &&
                   drawn(cell, floorKey, FungusDraw, light.oneIn) && touchesWall(map, cell);
        }
    }
    return false;
}

}  // namespace

Fixtures::Fixtures(const Map& map, const Lights& lights, std::uint64_t floorKey) {
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            for (Fixture fixture : kAllFixtures) {
                const auto& light = lights.fixture(fixture);
                if (light && hangsHere(map, {x, y}, fixture, *light, floorKey)) {
                    all_.push_back({{x, y}, fixture});
                }
            }
        }
    }
}

std::optional<Fixture> Fixtures::at(Point cell) const {
    const auto found = std::ranges::lower_bound(
        all_, cell, [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; },
        &FixtureAt::cell);
    if (found != all_.end() && found->cell == cell) {
        return found->fixture;
    }
    return std::nullopt;
}

std::uint64_t floorKeyOf(std::uint64_t seed, int depth) {
    return cellHash({depth, 0}, seed);
}

Fixtures fixturesOf(const Game& game) {
    return Fixtures(game.map(), game.rules().lights, floorKeyOf(game.seed(), game.stage().depth()));
}

}  // namespace delve
