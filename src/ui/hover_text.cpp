#include "ui/hover_text.h"

#include <algorithm>

#include "game/english.h"
#include "ui/text/message_text.h"
#include "ui/text_wrap.h"

namespace delve {

namespace {

constexpr Colour kHoverColour = colours::white;

// The panel rows the description (and why a click there would not travel)
// may take at most, so that a long one never hides the hero's own lines at
// the top.
constexpr int kMostHoverRows = 7;

// The terrain as the object of "You see ...": the names in terrain.cpp are
// bare ("closed door") so that they also fit in lists.
std::string terrainPhrase(Terrain terrain) {
    const Terrain seen = apparentTerrain(terrain);
    switch (seen) {
        case Terrain::Floor:
            return "the floor";
        case Terrain::Water:
            return "water";
        case Terrain::StairsDown:
            return "stairs down";
        case Terrain::Blood:
            return "blood on the floor";
        default:
            return withIndefiniteArticle(terrainInfo(seen).name);
    }
}

std::string monsterState(const Monster& monster) {
    switch (monster.mind) {
        case MonsterMind::Asleep:
            return " (asleep)";
        case MonsterMind::Fleeing:
            return " (fleeing)";
        case MonsterMind::Hunting:
        case MonsterMind::Wandering:
            break;
    }
    return "";
}

}  // namespace

std::string describeFloorCell(const Game& game, Point cell) {
    const Map& map = game.map();
    if (cell == game.hero().position) {
        return "That is you.";
    }
    if (const Monster* monster = game.monsterAt(cell);
        monster != nullptr && game.canSee(*monster)) {
        return "You see " + withIndefiniteArticle(monster->kind->name) + monsterState(*monster) +
               " with " + std::to_string(monster->hp) + " of " +
               std::to_string(monster->kind->maxHp) + " health.";
    }
    if (!map.isExplored(cell)) {
        return "You have not seen that place.";
    }
    const std::string what = terrainPhrase(map.terrain(cell));
    return map.isVisible(cell) ? "You see " + what + "." : "You remember " + what + ".";
}

std::string hoverText(const Game& game, Point cell) {
    std::string text = describeFloorCell(game, cell);
    // Where the travel preview draws no way though a click could mean to
    // go there, the reason takes its place. Cells that cannot be walked
    // need none: the description already says what they are.
    const Map& map = game.map();
    const bool mightTravel = cell != game.hero().position && map.isExplored(cell) &&
                             terrainInfo(apparentTerrain(map.terrain(cell))).walkable;
    if (mightTravel && !game.commandRunning()) {
        if (const auto why = game.travelRefusal(cell)) {
            text += " " + sayText(*why, game.rules());
        }
    }
    return text;
}

void drawHoverText(const App& app, const Layout& layout, CellBuffer& buffer) {
    const auto screenCell = app.hoverCell();
    if (!screenCell || !app.hasGame()) {
        return;
    }
    const Game& game = app.game();
    const auto cell = app.camera().floorCellAt(*screenCell);
    if (!cell) {
        return;
    }
    const Rect& panel = layout.sidePanel;
    const int width = panel.width - 2;
    const std::string description = hoverText(game, *cell);
    const int wanted = static_cast<int>(wrapWords(description, width).size());
    const int rows = std::min({wanted, kMostHoverRows, panel.height});
    // Clears the panel's full width, so nothing listed there shows through.
    const int top = panel.bottom() - rows;
    for (int y = top; y < panel.bottom(); ++y) {
        for (int x = panel.x; x < panel.x + panel.width; ++x) {
            buffer.put({x, y}, U' ', kHoverColour);
        }
    }
    // A description longer than the rows it may take counts as cut text.
    buffer.wrapped({panel.x + 1, top}, description, width, kHoverColour, colours::black, rows);
}

}  // namespace delve
