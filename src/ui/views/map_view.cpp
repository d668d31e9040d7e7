#include "ui/views/map_view.h"

#include "ui/text/item_text.h"
#include "ui/text/trap_text.h"
#include "ui/views/fixtures.h"
#include "ui/views/light_map.h"
#include "ui/views/terrain_colours.h"

namespace delve {

namespace {
constexpr Colour kHeroColour = colours::white;
// The stone of a vault's pedestal, drawn under the thing on it, so that a
// choice stands out from what merely lies about.
constexpr Colour kPedestalColour{70, 58, 30};
constexpr char32_t kFogGlyph = U':';

// What the hero sees of a floor this turn: the light on it, and the colour
// of the cells fixtures hang on.
struct FloorLook {
    const Map& map;
    Fixtures fixtures;
    LightMap light;

    FloorLook(const Game& game, const DrawStyle& style)
        : map(game.map()),
          // Without colour, light shows nothing: none is worked out.
          fixtures(style.noColour ? Fixtures{} : fixturesOf(game)),
          light(style.noColour ? LightMap{} : LightMap(game, fixtures)) {}

    // What stands at `cell` in its own colour, lit while in view, as
    // remembered out of it.
    Colour seenOrRemembered(Point cell, Colour own) const {
        return map.isVisible(cell) ? light.lit(cell, own) : rememberedColour(own);
    }

    // The terrain's colour at `cell`, or the fixture's that hangs there.
    Colour terrainColour(const Lights& lights, Terrain terrain, Point cell) const {
        if (const auto fixture = fixtures.at(cell)) {
            return lights.fixture(*fixture)->drawn;
        }
        return seenTerrainColour(terrain, cell);
    }
};

// Blood lies on the floor: remembered, it is floor too.
bool isFloor(Terrain terrain) {
    return terrain == Terrain::Floor || terrain == Terrain::Blood;
}
}  // namespace

char32_t rememberedGlyph(Terrain terrain, const DrawStyle& style) {
    switch (style.fog) {
        case FogGlyphs::Colons:
            return kFogGlyph;
        case FogGlyphs::Terrain:
            if (style.noColour && isFloor(terrain)) {
                return kFogGlyph;
            }
            break;
        case FogGlyphs::Unmarked:
            break;
    }
    return terrainInfo(terrain).glyph;
}

void drawMapView(const Game& game, const DrawStyle& style, const Camera& camera,
                 CellBuffer& buffer) {
    const Map& map = game.map();
    const Lights& lights = game.rules().lights;
    const FloorLook look(game, style);
    camera.forEachShownCell([&](Point screen, Point cell) {
        if (!map.isExplored(cell)) {
            return;
        }
        if (map.isVisible(cell)) {
            const Colour own = look.terrainColour(lights, map.terrain(cell), cell);
            buffer.put(screen, map.info(cell).glyph, look.light.lit(cell, own),
                       look.light.haze(cell));
        } else {
            const Terrain remembered = map.remembered(cell);
            buffer.put(screen, rememberedGlyph(remembered, style),
                       rememberedColour(look.terrainColour(lights, remembered, cell)));
        }
    });
    // Known traps, seen or remembered: they do not move.
    for (const Trap& trap : game.stage().traps()) {
        if (!trap.known || !map.isExplored(trap.at)) {
            continue;
        }
        if (const auto screen = camera.screenCellOf(trap.at)) {
            buffer.put(*screen, kTrapGlyph,
                       look.seenOrRemembered(trap.at, trapColour(game.rules(), trap.kind)),
                       buffer.at(*screen).background);
        }
    }
    // Things on the floor where the hero has seen them (nothing but the
    // hero moves them); the last laid on a heap is drawn over the others.
    for (const FloorItem& item : game.stage().items()) {
        if (!map.isExplored(item.at)) {
            continue;
        }
        if (const auto screen = camera.screenCellOf(item.at)) {
            const ItemKind& kind = *item.item.kind;
            const Colour under = item.pedestal && !style.noColour
                                     ? look.seenOrRemembered(item.at, kPedestalColour)
                                     : buffer.at(*screen).background;
            buffer.put(*screen, kind.glyph,
                       look.seenOrRemembered(item.at, itemColour(game.lore(), kind)), under);
        }
    }
    // People stand where the level put them: drawn where the hero has seen
    // them, as things are.
    for (const Person& person : game.stage().people()) {
        if (!map.isExplored(person.position)) {
            continue;
        }
        if (const auto screen = camera.screenCellOf(person.position)) {
            // People and monsters keep their own colours in any light, so
            // that a creature never hides in the dark of the screen.
            const Colour own = person.kind->colour;
            buffer.put(*screen, person.kind->glyph,
                       map.isVisible(person.position) ? own : rememberedColour(own),
                       buffer.at(*screen).background);
        }
    }
    for (const Monster& monster : game.stage().monsters()) {
        if (game.canSee(monster)) {
            if (const auto screen = camera.screenCellOf(monster.position)) {
                buffer.put(*screen, monster.kind->glyph, monster.kind->colour,
                           buffer.at(*screen).background);
            }
        }
    }
    if (const auto hero = camera.screenCellOf(game.hero().position)) {
        buffer.put(*hero, U'@', kHeroColour, buffer.at(*hero).background);
    }
}

}  // namespace delve
