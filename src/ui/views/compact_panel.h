#pragma once

#include "ui/views/cell_buffer.h"
#include "ui/views/layout.h"

namespace delve {

class App;

// The compact layout's words (ui/views/layout.h): beside the map, the place, the
// level and who is around ("nobody" when no creature or person is in view);
// under it the hero's line ("Iva, barbarian lv.1  exp 0/20  gold 5") and
// her bars ("H [############] 48/48   M [########] 4/4"), then what ails her.
void drawCompactPanel(const App& app, const Layout& layout, CellBuffer& buffer);

}  // namespace delve
