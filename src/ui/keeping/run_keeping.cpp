// Both ways of keeping a run (DESIGN.md): saving on quitting and on each new
// floor, a copy set aside with F5 and gone back to with F9, the offer to go
// on with a saved run, and the recording a replay plays back.
#include <exception>

#include "ui/keeping/run_keeping.h"

#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "ui/app.h"
#include "ui/keeping/recording.h"
#include "ui/keeping/replay.h"
#include "ui/screens/confirm_screen.h"
#include "ui/screens/continue_screen.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

// F9's question: "Go back to turn 40? The 12 turns since are lost."
constexpr std::string_view kGoBackTitle = N_("Go back?");

std::string goBackQuestion(int turn, int turnsLost) {
    const SentenceArguments when = SentenceArguments{}.number("turn", turn);
    if (turnsLost <= 0) {
        return trf("Go back to turn {turn}?", when);
    }
    return trnf("Go back to turn {turn}? The turn since is lost.",
                "Go back to turn {turn}? The {count} turns since are lost.", turnsLost, when);
}

// A reason from the keeper, as the tail of a sentence in the log.
std::string reason(const std::exception& error) {
    std::string text = error.what();
    while (!text.empty() && (text.back() == '.' || text.back() == '\n')) {
        text.pop_back();
    }
    return text;
}

}  // namespace

RunKeeper& RunKeeping::keeper() {
    static RunKeeper keepsNothing;
    return keeper_ != nullptr ? *keeper_ : keepsNothing;
}

bool RunKeeping::keepsRuns() const {
    return keeper_ != nullptr && keeper_->keepsRuns();
}

bool RunKeeping::keepRun() {
    // While the offer is open the game beneath it (if any) is not the run
    // the save holds: saving it would throw that run away.
    // While the journal is played again its run is saved at the end.
    if (!app_.hasGame() || app_.game().isOver() || offerOpen_ || replaying_) {
        return true;
    }
    try {
        keeper().save(app_.game());
        ++savesMade_;
        needsSave_ = false;
        // A new journal follows this save, even if the last one failed.
        journalling_ = true;
        error_.reset();
        cannotKeep_ = false;
        return true;
    } catch (const std::exception& error) {
        error_ = error.what();
        app_.announce(trf("Your run could not be saved ({why}).",
                          SentenceArguments{}.text("why", reason(error))));
        return false;
    }
}

void RunKeeping::saveBeforeFirstInput() {
    // Tried once: a save that fails says so in the log, not at every key.
    if (!needsSave_ || !app_.hasGame() || offerOpen_) {
        return;
    }
    needsSave_ = false;
    keepRun();
}

void RunKeeping::followRequest() {
    if (!app_.hasGame()) {
        return;
    }
    const Game& game = app_.game();
    if (game.isOver()) {
        if (!endTold_) {
            endTold_ = true;
            try {
                keeper().runEnded(game);
            } catch (const std::exception& error) {
                app_.announce(trf("The save of this run could not be removed ({why}).",
                                  SentenceArguments{}.text("why", reason(error))));
            }
        }
        return;
    }
    if (game.stage().depth() != keptDepth_) {
        keptDepth_ = game.stage().depth();
        keepRun();
    }
}

std::optional<ScoreBoard> RunKeeping::recordEnd(const Game& game) {
    if (!runEnds_ || runRecorded_) {
        return std::nullopt;
    }
    runRecorded_ = true;
    return runEnds_(game);
}

void RunKeeping::begun(const Game& game, Begun how) {
    keptDepth_ = game.stage().depth();
    endTold_ = false;
    switch (how) {
        case Begun::New:
            runRecorded_ = false;
            aside_.reset();
            resumed_ = false;
            journalling_ = true;
            needsSave_ = true;
            return;
        case Begun::Resumed:
            runRecorded_ = false;
            aside_.reset();
            resumed_ = true;
            offerOpen_ = false;
            journalling_ = true;
            needsSave_ = true;
            return;
        case Begun::WentBack:
            // Still the same run: its records are made once.
            return;
    }
}

