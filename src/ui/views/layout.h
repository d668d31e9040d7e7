#pragma once

#include "core/rect.h"

namespace delve {

// Where each part of the play screen goes, for a screen of a given size in
// cells: the map view at the top left, the side panel at the right, the
// message log under the map. Drawing and the camera both use it, so a click
// lands on the cell that was drawn there.
//
// The map view is as large as the floor (80x40) wherever the screen has room
// for it beside the narrowest panel (20 columns) and above the fewest
// message lines (5): 100x45 and up: then the whole floor is in view and the camera never
// moves. Room to spare goes to the panel and the log, up to their widest,
// and then around the floor, which the camera centres.
//
// An adventure may name one screen size for the compact layout of its
// lessons (seed 002's): a 40x13 map at the top left, the place and who is
// around beside it, the hero's line and her bars under the map, and three
// lines of messages at the bottom.
struct Layout {
    Rect mapView;
    Rect sidePanel;
    Rect messages;
    // The hero's line and her bars: only the compact layout has them apart
    // from the panel.
    Rect heroLines;
    bool compact = false;
};

Layout layoutFor(int columns, int rows);
// The compact layout on a screen of `columns` x `rows`.
Layout compactLayoutFor(int columns, int rows);

// The compact layout's map view and how many lines of messages it shows.
inline constexpr int kCompactMapColumns = 40;
inline constexpr int kCompactMapRows = 13;
inline constexpr int kCompactMessageLines = 3;

// The narrowest side panel and the fewest message lines, with the map view
// as large as the floor, need a screen this large to show the whole floor.
inline constexpr int kWholeFloorColumns = 100;
inline constexpr int kWholeFloorRows = 45;

// The smallest screen every screen of the game is drawn in without cutting
// text: a smaller one shows only a notice asking for a larger window.
inline constexpr int kSmallestColumns = 64;
inline constexpr int kSmallestRows = 20;

bool largeEnough(int columns, int rows);

}  // namespace delve
