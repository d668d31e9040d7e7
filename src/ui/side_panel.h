#pragma once

#include <string>
#include <vector>

#include "core/rect.h"
#include "game/game.h"
#include "ui/cell_buffer.h"

namespace delve {

// The panel at the right: where you are, when, the hero's health, and
// "Around:" what is in view worth knowing about.
void drawSidePanel(const Game& game, const Rect& panel, CellBuffer& buffer);

// The monsters the hero can see, nearest first.
std::vector<const Monster*> monstersInView(const Game& game);

// The names of the things in view that the panel lists, nearest first.
std::vector<std::string> thingsAround(const Game& game);

}  // namespace delve
