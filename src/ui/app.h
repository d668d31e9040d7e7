#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game/game.h"
#include "ui/keeping/run_keeping.h"
#include "ui/screens/screen.h"
#include "ui/screens/start_choices.h"
#include "ui/screens/start_flow.h"
#include "ui/screens/trap_warning.h"
#include "ui/settings/player_settings.h"
#include "ui/views/camera.h"
#include "ui/views/cell_buffer.h"
#include "ui/views/layout.h"
#include "ui/views/presentation.h"
#include "ui/views/teaching_views.h"

namespace delve {

// What the last frame drawn was: its size, for turning clicks into cells,
// and where the map view looked, for turning clicks and the mouse into
// floor cells.
struct LastFrame {
    int columns = 80;
    int rows = 24;
    Layout layout = layoutFor(80, 24);  // where the play screen's parts went
    Camera camera;                      // follows the hero as frames are drawn (ui/views/camera.h)
};

// The whole interface of one run: the game (once a class is chosen), the
// stack of screens, and the way in and out for a frontend: draw a frame,
// hand over an event, ask whether to quit. Its parts with a job of their
// own: presentation (the drawing style, flashes, sounds, animation, a
// replay's progress), keeping (saves, the copy set aside, records and the
// recording) and the player's settings.
class App {
  public:
    // Starts on the start screens for the choices left to the player, or
    // straight in the game when there are none. Throws what Game's
    // constructor throws.
    App(GameOptions options, StartChoices choices, DrawStyle style);
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    void draw(CellBuffer& buffer) const;
    // What drawing a frame of this size does besides drawing: lays it out
    // and moves the camera after the hero. For a frontend that does not
    // draw every step of a command, yet must leave the camera where a
    // player watching the steps would have it.
    void arrangeFrame(int columns, int rows) const;
    // While a command runs, a key or a click stops it and does nothing else.
    // Keys are read in the default keymap (ui/input/keymap.h): scripts, replays
    // and journals hold those.
    void handle(const InputEvent& event);
    // An event from the player at the keyboard: on a screen that reads
    // intents, a key of the player's own keymap is first turned into the
    // default keymap's key for the same intent, and a key that gives no
    // intent in theirs gives none; then handle() as above. So a recording
    // holds the default keys and plays the same on any settings.
    void handlePlayers(const InputEvent& event);

    // A multi-turn command (rest, travel, explore) is running: the frontend
    // calls stepCommand when each step is due.
    bool commandRunning() const { return game_ && game_->commandRunning(); }
    // One step of the running command, then what follows any action.
    void stepCommand();

    bool wantsQuit() const { return quit_; }
    std::string_view topScreenName() const;

    bool hasGame() const { return game_.has_value(); }
    Game& game() { return *game_; }
    const Game& game() const { return *game_; }
    // What the run was started with (the seed, class and level of the
    // game last begun, or the next one's).
    const GameOptions& options() const { return options_; }
    const Rules& rules() const { return *options_.rules; }

    // Screen changes made while an event is handled wait until it ends, so
    // a screen may close itself safely; others are made at once.
    void push(std::unique_ptr<Screen> screen);
    void pop();
    // The start screens' way through (ui/screens/start_flow.h).
    StartFlow& start() { return start_; }
    const StartFlow& start() const { return start_; }
    // The start screens are done: a new run begins with the options chosen,
    // its play screen in place of the `startScreens` that chose them.
    void beginRun(int startScreens);
    // From the death screen: the start screens again, on a new seed.
    void newRun();
    // Goes on from a saved run (--continue, or the offer taken up).
    void resumeRun(Game game);
    // Whether an event is being handled: screen changes wait till it ends.
    bool handlingEvent() const { return handling_; }
    // F9 answered yes: the copy set aside takes the run's place.
    void goBackTo(Game copy);
    // Quits, saving a living run first (the keeper decides where).
    void requestQuit();
    // A line for the log that is not part of the rules (which frontend is
    // in use, a save that failed). The app keeps it, not the game, so it
    // never reaches a save, a recording or the state hash; it shows among the
    // game's messages where it was said (ui/text/log_lines.h).
    void announce(std::string text);
    struct Note {
        std::string text;
        int afterSaid = 0;  // how many messages the game had said by then
    };
    const std::vector<Note>& notes() const { return notes_; }

    // The parts (see above).
    Presentation& presentation() { return presentation_; }
    const Presentation& presentation() const { return presentation_; }
    RunKeeping& keeping() { return keeping_; }
    const RunKeeping& keeping() const { return keeping_; }
    PlayerSettings& settings() { return settings_; }
    const PlayerSettings& settings() const { return settings_; }

    const LastFrame& lastFrame() const { return frame_; }
    // Whether a screen of this size shows the game rather than a notice to
    // make it larger: the smallest size and up, and the adventure's compact
    // screen.
    bool shownOn(int columns, int rows) const;

    // Which views that teach are shown (ui/views/): the App's, not the
    // run's, so a new or loaded run starts with none.
    TeachingViews& views() { return views_; }
    const TeachingViews& views() const { return views_; }

    // The screen cell under the mouse while the play screen is on top;
    // nothing once the mouse has left the window (app_hover.cpp).
    std::optional<Point> hoverCell() const;

  private:
    // What follows every request the game took while an event was handled
    // or a command stepped, whichever screen asked for it: flashes, sounds
    // and animations of what happened, the death or victory screen with the
    // run's records, the save on a new floor. Screens only ask the game to
    // act; they never call this themselves.
    struct RequestMark {
        std::uint64_t gamesBegun = 0;
        std::uint64_t requests = 0;
    };
    RequestMark requestMark() const;
    void followRequests(RequestMark before);
    void showConsequences();
    // Every game put in place goes through here.
    void putInPlace(Game game, RunKeeping::Begun how);
    void applyPendingChanges();
    // handlePlayers' turning: the event to handle, or nothing to do.
    std::optional<InputEvent> inDefaultKeys(const InputEvent& event) const;
    // Where the mouse points, or that it no longer does (app_hover.cpp).
    void followMouse(const InputEvent& event);

    GameOptions options_;
    StartFlow start_;
    std::optional<Game> game_;
    std::vector<std::unique_ptr<Screen>> screens_;
    std::vector<std::unique_ptr<Screen>> pushed_;
    std::vector<Note> notes_;
    Presentation presentation_;
    RunKeeping keeping_{*this};
    PlayerSettings settings_;
    int pops_ = 0;
    bool quit_ = false;
    bool quitAsked_ = false;
    // What the player went on with after a question asked off the record
    // (ui/screens/trap_warning.h): handled, and recorded, once the answer is done.
    std::optional<InputEvent> afterQuestion_;  // a Quit event asked whether to leave without saving
    bool handling_ = false;                    // inside handle(): screen changes wait till it ends
    // Counts the games put in place (new, loaded, gone back to), so that
    // one request's consequences are never drawn from another game.
    std::uint64_t gamesBegun_ = 0;
    TrapWarnings trapWarnings_;
    mutable LastFrame frame_;
    std::optional<Point> hover_;
    TeachingViews views_;
};

}  // namespace delve
