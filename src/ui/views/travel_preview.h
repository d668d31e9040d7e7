#pragma once

#include "ui/views/cell_buffer.h"

namespace delve {

class App;

// While the mouse rests on a map cell the hero could travel to, the way a
// click would take is washed in colour, as Brogue shows it: the player sees
// where a click leads before making it. Nothing while a command runs. With
// F6 on, the cells A* looked at to find it lie under it (ui/views/).
void drawTravelPreview(const App& app, CellBuffer& buffer);

}  // namespace delve