void RunKeeping::offerSavedRun() {
    std::optional<KeptRun> saved;
    std::string problem;
    try {
        saved = keeper().savedRun();
    } catch (const std::exception& error) {
        problem = error.what();
    }
    if (!saved && problem.empty()) {
        return;
    }
    offerOpen_ = true;
    app_.push(std::make_unique<ContinueScreen>(std::move(saved), std::move(problem)));
}

void RunKeeping::resume(KeptRun kept) {
    app_.resumeRun(std::move(kept.game));
    journalDue_ = std::move(kept.journal);
    journalProblem_ = std::move(kept.journalProblem);
    catchUpDue_ = true;
    // Resumed by a key, the run's screens are in place once it is handled.
    if (!app_.handlingEvent()) {
        catchUp();
    }
}

void RunKeeping::catchUp() {
    catchUpDue_ = false;
    replaying_ = true;
    for (const RecordedEntry& entry : journalDue_) {
        playRecordedEntry(app_, entry);
    }
    replaying_ = false;
    journalDue_.clear();
    if (journalProblem_) {
        app_.announce(trf("What you did since the last save could not be played again ({why}).",
                          SentenceArguments{}.text("why", *journalProblem_)));
        journalProblem_.reset();
    }
    keepRun();
}

void RunKeeping::declineSavedRun() {
    offerOpen_ = false;
    try {
        keeper().abandonSavedRun();
    } catch (const std::exception& error) {
        app_.announce(trf("The old save could not be removed ({why}).",
                          SentenceArguments{}.text("why", reason(error))));
    }
    app_.pop();
}

void RunKeeping::setRunAside() {
    // The copy is taken before the line below is said, so going back to it
    // shows the log as it was.
    aside_ = app_.game();
    try {
        keeper().setAside(*aside_);
        app_.announce(tr("You set a copy of this run aside."));
    } catch (const std::exception& error) {
        app_.announce(
            trf("You set a copy of this run aside for now, but it could not be written "
                "down ({why}).",
                SentenceArguments{}.text("why", reason(error))));
    }
}

void RunKeeping::askToGoBack() {
    std::optional<Game> copy = aside_;
    // A run continued from a save may have its copy on the keeper's disk; a
    // copy of another run (another seed) is not this run's to go back to.
    if (!copy && resumed_) {
        try {
            copy = keeper().takeAside();
        } catch (const std::exception& error) {
            app_.announce(trf("The copy set aside cannot be read ({why}).",
                              SentenceArguments{}.text("why", reason(error))));
            return;
        }
        if (copy && copy->seed() != app_.game().seed()) {
            copy.reset();
        }
    }
    if (!copy) {
        app_.announce(tr("Nothing is set aside to go back to."));
        return;
    }
    // The question is answered outside the game's time: the key that asked
    // is not recorded, nor are the keys that answer; a yes is recorded as
    // the copy gone back to.
    offTheRecord_ = true;
    const int turn = copy->turn();
    app_.push(std::make_unique<ConfirmScreen>(
        tr(kGoBackTitle), goBackQuestion(turn, app_.game().turn() - turn),
        [aside = std::move(*copy)](App& app) {
            app.goBackTo(aside);
            return true;
        },
        ConfirmScreen::Keys::OffTheRecord));
}

void RunKeeping::wentBack(const Game& copy) {
    // Recorded as the copy itself, not as F9: a replay has no copy on disk.
    // The copy as it was set aside, so the replay notes the going back too.
    takeDown(recordedRestore(saveGame(copy)));
    offTheRecord_ = true;
    aside_ = copy;
}

