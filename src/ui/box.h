#pragma once

#include <string_view>

#include "core/rect.h"
#include "ui/cell_buffer.h"

namespace delve {

// A framed, filled rectangle with an optional title in its top edge: the
// shape every dialog (help, menu, class choice) is drawn in.
void drawBox(CellBuffer& buffer, const Rect& box, std::string_view title);

// A box of the given inner size centred on the screen, clipped to it.
Rect centredBox(const CellBuffer& buffer, int innerWidth, int innerHeight);

}  // namespace delve
