#pragma once

#include <string>
#include <vector>

#include "core/rect.h"
#include "ui/views/cell_buffer.h"

namespace delve {

class App;

// What each view shown now is, in a few words ("F3: the hunters' map: the
// steps to you."), F1, F3, F4 and F6 in that order; none when nothing is
// shown. Brief titles name the view only ("F3: the hunters' map"), for a
// screen with too little room for the others.
std::vector<std::string> viewTitles(const App& app, bool brief = false);

// The titles as one line (or a few, on a narrow screen) at the top of the
// log's rows, so the player always knows which map the numbers are; the
// rows left for the log come back. At least two are left to the log, and
// where the full titles do not fit in the rest, the brief ones are shown.
Rect drawViewTitles(const App& app, Rect messages, CellBuffer& buffer);

}  // namespace delve
