#include "ui/text/hover_text.h"

#include <algorithm>

#include "ui/text/condition_text.h"
#include "ui/text/danger_text.h"
#include "ui/text/item_text.h"
#include "ui/text/message_text.h"
#include "ui/text/move_text.h"
#include "ui/text/text_wrap.h"
#include "ui/text/translation.h"
#include "ui/text/trap_text.h"
#include "ui/views/fixtures.h"

namespace delve {

namespace {

constexpr Colour kHoverColour = colours::white;

// The panel rows the description (and why a click there would not travel)
// may take at most, so that a long one never hides the hero's own lines at
// the top.
constexpr int kMostHoverRows = 7;

// What the hero sees, or remembers, of a terrain: whole sentences, since
// languages put the verb and the article in their own places.
struct TerrainSentences {
    std::string_view seen;
    std::string_view remembered;
};

TerrainSentences sentencesFor(Terrain terrain) {
    switch (apparentTerrain(terrain)) {
        case Terrain::Floor:
            return {N_("You see the floor."), N_("You remember the floor.")};
        case Terrain::Water:
            return {N_("You see water."), N_("You remember water.")};
        case Terrain::StairsDown:
            return {N_("You see stairs down."), N_("You remember stairs down.")};
        case Terrain::StairsUp:
            return {N_("You see stairs up."), N_("You remember stairs up.")};
        case Terrain::Blood:
            return {N_("You see blood on the floor."), N_("You remember blood on the floor.")};
        case Terrain::Remains:
            return {N_("You see the remains of something killed here."),
                    N_("You remember the remains of something killed here.")};
        case Terrain::ClosedDoor:
            return {N_("You see a closed door."), N_("You remember a closed door.")};
        case Terrain::OpenDoor:
            return {N_("You see an open door."), N_("You remember an open door.")};
        // A secret door looks like the wall it hides in.
        case Terrain::Wall:
        case Terrain::SecretDoor:
        case Terrain::Count:
            break;
    }
    return {N_("You see a wall."), N_("You remember a wall.")};
}

TerrainSentences sentencesFor(Fixture fixture) {
    switch (fixture) {
        case Fixture::Torch:
            return {N_("You see a torch burning on the wall."),
                    N_("You remember a torch on the wall.")};
        case Fixture::Fungus:
            return {N_("You see fungus glowing on the floor."),
                    N_("You remember glowing fungus on the floor.")};
    }
    return {N_("You see the floor."), N_("You remember the floor.")};
}

// "You see a goblin (asleep) with 7 of 10 health.": whether it has
// noticed the hero is in what it is doing.
std::string mindSentence(const Monster& monster) {
    SentenceArguments arguments;
    arguments.noun("monster", nounOf(*monster.kind))
        .number("health", monster.hp)
        .number("most", monster.kind->maxHp);
    switch (monster.mind) {
        case MonsterMind::Asleep:
            return trf("You see {monster:a} (asleep) with {health} of {most} health.", arguments);
        case MonsterMind::Fleeing:
            return trf("You see {monster:a} (fleeing) with {health} of {most} health.", arguments);
        case MonsterMind::Cornered:
            return trf("You see {monster:a} (cornered) with {health} of {most} health.", arguments);
        case MonsterMind::Hunting:
            return trf("You see {monster:a} (hunting you) with {health} of {most} health.",
                       arguments);
        case MonsterMind::Wandering:
            break;
    }
    return trf("You see {monster:a} (unaware of you) with {health} of {most} health.", arguments);
}

// The sentence, what ails the monster ("Poisoned (3), Slowed (2)."), what
// its kind can do ("Moves: spit.") and how dangerous it is to the hero.
std::string monsterSentence(const Game& game, const Monster& monster) {
    std::string text = mindSentence(monster);
    std::string conditions;
    for (const Condition& condition : monster.conditions.all()) {
        conditions +=
            (conditions.empty() ? "" : ", ") + conditionWithTurns(game.rules(), condition);
    }
    if (!conditions.empty()) {
        text += " " + conditions + ".";
    }
    if (const std::string moves = movesSentence(*monster.kind); !moves.empty()) {
        text += " " + moves;
    }
    if (const std::string danger = dangerSentence(dangerOf(game.hero(), monster));
        !danger.empty()) {
        text += " " + danger;
    }
    return text;
}

}  // namespace

std::string describeFloorCell(const Game& game, Point cell) {
    const Map& map = game.map();
    if (cell == game.hero().position) {
        return tr("That is you.");
    }
    if (const Monster* monster = game.stage().monsterAt(cell);
        monster != nullptr && game.canSee(*monster)) {
        return monsterSentence(game, *monster);
    }
    if (!map.isExplored(cell)) {
        return tr("You have not seen that place.");
    }
    if (const Person* person = game.stage().personAt(cell)) {
        const SentenceArguments arguments =
            SentenceArguments{}.noun("person", nounOf(*person->kind));
        return map.isVisible(cell)
                   ? trf("You see {person:the.acc}. Step into them to talk.", arguments)
                   : trf("You remember {person:the.acc} there.", arguments);
    }
    if (const Trap* trap = game.stage().trapAt(cell); trap != nullptr && trap->known) {
        return trapSeen(game.rules(), trap->kind, map.isVisible(cell));
    }
    const bool inView = map.isVisible(cell);
    if (const Item* item = game.stage().topItemAt(cell)) {
        const SentenceArguments arguments =
            SentenceArguments{}.noun("item", itemNoun(game.lore(), *item->kind), item->count);
        if (game.stage().onPedestal(cell)) {
            // A choice: what it is in full, and what taking it costs.
            return trf(
                "On a pedestal: {thing}. Take it, and the other things on pedestals here "
                "are shut away for good.",
                SentenceArguments{}.text("thing", itemName(game.lore(), *item)));
        }
        return inView ? trf("You see {item:a.acc} there.", arguments)
                      : trf("You remember {item:a.acc} there.", arguments);
    }
    if (const auto fixture = fixturesOf(game).at(cell)) {
        const TerrainSentences sentences = sentencesFor(*fixture);
        return tr(inView ? sentences.seen : sentences.remembered);
    }
    const TerrainSentences sentences =
        sentencesFor(inView ? map.terrain(cell) : map.remembered(cell));
    return tr(inView ? sentences.seen : sentences.remembered);
}

std::string hoverText(const Game& game, Point cell) {
    std::string text = describeFloorCell(game, cell);
    // Where the travel preview draws no way though a click could mean to
    // go there, the reason takes its place. Cells that cannot be walked
    // need none: the description already says what they are; nor does a
    // monster in view, which a click would not travel to (and which the
    // panel marks when it is the one that forbids travel).
    const Map& map = game.map();
    const Monster* there = game.stage().monsterAt(cell);
    const bool monsterSeen = there != nullptr && game.canSee(*there);
    const bool mightTravel = cell != game.hero().position && map.isExplored(cell) && !monsterSeen &&
                             terrainInfo(apparentTerrain(map.terrain(cell))).walkable;
    if (mightTravel && !game.commandRunning()) {
        if (const auto why = game.foresight().travelRefusal(cell)) {
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
    if (const auto cell = app.lastFrame().camera.floorCellAt(*screenCell)) {
        drawCellText(layout, buffer, hoverText(app.game(), *cell));
    }
}

void drawCellText(const Layout& layout, CellBuffer& buffer, const std::string& description) {
    const Rect& panel = layout.sidePanel;
    const int width = panel.width - 2;
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
