#include "ui/views/layout.h"

#include <algorithm>

#include "game/game.h"

namespace delve {

namespace {
constexpr int kNarrowestPanel = 20;
constexpr int kWidestPanel = 40;
constexpr int kFewestMessageLines = 5;
constexpr int kMostMessageLines = 10;
}  // namespace

static_assert(kWholeFloorColumns == Game::kFloorWidth + kNarrowestPanel);
static_assert(kWholeFloorRows == Game::kFloorHeight + kFewestMessageLines);

Layout layoutFor(int columns, int rows) {
    const int panelWidth = std::clamp(columns - Game::kFloorWidth, kNarrowestPanel, kWidestPanel);
    const int messageRows =
        std::clamp(rows - Game::kFloorHeight, kFewestMessageLines, kMostMessageLines);
    const int mapWidth = std::max(columns - panelWidth, 1);
    const int mapHeight = std::max(rows - messageRows, 1);
    return Layout{Rect{0, 0, mapWidth, mapHeight}, Rect{mapWidth, 0, panelWidth, rows},
                  Rect{0, mapHeight, mapWidth, messageRows}, Rect{0, mapHeight, 0, 0}, false};
}

Layout compactLayoutFor(int columns, int rows) {
    const int panelWidth = std::max(columns - kCompactMapColumns, 1);
    const int below = kCompactMapRows;
    return Layout{Rect{0, 0, kCompactMapColumns, kCompactMapRows},
                  Rect{kCompactMapColumns, 0, panelWidth, kCompactMapRows},
                  Rect{0, rows - kCompactMessageLines, columns, kCompactMessageLines},
                  Rect{0, below, columns, std::max(rows - below - kCompactMessageLines, 0)}, true};
}

bool largeEnough(int columns, int rows) {
    return columns >= kSmallestColumns && rows >= kSmallestRows;
}

}  // namespace delve
