#include "ui/screens/trap_warning.h"

#include <vector>

#include "ui/app.h"
#include "ui/input/keymap.h"
#include "ui/text/translation.h"
#include "ui/text/trap_text.h"

namespace delve {

namespace {

// The way the event would set the hero walking, if it starts travel or
// explore (as the play screen reads it).
std::vector<Point> wayOf(const App& app, const InputEvent& event) {
    const Game& game = app.game();
    const Foresight foresight = game.foresight();
    if (event.kind == InputEvent::Kind::Click) {
        const auto cell = app.lastFrame().camera.floorCellAt(event.cell);
        return cell ? foresight.travelRoute(*cell) : std::vector<Point>{};
    }
    if (event.kind != InputEvent::Kind::Key) {
        return {};
    }
    const auto intent = intentFor(event.key);
    if (intent == Intent::Explore) {
        return foresight.exploreRoute();
    }
    // Off the stairs, > and < travel to the ones the hero has seen.
    for (const auto& [stairsIntent, stairs] : {std::pair{Intent::Descend, Terrain::StairsDown},
                                               std::pair{Intent::Ascend, Terrain::StairsUp}}) {
        if (intent == stairsIntent && game.map().terrain(game.hero().position) != stairs) {
            const auto known = foresight.knownStairs(stairs);
            return known ? foresight.travelRoute(*known) : std::vector<Point>{};
        }
    }
    return {};
}

}  // namespace

std::optional<TrapWarnings::Question> TrapWarnings::before(const App& app,
                                                           const InputEvent& event) const {
    if (!app.settings().current().askBesideTraps || !app.hasGame() || app.commandRunning() ||
        app.topScreenName() != "play") {
        return std::nullopt;
    }
    const Trap* trap = app.game().foresight().knownTrapBeside(wayOf(app, event));
    if (trap == nullptr || agreed_.contains({app.game().stage().depth(), trap->at.x, trap->at.y})) {
        return std::nullopt;
    }
    return Question{trf("That way passes beside a trap you know of ({trap}). Go that way?",
                        SentenceArguments{}.text("trap", trapName(app.rules(), trap->kind))),
                    trap->at};
}

void TrapWarnings::agree(const App& app, Point trap) {
    agreed_.insert({app.game().stage().depth(), trap.x, trap.y});
}

}  // namespace delve
