#pragma once

#include <string>

#include "core/point.h"
#include "game/game.h"
#include "ui/app.h"
#include "ui/views/cell_buffer.h"
#include "ui/views/layout.h"

namespace delve {

// What the hero knows of a floor cell, as a sentence: "You see a closed
// door.", "You remember a floor.", "You see a goblin (asleep) with 7 of 10
// health.", "That is you." or "You have not seen that place." A monster is
// named only while the hero sees it: what is remembered is the terrain.
std::string describeFloorCell(const Game& game, Point cell);

// The description, and where travel there would be refused, why: shown in
// place of the way a click would take.
std::string hoverText(const Game& game, Point cell);

// While the mouse is over a cell of the map, its description at the bottom of
// the side panel, wrapped to the panel's width; nothing goes to the log, so
// moving the mouse about says nothing twice and takes no turn.
void drawHoverText(const App& app, const Layout& layout, CellBuffer& buffer);
// A cell's text at the bottom of the side panel, as the hover and the look
// command show it.
void drawCellText(const Layout& layout, CellBuffer& buffer, const std::string& description);

}  // namespace delve
