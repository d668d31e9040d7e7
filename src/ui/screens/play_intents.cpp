// What each command does on the play screen: a table from intent to
// handler, each written beside its intent, so a command added to the
// keymap without its deed here does not compile (core/exact_table.h).
#include <memory>

#include "core/exact_table.h"
#include "ui/app.h"
#include "ui/screens/aim_screen.h"
#include "ui/screens/character_screen.h"
#include "ui/screens/command_start.h"
#include "ui/screens/confirm_screen.h"
#include "ui/screens/help_screen.h"
#include "ui/screens/inventory_screen.h"
#include "ui/screens/look_screen.h"
#include "ui/screens/menu_screen.h"
#include "ui/screens/message_history_screen.h"
#include "ui/screens/play_screen.h"
#include "ui/screens/quest_log_screen.h"
#include "ui/screens/skills_screen.h"
#include "ui/text/translation.h"
#include "ui/views/view_keys.h"

namespace delve {

namespace {

// Z searches this many turns.
constexpr int kLongSearch = 5;

// > goes down the stairs the hero stands on, asking first if the Amulet is
// left on the floor (there is no way back up for it); off the stairs, it
// travels to the ones the hero has seen.
void descend(App& app) {
    Game& game = app.game();
    const bool onStairs = game.map().terrain(game.hero().position) == Terrain::StairsDown;
    if (!onStairs && game.foresight().knownStairs()) {
        startCommand(app, CommandKind::Travel, Descend{});
    } else if (onStairs && game.foresight().amuletLiesHere()) {
        app.push(std::make_unique<ConfirmScreen>(
            tr("Leave the Amulet?"),
            tr("The Amulet lies somewhere on this floor, and there is no way back up. "
               "Go down and leave it behind for good?"),
            [](App& app) {
                app.game().act(Descend{.leavingAmulet = true});
                return true;
            }));
    } else {
        game.act(Descend{});
    }
}

// < goes up, or off the stairs travels to the ones up the hero has seen.
void ascend(App& app) {
    Game& game = app.game();
    if (game.map().terrain(game.hero().position) != Terrain::StairsUp &&
        game.foresight().knownStairs(Terrain::StairsUp)) {
        startCommand(app, CommandKind::Travel, Ascend{});
    } else {
        game.act(Ascend{});
    }
}

template <typename ScreenKind, typename... Arguments>
void openScreen(App& app, Arguments... arguments) {
    app.push(std::make_unique<ScreenKind>(arguments...));
}

}  // namespace

PlayScreen::IntentHandler PlayScreen::handlerOf(Intent intent) {
    using Screen = PlayScreen;
    static constexpr auto kHandlers = keyedTable<Intent, IntentHandler, kIntentCount>({
        {Intent::MoveNorth, [](Screen& s, App& app) { s.step(app, Direction::North); }},
        {Intent::MoveNorthEast, [](Screen& s, App& app) { s.step(app, Direction::NorthEast); }},
        {Intent::MoveEast, [](Screen& s, App& app) { s.step(app, Direction::East); }},
        {Intent::MoveSouthEast, [](Screen& s, App& app) { s.step(app, Direction::SouthEast); }},
        {Intent::MoveSouth, [](Screen& s, App& app) { s.step(app, Direction::South); }},
        {Intent::MoveSouthWest, [](Screen& s, App& app) { s.step(app, Direction::SouthWest); }},
        {Intent::MoveWest, [](Screen& s, App& app) { s.step(app, Direction::West); }},
        {Intent::MoveNorthWest, [](Screen& s, App& app) { s.step(app, Direction::NorthWest); }},
        {Intent::Wait, [](Screen&, App& app) { app.game().act(Wait{}); }},
        {Intent::Descend, [](Screen&, App& app) { descend(app); }},
        {Intent::Ascend, [](Screen&, App& app) { ascend(app); }},
        {Intent::Help, [](Screen&, App& app) { openScreen<HelpScreen>(app); }},
        {Intent::Menu, [](Screen&, App& app) { openScreen<MenuScreen>(app); }},
        {Intent::MessageHistory, [](Screen&, App& app) { openScreen<MessageHistoryScreen>(app); }},
        {Intent::QuestLog, [](Screen&, App& app) { openScreen<QuestLogScreen>(app); }},
        {Intent::CharacterSheet, [](Screen&, App& app) { openScreen<CharacterScreen>(app); }},
        {Intent::Rest, [](Screen&, App& app) { startCommand(app, CommandKind::Rest, Rest{}); }},
        {Intent::Explore,
         [](Screen&, App& app) { startCommand(app, CommandKind::Explore, Explore{}); }},
        // Neither takes a turn: keeping a run is outside the game's time.
        {Intent::SetAside, [](Screen&, App& app) { app.keeping().setRunAside(); }},
        {Intent::GoBack, [](Screen&, App& app) { app.keeping().askToGoBack(); }},
        {Intent::Search, [](Screen&, App& app) { app.game().act(Search{1}); }},
        {Intent::SearchLonger, [](Screen&, App& app) { app.game().act(Search{kLongSearch}); }},
        {Intent::CloseDoor, [](Screen& s, App& app) { s.closeDoor(app); }},
        {Intent::PickUp, [](Screen&, App& app) { app.game().act(PickUpItems{}); }},
        {Intent::Inventory,
         [](Screen&,
            App& app) { openScreen<InventoryScreen>(app, InventoryScreen::Purpose::Use); }},
        {Intent::Drop,
         [](Screen&,
            App& app) { openScreen<InventoryScreen>(app, InventoryScreen::Purpose::Drop); }},
        {Intent::Fire, [](Screen&, App& app) { startAiming(app, Aimed{Aimed::Kind::Bow}); }},
        {Intent::Throw,
         [](Screen&,
            App& app) { openScreen<InventoryScreen>(app, InventoryScreen::Purpose::Throw); }},
        {Intent::Cast, [](Screen&, App& app) { startAiming(app, Aimed{Aimed::Kind::Lightning}); }},
        {Intent::Skills,
         [](Screen&,
            App&
                app) { app.push(std::make_unique<SkillsScreen>(app.game().hero(), app.rules())); }},
        {Intent::Look, [](Screen&, App& app) { openScreen<LookScreen>(app); }},
        // The views that teach take no turn either (ui/views/).
        {Intent::WholeFloor, [](Screen&, App& app) { switchView(app, ViewSwitch::WholeFloor); }},
        {Intent::DistanceMaps,
         [](Screen&, App& app) { switchView(app, ViewSwitch::DistanceMaps); }},
        {Intent::SwitchSight, [](Screen&, App& app) { switchView(app, ViewSwitch::Sight); }},
        {Intent::SearchedCells,
         [](Screen&, App& app) { switchView(app, ViewSwitch::SearchedCells); }},
    });
    return kHandlers[static_cast<std::size_t>(intent)];
}

}  // namespace delve
