#pragma once

#include <string>
#include <vector>

#include "core/rect.h"
#include "game/game.h"
#include "ui/views/cell_buffer.h"

namespace delve {

class App;

// The panel at the right: that a replay is playing, where you are, when, the
// hero's health, and "Around:" what is in view worth knowing about. Every
// line wraps between words; monsters that do not fit are counted at the end.
void drawSidePanel(const App& app, const Rect& panel, CellBuffer& buffer);

// "[#######---]" filled in proportion to value / maximum, `width` cells
// between the brackets.
std::string meterBar(int value, int maximum, int width);
// Green, yellow below two thirds, red below a third.
Colour healthColour(int hp, int maxHp);
// How deep the hero is, as her adventure counts it: "Depth 3" in the
// Dungeon, "Level 1 of 3" in the Mine, whose surface is above all levels.
std::string whereOnThePlan(const Game& game);
// The people the hero can see, nearest first.
std::vector<const Person*> peopleInView(const Game& game);

// The monsters the hero can see, nearest first.
std::vector<const Monster*> monstersInView(const Game& game);

// The names of the things in view that the panel lists, nearest first.
std::vector<std::string> thingsAround(const Game& game);

}  // namespace delve
