#pragma once

#include <functional>
#include <optional>
#include <string>

#include "game/game.h"
#include "keep/score_table.h"
#include "ui/keeping/run_keeper.h"
#include "ui/keeping/run_recorder.h"
#include "ui/screens/screen.h"

namespace delve {

class App;

// The App's part that keeps the run (DESIGN.md, docs/save-format.md): the
// save on quitting and on each new floor, the copy F5 sets aside and F9 goes
// back to, the offer to go on with a saved run, the run's records when it
// ends, and the recording a replay plays back. It reads the App's game and
// speaks through the App's log; the App tells it when a game is put in place
// and when a request has been followed. The keeper, the recorder and the
// hook belong to the caller and must outlive the App.
class RunKeeping {
  public:
    explicit RunKeeping(App& app) : app_(app) {}
    RunKeeping(const RunKeeping&) = delete;
    RunKeeping& operator=(const RunKeeping&) = delete;

    void setKeeper(RunKeeper& keeper) { keeper_ = &keeper; }
    void setRecorder(RunRecorder& recorder) { recorder_ = &recorder; }
    // Called once when the hero has just died, before the death screen
    // opens: the caller records the run (morgue file, score table) and hands
    // back the table for the death screen to show, or nothing.
    using RunEndHook = std::function<std::optional<ScoreBoard>(const Game&)>;
    void whenRunEnds(RunEndHook hook) { runEnds_ = std::move(hook); }
    // Whether anything is kept: the menu says "save and quit" if so.
    bool keepsRuns() const;

    // Before the class screen: offers the keeper's saved run, if it has one.
    void offerSavedRun();
    // Goes on with a kept run: its save is put in place, the inputs its
    // journal holds are played again on it, and it is saved anew. A
    // journal that could not be read is said in the log.
    void resume(KeptRun kept);
    // The offer turned down: the saved run is given up for a new one.
    void declineSavedRun();
    // Saves a living run; a failure is said in the log and remembered.
    bool keepRun();
    // Whether what the player did could be neither journalled nor saved (a
    // full disk): the App then takes no key into the run, each one trying
    // to save it again, so that nothing is played that a crash would lose.
    bool cannotKeep() const { return cannotKeep_; }
    const std::optional<std::string>& error() const { return error_; }
    // F5 and F9: a copy of the run set aside, and going back to it. F9
    // asks first, saying how many turns would be lost; the answer yes goes
    // back (App::goBackTo), and the run's record notes it.
    void setRunAside();
    void askToGoBack();

    // A multi-turn command calls this for each step it takes, so that a
    // replay takes the step at the same point among the keys.
    void recordStep();
    // The last line of the recording: the hash the run ended with.
    void finishRecording();
    // What this event does is outside the game's time (a question about
    // keeping the run, the list of languages, going back to a copy): its
    // key is not recorded.
    void keepOffTheRecord() { offTheRecord_ = true; }

    // From the App. How a game came to be put in place.
    enum class Begun {
        New,       // a class was chosen
        Resumed,   // a saved run goes on
        WentBack,  // F9: the copy set aside (noted by wentBack first)
    };
    void begun(const Game& game, Begun how);
    // Before F9's copy is put in place: recorded as the copy itself.
    void wentBack(const Game& copy);
    // An event reaches the screens: its key or click is recorded after
    // they handled it, unless the event took it off the record.
    void eventBegins(const InputEvent& event, bool screenRecordsInput);
    void eventEnds();
    // After a request the game took: the keeper hears of the hero's death
    // or the run is saved on a new floor.
    void followRequest();
    // The run's records (morgue, score) once per run; the table to show.
    std::optional<ScoreBoard> recordEnd(const Game& game);

  private:
    RunKeeper& keeper();
    void startRecordingIfDue();
    // A run begun or resumed is saved before its first input, so that its
    // journal has a save to follow.
    void saveBeforeFirstInput();
    // Plays the journal of the run resumed last, says why if it could not
    // be read, and saves the run as it then stands.
    void catchUp();
    // Takes down a line in the journal and the recording.
    void takeDown(const std::string& text);
    void record(const std::string& text);
    void journal(const std::string& text);
    std::optional<std::string> recordedLineFor(const InputEvent& event) const;

    App& app_;
    RunKeeper* keeper_ = nullptr;
    RunRecorder* recorder_ = nullptr;
    RunEndHook runEnds_;
    std::optional<Game> aside_;
    std::optional<std::string> error_;
    std::vector<RecordedEntry> journalDue_;      // to play on the run resumed
    std::optional<std::string> journalProblem_;  // why its journal was put aside
    bool catchUpDue_ = false;                    // resumed while an event was handled
    std::optional<std::string> eventLine_;       // the key or click of the event being handled
    int keptDepth_ = 0;                          // a change of depth means a new floor: save
    bool runRecorded_ = false;                   // the hook has been called for this run
    bool resumed_ = false;                       // the copy set aside may be on the keeper's disk
    bool offerOpen_ = false;                     // nothing is saved until the offer is answered
    bool endTold_ = false;                       // the keeper heard of the hero's death
    bool recording_ = false;                     // the recording's header is written
    bool offTheRecord_ = false;     // this event went back to a copy or asked to: not its key
    bool replaying_ = false;        // the journal is being played again: nothing is taken down
    bool journalling_ = false;      // the run is under way: its inputs go to the journal
    bool cannotKeep_ = false;       // see cannotKeep()
    bool needsSave_ = false;        // begun or resumed, and not saved since
    int savesMade_ = 0;             // each save begins a new journal
    int eventSaves_ = 0;            // savesMade_ as the event began
    bool eventJournalled_ = false;  // the event began in a run, not on the offer
};

}  // namespace delve
