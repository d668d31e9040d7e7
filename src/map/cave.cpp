#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "map/generate.h"

namespace delve {

namespace {

// The cellular automaton of Jim Babcock's caves: a random fill, a few passes
// that also wall in wide open spaces, then a few that only smooth.
constexpr int kWallPercent = 46;
constexpr int kOpeningPasses = 4;
constexpr int kSmoothingPasses = 3;
// A cave whose largest region is smaller than this share of its inside is
// rolled again, up to kAttempts times; the largest one made is kept.
constexpr int kEnoughOpenPercent = 45;
constexpr int kAttempts = 6;

// The cave as flags, one byte a cell, row by row: 1 is rock, 0 is open.
// Plain vectors rather than a Map keep a thousand by a thousand fast.
class CaveGrower {
  public:
    CaveGrower(int width, int height)
        : width_(width),
          height_(height),
          rock_(cellCount(), 1),
          sums_(static_cast<std::size_t>((width + 5) * (height + 5)), 0) {}

    void fillAtRandom(Rng& rng) {
        for (int y = 0; y < height_; ++y) {
            for (int x = 0; x < width_; ++x) {
                rock_[index(x, y)] = isEdge(x, y) || rng.chance(kWallPercent) ? 1 : 0;
            }
        }
    }

    // A cell turns to rock when most of the nine cells around it are rock,
    // or, while `fillWideSpaces`, when almost none of the 25 around it are.
    void smooth(bool fillWideSpaces) {
        countRock();
        for (int y = 1; y + 1 < height_; ++y) {
            for (int x = 1; x + 1 < width_; ++x) {
                const int near = rockIn(x - 1, y - 1, x + 2, y + 2);
                bool rock = near >= 5;
                if (fillWideSpaces && !rock) {
                    rock = rockIn(x - 2, y - 2, x + 3, y + 3) <= 2;
                }
                rock_[index(x, y)] = rock ? 1 : 0;
            }
        }
    }

    // Fills every open region but the largest with rock; returns its size.
    // Regions join through diagonal steps too, as the hero walks.
    int keepLargestRegion() {
        std::vector<int> region(cellCount(), -1);
        std::vector<int> frontier;
        frontier.reserve(cellCount());
        int largest = -1;
        int largestSize = 0;
        int regions = 0;
        for (int start = 0; start < static_cast<int>(cellCount()); ++start) {
            if (rock_[static_cast<std::size_t>(start)] != 0 ||
                region[static_cast<std::size_t>(start)] >= 0) {
                continue;
            }
            frontier.clear();
            frontier.push_back(start);
            region[static_cast<std::size_t>(start)] = regions;
            for (std::size_t next = 0; next < frontier.size(); ++next) {
                forEachOpenNeighbour(frontier[next], [&](int cell) {
                    if (region[static_cast<std::size_t>(cell)] < 0) {
                        region[static_cast<std::size_t>(cell)] = regions;
                        frontier.push_back(cell);
                    }
                });
            }
            if (static_cast<int>(frontier.size()) > largestSize) {
                largestSize = static_cast<int>(frontier.size());
                largest = regions;
            }
            ++regions;
        }
        for (std::size_t i = 0; i < cellCount(); ++i) {
            if (rock_[i] == 0 && region[i] != largest) {
                rock_[i] = 1;
            }
        }
        return largestSize;
    }

    // The open cell the longest walk from `from`; the first such in the
    // order of the walk when several tie.
    int farthestFrom(int from) const {
        std::vector<int> distance(cellCount(), -1);
        std::vector<int> frontier{from};
        frontier.reserve(cellCount());
        distance[static_cast<std::size_t>(from)] = 0;
        int farthest = from;
        for (std::size_t next = 0; next < frontier.size(); ++next) {
            const int here = frontier[next];
            if (distance[static_cast<std::size_t>(here)] >
                distance[static_cast<std::size_t>(farthest)]) {
                farthest = here;
            }
            forEachOpenNeighbour(here, [&](int cell) {
                if (distance[static_cast<std::size_t>(cell)] < 0) {
                    distance[static_cast<std::size_t>(cell)] =
                        distance[static_cast<std::size_t>(here)] + 1;
                    frontier.push_back(cell);
                }
            });
        }
        return farthest;
    }

    // The `n`th open cell, counting row by row from 0.
    int nthOpenCell(int n) const {
        for (std::size_t i = 0; i < cellCount(); ++i) {
            if (rock_[i] == 0 && n-- == 0) {
                return static_cast<int>(i);
            }
        }
        return -1;
    }

