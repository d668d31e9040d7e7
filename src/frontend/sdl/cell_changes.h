#pragma once

#include <vector>

#include "core/point.h"
#include "ui/views/cell_buffer.h"

namespace delve {

// The cells whose pixels differ between two frames: a new glyph or colour,
// a different set of highlights over it, or the cursor arriving or leaving.
// Every cell of `next` when there is no previous frame or its size changed.
std::vector<Point> changedCells(const CellBuffer* previous, const CellBuffer& next);

}  // namespace delve
