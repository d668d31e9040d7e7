#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game/game.h"
#include "keep/score_table.h"
#include "ui/camera.h"
#include "ui/cell_buffer.h"
#include "ui/presentation.h"
#include "ui/run_keeper.h"
#include "ui/run_recorder.h"
#include "ui/screen.h"
#include "ui/settings_keeper.h"
#include "ui/text/catalog_source.h"
#include "ui/views/teaching_views.h"

namespace delve {

// Which glyphs remembered cells (the fog) are drawn with.
enum class FogGlyphs {
    Terrain,  // their own; without colour, remembered floor is ':'
    Colons,   // every remembered cell is ':' (--fog colons)
};

// How the screens are drawn in what the frontend can show.
struct DrawStyle {
    bool noColour = false;  // the plain terminal and text frames: fog cannot be dimmed
    FogGlyphs fog = FogGlyphs::Terrain;
    // Only ASCII can be shown (a terminal whose locale is not UTF-8): no
    // language but English can be read, so no other is offered.
    bool asciiOnly = false;
};

// While a recording plays back: how many of its entries have been played.
struct ReplayProgress {
    std::size_t played = 0;
    std::size_t total = 0;
};

// The whole interface of one run: the game (once a class is chosen), the
// stack of screens, and the way in and out for a frontend: draw a frame,
// hand over an event, ask whether to quit.
class App {
  public:
    // Starts on the class screen, or straight in the game when the options
    // name a class. Throws what Game's constructor throws.
    App(GameOptions options, bool chooseClass, DrawStyle style);

    void draw(CellBuffer& buffer) const;
    // While a command runs, a key or a click stops it and does nothing else.
    void handle(const InputEvent& event);

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
    const DrawStyle& style() const { return style_; }
    const Rules& rules() const { return *options_.rules; }
    void setStyle(DrawStyle style) { style_ = style; }

    // Screen changes wait until the current event is handled, so a screen
    // may close itself safely.
    void push(std::unique_ptr<Screen> screen);
    void pop();
    void startRun(const std::string& heroClass);
    // Quits, saving a living run first (the keeper decides where).
    void requestQuit();
    // A line for the log that is not part of the rules (which frontend is
    // in use, a save that failed). The app keeps it, not the game, so it
    // never reaches a save, a recording or the state hash; it shows among the
    // game's messages where it was said (ui/log_lines.h).
    void announce(std::string text);
    struct Note {
        std::string text;
        int afterSaid = 0;  // how many messages the game had said by then
    };
    const std::vector<Note>& notes() const { return notes_; }

    // Flashes, sounds and animations of what happened (ui/presentation.h).
    Presentation& presentation() { return presentation_; }
    const Presentation& presentation() const { return presentation_; }
    // From the death screen: the class screen again, on a new seed.
    void newRun();

    // Called once when the hero has just died, before the death screen
    // opens: the caller records the run (morgue file, score table) and hands
    // back the table for the death screen to show, or nothing.
    using RunEndHook = std::function<std::optional<ScoreBoard>(const Game&)>;
    void whenRunEnds(RunEndHook hook) { runEnds_ = std::move(hook); }

    // The size of the last frame drawn, for turning clicks into cells.
    int columns() const { return columns_; }
    int rows() const { return rows_; }
    // Where the map view looked in the last frame drawn: clicks and the
    // mouse are turned into floor cells through it.
    const Camera& camera() const { return camera_; }

    // Set while `delve replay` plays, for the side panel to say so.
    void setReplayProgress(ReplayProgress progress) { replay_ = progress; }
    const std::optional<ReplayProgress>& replayProgress() const { return replay_; }

    // Which views that teach are shown (ui/views/): the App's, not the
    // run's, so a new or loaded run starts with none.
    TeachingViews& views() { return views_; }
    const TeachingViews& views() const { return views_; }

    // The screen cell under the mouse while the play screen is on top;
    // nothing once the mouse has left the window (app_hover.cpp).
    std::optional<Point> hoverCell() const;

