#include "ui/screens/play_screen.h"

#include <memory>

#include "ui/app.h"
#include "ui/input/key_help.h"
#include "ui/input/keymap.h"
#include "ui/screens/aim_screen.h"
#include "ui/screens/command_start.h"
#include "ui/screens/confirm_screen.h"
#include "ui/screens/direction_screen.h"
#include "ui/screens/inventory_screen.h"
#include "ui/text/hover_text.h"
#include "ui/text/log_lines.h"
#include "ui/text/translation.h"
#include "ui/text/trap_text.h"
#include "ui/views/compact_panel.h"
#include "ui/views/layout.h"
#include "ui/views/map_view.h"
#include "ui/views/message_panel.h"
#include "ui/views/side_panel.h"
#include "ui/views/travel_preview.h"
#include "ui/views/view_keys.h"
#include "ui/views/view_titles.h"

namespace delve {

namespace {
constexpr std::string_view kHelpHint = N_("Press {key} to see every key.");
}  // namespace

void PlayScreen::draw(const App& app, CellBuffer& buffer) const {
    const Layout& layout = app.lastFrame().layout;
    const Game& game = app.game();
    drawMapView(game, app.presentation().style(), app.lastFrame().camera, buffer);
    drawTeachingViews(app, buffer);
    Rect messages = layout.messages;
    if (layout.compact) {
        drawCompactPanel(app, layout, buffer);
    } else {
        drawSidePanel(app, layout.sidePanel, buffer);
        // The views shown are named above the log.
        messages = drawViewTitles(app, layout.messages, buffer);
    }
    // Until the first turn is taken, the log's last line tells a new player
    // how to see every key. It is the screen's line, not the game's; the
    // compact layout's three lines are the game's alone.
    if (game.turn() == 0 && messages.height > 1 && !layout.compact) {
        --messages.height;
        buffer.text({messages.x, messages.bottom()},
                    trf(kHelpHint, SentenceArguments{}.text(
                                       "key", keysLabel(app.settings().keymap(), Intent::Help))),
                    colours::yellow, colours::black, messages.width);
    }
    drawMessages(logLines(app, readUpTo_), messages, buffer);
    drawHoverText(app, layout, buffer);
    drawTravelPreview(app, buffer);
    for (const Highlight& flash : app.presentation().flashes()) {
        if (auto cell = app.lastFrame().camera.screenCellOf(flash.cell)) {
            buffer.highlight(*cell, flash.colour, flash.opacity);
        }
    }
}

void PlayScreen::handle(App& app, const InputEvent& event) {
    Game& game = app.game();
    readUpTo_ = game.log().said();
    app.presentation().clearFlashes();
    if (event.kind == InputEvent::Kind::Click) {
        clickOnMap(app, event.cell);
        return;
    }
    const auto intent = intentFor(event.key);
    if (!intent) {
        return;
    }
    handlerOf (*intent)(*this, app);
}

// A step; onto a trap the hero knows of, only after a question that a
// movement key cannot answer (y is one), so a run of steps never walks
// onto it unasked.
void PlayScreen::step(App& app, Direction direction) {
    Game& game = app.game();
    if (const Trap* trap = game.foresight().knownTrapAhead(direction)) {
        app.push(std::make_unique<ConfirmScreen>(
            tr("A trap"), trapQuestion(game.rules(), trap->kind),
            [direction](App& answering) {
                answering.game().act(Step{direction, true});
                return true;
            },
            ConfirmScreen::Keys::Recorded, ConfirmScreen::Yes::NotAMovementKey));
        return;
    }
    game.act(Step{direction});
}

// The only open door beside the hero closes at once; with more, a direction
// says which.
void PlayScreen::closeDoor(App& app) {
    Game& game = app.game();
    if (game.foresight().openDoorsAround().size() < 2) {
        game.act(Close{});
        return;
    }
    app.push(std::make_unique<DirectionScreen>(
        tr("Close which door?"),
        [](App& answering, Direction direction) { answering.game().act(Close{direction}); }));
}

// A click on the map travels there; on the hero, it says who that is.
void PlayScreen::clickOnMap(App& app, Point screenCell) {
    const auto cell = app.lastFrame().camera.floorCellAt(screenCell);
    if (!cell) {
        return;
    }
    Game& game = app.game();
    if (*cell == game.hero().position) {
        app.announce(describeFloorCell(game, *cell));  // "That is you."
        return;
    }
    if (game.foresight().travelRefusal(*cell)) {
        game.act(TravelTo{*cell});  // the game says why it will not go
        return;
    }
    startCommand(app, CommandKind::Travel, TravelTo{*cell});
}

}  // namespace delve
