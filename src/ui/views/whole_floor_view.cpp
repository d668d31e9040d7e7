#include "ui/views/whole_floor_view.h"

#include "ui/views/map_view.h"

namespace delve {

namespace {

// A monster out of sight keeps its own colour, dimmed, so its kind can
// still be told apart.
constexpr int kUnseenMonsterBrightness = 60;

char32_t revealedGlyph(Terrain terrain, const DrawStyle& style) {
    const Terrain looks = apparentTerrain(terrain);
    if (style.noColour && (looks == Terrain::Floor || looks == Terrain::Blood)) {
        return style.asciiOnly ? kRevealedFloorAscii : kRevealedFloor;
    }
    return terrainInfo(looks).glyph;
}

}  // namespace

bool revealedOnly(const Game& game, const Monster& monster) {
    return monster.alive() && !game.canSee(monster);
}

void drawWholeFloor(const Game& game, const DrawStyle& style, const Camera& camera,
                    CellBuffer& buffer) {
    const Map& map = game.map();
    camera.forEachShownCell([&](Point screen, Point cell) {
        if (!map.isExplored(cell)) {
            buffer.put(screen, revealedGlyph(map.terrain(cell), style), kRevealedColour);
        }
    });
    const Point hero = game.hero().position;
    for (const Trap& trap : game.stage().traps()) {
        if (trap.known || trap.at == hero) {
            continue;  // the map view draws the traps the hero knows of
        }
        if (const auto screen = camera.screenCellOf(trap.at)) {
            buffer.put(*screen, kTrapGlyph, kRevealedColour);
        }
    }
    for (const FloorItem& item : game.stage().items()) {
        if (map.isExplored(item.at)) {
            continue;  // drawn by the map view where the hero saw it
        }
        if (const auto screen = camera.screenCellOf(item.at)) {
            buffer.put(*screen, item.item.kind->glyph, kRevealedColour);
        }
    }
    for (const Monster& monster : game.stage().monsters()) {
        if (!revealedOnly(game, monster)) {
            continue;
        }
        if (const auto screen = camera.screenCellOf(monster.position)) {
            buffer.put(*screen, monster.kind->glyph,
                       dimmed(monster.kind->colour, kUnseenMonsterBrightness));
        }
    }
}

}  // namespace delve
