#pragma once

#include "game/game.h"
#include "ui/app.h"
#include "ui/views/camera.h"
#include "ui/views/cell_buffer.h"

namespace delve {

// F1: the whole floor, as seed 004's revealMap shows it, drawn after the map
// view over what it left out: every cell the hero has never seen, as its
// terrain looks (a secret door as the wall it seems); every trap, found or
// not; the things lying where the hero has not been; every monster out of
// sight. All of it is drawn dimmer than the fog of what the hero remembers,
// in a colour of its own (without colour, unseen floor is kRevealedFloor
// rather than the fog's ':'), so it never passes for something known. The
// look and the hover still speak only of what the hero knows.
void drawWholeFloor(const Game& game, const DrawStyle& style, const Camera& camera,
                    CellBuffer& buffer);

// Whether F1 draws this monster: one the hero does not see.
bool revealedOnly(const Game& game, const Monster& monster);

inline constexpr char32_t kRevealedFloor = U'\u00b7';  // ·
inline constexpr char32_t kRevealedFloorAscii = U'`';  // where only ASCII shows
inline constexpr Colour kRevealedColour{46, 30, 80};   // dimmer than the fog, violet

}  // namespace delve