    void openInside() {
        for (int y = 1; y + 1 < height_; ++y) {
            for (int x = 1; x + 1 < width_; ++x) {
                rock_[index(x, y)] = 0;
            }
        }
    }

    const std::vector<std::uint8_t>& rock() const { return rock_; }
    void setRock(std::vector<std::uint8_t> rock) { rock_ = std::move(rock); }
    Point pointAt(int i) const { return {i % width_, i / width_}; }

  private:
    std::size_t cellCount() const { return static_cast<std::size_t>(width_ * height_); }
    std::size_t index(int x, int y) const { return static_cast<std::size_t>(y * width_ + x); }
    bool isEdge(int x, int y) const {
        return x == 0 || y == 0 || x == width_ - 1 || y == height_ - 1;
    }

    // Fills the summed-area table of rock, with two cells of rock all round
    // beyond the edge, so any window around any cell is four lookups.
    void countRock() {
        const int paddedWidth = width_ + 4;
        const int paddedHeight = height_ + 4;
        const int stride = paddedWidth + 1;
        for (int y = 0; y < paddedHeight; ++y) {
            int rowSum = 0;
            const int mapY = y - 2;
            for (int x = 0; x < paddedWidth; ++x) {
                const int mapX = x - 2;
                const bool inside = mapX >= 0 && mapY >= 0 && mapX < width_ && mapY < height_;
                rowSum += inside ? rock_[index(mapX, mapY)] : 1;
                sums_[static_cast<std::size_t>((y + 1) * stride + x + 1)] =
                    sums_[static_cast<std::size_t>(y * stride + x + 1)] + rowSum;
            }
        }
    }

    // Rock in the map's cells [x0, x1) by [y0, y1), counting beyond the edge
    // (up to two cells) as rock.
    int rockIn(int x0, int y0, int x1, int y1) const {
        const int stride = width_ + 5;
        auto at = [&](int x, int y) {
            return sums_[static_cast<std::size_t>((y + 2) * stride + x + 2)];
        };
        return at(x1, y1) - at(x0, y1) - at(x1, y0) + at(x0, y0);
    }

    template <class Visit>
    void forEachOpenNeighbour(int cell, Visit visit) const {
        // Open cells are never on the edge, so all eight neighbours exist.
        const int offsets[8] = {-width_ - 1, -width_,    -width_ + 1, -1,
                                1,           width_ - 1, width_,      width_ + 1};
        for (int offset : offsets) {
            const int neighbour = cell + offset;
            if (rock_[static_cast<std::size_t>(neighbour)] == 0) {
                visit(neighbour);
            }
        }
    }

    int width_;
    int height_;
    std::vector<std::uint8_t> rock_;
    std::vector<int> sums_;
};

}  // namespace

GeneratedFloor generateCave(int width, int height, Rng& rng) {
    if (width < kMinCaveSize || height < kMinCaveSize) {
        throw std::invalid_argument("a cave needs at least " + std::to_string(kMinCaveSize) + "x" +
                                    std::to_string(kMinCaveSize) + " cells");
    }
    CaveGrower cave(width, height);
    const int inside = (width - 2) * (height - 2);
    std::vector<std::uint8_t> bestRock;
    int bestSize = -1;
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        cave.fillAtRandom(rng);
        for (int pass = 0; pass < kOpeningPasses; ++pass) {
            cave.smooth(true);
        }
        for (int pass = 0; pass < kSmoothingPasses; ++pass) {
            cave.smooth(false);
        }
        const int size = cave.keepLargestRegion();
        if (size > bestSize) {
            bestSize = size;
            bestRock = cave.rock();
        }
        if (bestSize * 100 >= inside * kEnoughOpenPercent) {
            break;
        }
    }
    cave.setRock(std::move(bestRock));
    if (bestSize < 2) {
        // Too small a map for the automaton to leave a cave in.
        cave.openInside();
        bestSize = inside;
    }

    const int start =
        cave.nthOpenCell(static_cast<int>(rng.below(static_cast<std::uint32_t>(bestSize))));
    const int stairs = cave.farthestFrom(start);

    GeneratedFloor floor;
    floor.map = Map(width, height, Terrain::Wall);
    const std::vector<std::uint8_t>& rock = cave.rock();
    for (std::size_t i = 0; i < rock.size(); ++i) {
        if (rock[i] == 0) {
            floor.map.setTerrain(cave.pointAt(static_cast<int>(i)), Terrain::Floor);
        }
    }
    floor.start = cave.pointAt(start);
    floor.stairs = cave.pointAt(stairs);
    floor.map.setTerrain(floor.stairs, Terrain::StairsDown);
    return floor;
}

}  // namespace delve
