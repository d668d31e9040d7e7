#pragma once

#include "core/rect.h"

namespace delve {

// Where each part of the play screen goes, for a screen of a given size in
// cells: the map view at the top left, the side panel at the right, the
// message log under the map. Drawing and mouse clicks both use it, so a click
// lands on the cell that was drawn there.
struct Layout {
    Rect mapView;
    Rect sidePanel;
    Rect messages;
};

Layout layoutFor(int columns, int rows);

}  // namespace delve
