#pragma once

#include "game/game.h"
#include "ui/app.h"
#include "ui/views/camera.h"
#include "ui/views/cell_buffer.h"

namespace delve {

// Draws the part of the floor the camera looks at into the camera's view:
// what is in sight in its colours, what was seen before as fog, the rest
// blank.
void drawMapView(const Game& game, const DrawStyle& style, const Camera& camera,
                 CellBuffer& buffer);

// The glyph of a remembered cell. With colour it is the terrain's own,
// drawn dim. Without colour, remembered floor is ':' so that fog and sight
// differ, while walls, doors, water and stairs keep their shapes; with
// FogGlyphs::Colons every remembered cell is ':'.
char32_t rememberedGlyph(Terrain terrain, const DrawStyle& style);

// Every trap is drawn as this, in its kind's colour.
inline constexpr char32_t kTrapGlyph = U'^';

}  // namespace delve
