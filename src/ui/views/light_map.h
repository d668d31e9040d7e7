#pragma once

#include "core/colour.h"
#include "core/grid.h"
#include "core/point.h"
#include "game/game.h"
#include "ui/views/fixtures.h"

namespace delve {

// The light falling on each cell the hero sees this turn, from the hero's
// own light, the floor's fixtures and whatever shines on it (data/lights.toml):
// each light reaches the cells it could see from where it stands, within
// its reach, fading with distance, and lights add up. It colours the map
// and nothing else.
class LightMap {
  public:
    // Light in linear RGB, 1 being full white light.
    struct Glow {
        float red = 0;
        float green = 0;
        float blue = 0;
    };

    LightMap() = default;
    LightMap(const Game& game, const Fixtures& fixtures);

    // The light on a cell in view: the shade of the dark plus every light
    // that reaches it. (Remembered cells are drawn in their own colours,
    // dimmed: the hero remembers them as they are, not as they were lit.)
    Glow at(Point cell) const;
    // A colour as it looks in that cell's light.
    Colour lit(Point cell, Colour colour) const;
    // The faint glow of the air about a light, for the cell's background:
    // black where nothing but the hero's own light and the dark fall.
    Colour haze(Point cell) const;

  private:
    Grid<Glow> glow_;    // every light's, where the hero sees
    Grid<Glow> others_;  // the same without the hero's light, for the haze
    Glow shade_{1, 1, 1};
};

// The pieces a LightMap is made of, for one cell: the glow `light` gives
// where it is strongest, a colour under a glow, and the haze a glow leaves
// in the air of its cell. The tests that hold every colour against every
// light the game has work them out with these, with no floor to light.
LightMap::Glow fullGlowOf(const Light& light);
// The dark in view: what every cell the hero sees has before any light.
LightMap::Glow shadeOf(const Lights& lights);
LightMap::Glow operator+(const LightMap::Glow& one, const LightMap::Glow& other);
Colour litBy(const LightMap::Glow& glow, Colour colour);
Colour hazeOf(const LightMap::Glow& glow);

}  // namespace delve