void RunKeeping::startRecordingIfDue() {
    if (recorder_ == nullptr || recording_ || !app_.hasGame() || offerOpen_) {
        return;
    }
    recording_ = true;
    const Game& game = app_.game();
    RecordedStart start;
    start.seed = game.seed();
    start.heroClass = game.hero().heroClass->id;
    start.adventure = game.plan().id;
    start.heroName = game.hero().name;
    start.heroGender = game.hero().gender;
    const GameOptions& options = app_.options();
    if (options.level) {
        start.levelFile = options.level->source;
    }
    // A run that is just what its seed, class and level make needs nothing
    // more; any other (continued, or with a line said already) starts from
    // its save.
    GameOptions fresh = options;
    fresh.seed = start.seed;
    fresh.heroClass = start.heroClass;
    fresh.adventure = start.adventure;
    fresh.heroName = start.heroName;
    fresh.heroGender = start.heroGender;
    bool isFresh = false;
    try {
        isFresh = stateHash(Game(fresh)) == stateHash(game);
    } catch (const std::exception&) {
        // The level file is gone or changed: the save holds the run anyway.
    }
    if (!isFresh) {
        start.saveText = saveGame(game);
    }
    record(recordingHeader(start));
}

void RunKeeping::takeDown(const std::string& text) {
    journal(text);
    record(text);
}

void RunKeeping::journal(const std::string& text) {
    if (!journalling_ || replaying_ || !app_.hasGame() || app_.game().isOver()) {
        return;
    }
    try {
        keeper().journal(text);
    } catch (const std::exception& error) {
        journalling_ = false;
        app_.announce(trf("What you do is no longer written down as you go ({why}).",
                          SentenceArguments{}.text("why", reason(error))));
        // What was just played is in no file: a save holds it, or nothing
        // more is played until one can.
        if (!keepRun()) {
            cannotKeep_ = true;
            if (app_.commandRunning()) {
                app_.game().stopCommand();  // its next step would be lost as well
            }
            app_.announce(
                tr("Nothing more is played until the run can be written again: make "
                   "room, then press a key to try."));
        }
    }
}

void RunKeeping::record(const std::string& text) {
    if (recorder_ == nullptr || !recording_ || replaying_) {
        return;
    }
    try {
        recorder_->append(text);
    } catch (const std::exception& error) {
        recorder_ = nullptr;
        app_.announce(
            trf("The recording stopped ({why}).", SentenceArguments{}.text("why", reason(error))));
    }
}

std::optional<std::string> RunKeeping::recordedLineFor(const InputEvent& event) const {
    if (event.kind == InputEvent::Kind::Key) {
        return recordedInput(ScriptStep{event.key, std::nullopt, std::nullopt});
    }
    if (event.kind == InputEvent::Kind::Click && app_.hasGame()) {
        if (auto cell = app_.lastFrame().camera.floorCellAt(event.cell)) {
            return recordedInput(ScriptStep{std::nullopt, *cell, std::nullopt});
        }
    }
    return std::nullopt;
}

void RunKeeping::eventBegins(const InputEvent& event, bool screenRecordsInput) {
    // Taken down before the screens see it: a click's floor cell is where
    // the camera was looking when it came.
    if (replaying_) {
        return;
    }
    saveBeforeFirstInput();
    startRecordingIfDue();
    eventLine_ = recordedLineFor(event);
    offTheRecord_ = !screenRecordsInput;
    eventSaves_ = savesMade_;
    // Keys on the offer of a saved run belong to no run yet.
    eventJournalled_ = app_.hasGame() && !offerOpen_;
}

void RunKeeping::eventEnds() {
    if (replaying_) {
        return;
    }
    if (eventLine_ && !offTheRecord_) {
        record(*eventLine_);
        // A save made while the event was handled holds what it did: the
        // journal begun after that save must not do it again. Nor is the
        // key that resumed a run its journal's.
        if (eventJournalled_ && eventSaves_ == savesMade_ && !catchUpDue_) {
            journal(*eventLine_);
        }
    }
    eventLine_.reset();
    if (catchUpDue_) {
        catchUp();
    }
}

void RunKeeping::recordStep() {
    if (replaying_) {
        return;
    }
    saveBeforeFirstInput();
    startRecordingIfDue();
    takeDown(recordedStep());
}

void RunKeeping::finishRecording() {
    startRecordingIfDue();
    if (app_.hasGame()) {
        record(recordingEnd(stateHash(app_.game())));
    }
}

}  // namespace delve
