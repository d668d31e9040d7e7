#include "ui/map_view.h"

#include "ui/terrain_colours.h"
#include "ui/text/item_text.h"
#include "ui/text/trap_text.h"

namespace delve {

namespace {
constexpr Colour kHeroColour = colours::white;
constexpr char32_t kFogGlyph = U':';

// What stands at `cell` in its own colour while in view, as remembered out
// of it.
Colour asSeenOrRemembered(const Map& map, Point cell, Colour own) {
    return map.isVisible(cell) ? own : rememberedColour(own);
}

// Blood lies on the floor: remembered, it is floor too.
bool isFloor(Terrain terrain) {
    return terrain == Terrain::Floor || terrain == Terrain::Blood;
}
}  // namespace

char32_t rememberedGlyph(Terrain terrain, const DrawStyle& style) {
    if (style.fog == FogGlyphs::Colons || (style.noColour && isFloor(terrain))) {
        return kFogGlyph;
    }
    return terrainInfo(terrain).glyph;
}

void drawMapView(const Game& game, const DrawStyle& style, const Camera& camera,
                 CellBuffer& buffer) {
    const Map& map = game.map();
    camera.forEachShownCell([&](Point screen, Point cell) {
        if (!map.isExplored(cell)) {
            return;
        }
        if (map.isVisible(cell)) {
            buffer.put(screen, map.info(cell).glyph, seenTerrainColour(map.terrain(cell), cell));
        } else {
            const Terrain remembered = map.remembered(cell);
            buffer.put(screen, rememberedGlyph(remembered, style),
                       rememberedColour(seenTerrainColour(remembered, cell)));
        }
    });
    // Known traps, seen or remembered: they do not move.
    for (const Trap& trap : game.stage().traps()) {
        if (!trap.known || !map.isExplored(trap.at)) {
            continue;
        }
        if (const auto screen = camera.screenCellOf(trap.at)) {
            buffer.put(*screen, kTrapGlyph,
                       asSeenOrRemembered(map, trap.at, trapColour(trap.kind)));
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
            buffer.put(*screen, kind.glyph,
                       asSeenOrRemembered(map, item.at, itemColour(game.lore(), kind)));
        }
    }
    // People stand where the level put them: drawn where the hero has seen
    // them, as things are.
    for (const Person& person : game.stage().people()) {
        if (!map.isExplored(person.position)) {
            continue;
        }
        if (const auto screen = camera.screenCellOf(person.position)) {
            buffer.put(*screen, person.kind->glyph,
                       asSeenOrRemembered(map, person.position, person.kind->colour));
        }
    }
    for (const Monster& monster : game.stage().monsters()) {
        if (game.canSee(monster)) {
            if (const auto screen = camera.screenCellOf(monster.position)) {
                buffer.put(*screen, monster.kind->glyph, monster.kind->colour);
            }
        }
    }
    if (const auto hero = camera.screenCellOf(game.hero().position)) {
        buffer.put(*hero, U'@', kHeroColour);
    }
}

}  // namespace delve
