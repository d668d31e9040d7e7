#pragma once

#include <string>
#include <vector>

#include "core/rect.h"
#include "game/game.h"
#include "ui/cell_buffer.h"

namespace delve {

class App;

// The panel at the right: that a replay is playing, where you are, when, the
// hero's health, and "Around:" what is in view worth knowing about. Every
// line wraps between words; monsters that do not fit are counted at the end.
void drawSidePanel(const App& app, const Rect& panel, CellBuffer& buffer);

// The monsters the hero can see, nearest first.
std::vector<const Monster*> monstersInView(const Game& game);

// The names of the things in view that the panel lists, nearest first.
std::vector<std::string> thingsAround(const Game& game);

}  // namespace delve