    // Keeping the run (app_keeping.cpp, docs/save-format.md). The keeper and
    // the recorder belong to the caller and must outlive the App.
    void setKeeper(RunKeeper& keeper) { keeper_ = &keeper; }
    void setRecorder(RunRecorder& recorder) { recorder_ = &recorder; }
    bool keepsRuns() const;
    // Before the class screen: offers the keeper's saved run, if it has one.
    void offerSavedRun();
    // Goes on from a saved run (--continue, or the offer taken up).
    void resumeRun(Game game);
    // The offer turned down: the saved run is given up for a new one.
    void declineSavedRun();
    // Saves a living run; a failure is said in the log and remembered.
    bool keepRun();
    const std::optional<std::string>& keepingError() const { return keepingError_; }
    // F5 and F9: a copy of the run set aside, and going back to it. F9
    // asks first, saying how many turns would be lost; the answer yes goes
    // back (goBackTo), and the run's record notes it.
    void setRunAside();
    void askToGoBack();
    void goBackTo(Game copy);
    // A multi-turn command calls this for each step it takes, so that a
    // replay takes the step at the same point among the keys.
    void recordStep();
    // The last line of the recording: the hash the run ended with.
    void finishRecording();

    // The language (app_settings.cpp). The keeper and the catalogs belong to
    // the caller and must outlive the App; without them nothing is kept and
    // English alone can be chosen.
    void setSettingsKeeper(SettingsKeeper& keeper) { settingsKeeper_ = &keeper; }
    void setCatalogSource(const CatalogSource& catalogs) { catalogs_ = &catalogs; }
    const SettingsKeeper& settingsKeeper() const;
    // The menu's list of languages. It is outside the game's time, as a
    // question about keeping the run is: neither the key that opened it nor
    // its own keys are recorded, so a replay never meets it.
    void showLanguages();
    // Puts the language's catalog in use at once and keeps the choice for
    // next time; no turn passes. Nothing when all went well, else what went
    // wrong, for the list to say (the language then stays as it was, unless
    // only keeping it failed).
    std::optional<std::string> chooseLanguage(Language language);

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
    void applyPendingChanges();
    void noteHover(Point screenCell);
    RunKeeper& keeper();
    void startRecordingIfDue();
    void record(const std::string& text);
    std::optional<std::string> recordedLineFor(const InputEvent& event) const;
    void keepAfterRequest();

    GameOptions options_;
    DrawStyle style_;
    std::optional<Game> game_;
    std::vector<std::unique_ptr<Screen>> screens_;
    std::vector<std::unique_ptr<Screen>> pushed_;
    std::vector<Note> notes_;
    Presentation presentation_;
    RunEndHook runEnds_;
    bool runRecorded_ = false;  // the hook has been called for this run
    int pops_ = 0;
    bool quit_ = false;
    // Counts the games put in place (new, loaded, gone back to), so that
    // one request's consequences are never drawn from another game.
    std::uint64_t gamesBegun_ = 0;
    mutable int columns_ = 80;
    mutable int rows_ = 24;
    // Follows the hero as frames are drawn (ui/camera.h).
    mutable Camera camera_;
    std::optional<ReplayProgress> replay_;
    std::optional<Point> hover_;
    TeachingViews views_;
    // Keeping the run.
    RunKeeper* keeper_ = nullptr;
    RunRecorder* recorder_ = nullptr;
    std::optional<Game> aside_;
    std::optional<std::string> keepingError_;
    int keptDepth_ = 0;          // a change of depth means a new floor: save
    bool resumed_ = false;       // the copy set aside may be on the keeper's disk
    bool offerOpen_ = false;     // nothing is saved until the offer is answered
    bool endTold_ = false;       // the keeper heard of the hero's death
    bool recording_ = false;     // the recording's header is written
    bool offTheRecord_ = false;  // this event went back to a copy or asked to: not its key
    bool handling_ = false;      // inside handle(): screen changes wait till it ends
    // The language.
    SettingsKeeper* settingsKeeper_ = nullptr;
    const CatalogSource* catalogs_ = nullptr;
};

}  // namespace delve
