// Both ways of keeping a run (DESIGN.md): saving on quitting and on each new
// floor, a copy set aside with F5 and gone back to with F9, the offer to go
// on with a saved run, and the recording a replay plays back.
#include <exception>

#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "ui/app.h"
#include "ui/confirm_screen.h"
#include "ui/continue_screen.h"
#include "ui/layout.h"
#include "ui/map_view.h"
#include "ui/play_screen.h"
#include "ui/recording.h"
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

RunKeeper& App::keeper() {
    static RunKeeper keepsNothing;
    return keeper_ != nullptr ? *keeper_ : keepsNothing;
}

bool App::keepsRuns() const {
    return keeper_ != nullptr && keeper_->keepsRuns();
}

void App::requestQuit() {
    // A save that fails keeps the player here once, so the log can say so;
    // asking again leaves without it.
    const bool failedBefore = keepingError_.has_value();
    if (!keepRun() && !failedBefore) {
        announce(tr("Quit again to leave without saving."));
        return;
    }
    quit_ = true;
}

bool App::keepRun() {
    // While the offer is open the game beneath it (if any) is not the run
    // the save holds: saving it would throw that run away.
    if (!game_ || game_->isOver() || offerOpen_) {
        return true;
    }
    try {
        keeper().save(*game_);
        keepingError_.reset();
        return true;
    } catch (const std::exception& error) {
        keepingError_ = error.what();
        announce(trf("Your run could not be saved ({why}).",
                     SentenceArguments{}.text("why", reason(error))));
        return false;
    }
}

void App::keepAfterRequest() {
    if (!game_) {
        return;
    }
    if (game_->isOver()) {
        if (!endTold_) {
            endTold_ = true;
            try {
                keeper().runEnded(*game_);
            } catch (const std::exception& error) {
                announce(trf("The save of this run could not be removed ({why}).",
                             SentenceArguments{}.text("why", reason(error))));
            }
        }
        return;
    }
    if (game_->depth() != keptDepth_) {
        keptDepth_ = game_->depth();
        keepRun();
    }
}

void App::offerSavedRun() {
    std::optional<Game> saved;
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
    screens_.push_back(std::make_unique<ContinueScreen>(std::move(saved), std::move(problem)));
}

void App::resumeRun(Game game) {
    game_ = std::move(game);
    ++gamesBegun_;
    views_ = {};
    options_.heroClass = game_->hero().heroClass->id;
    keptDepth_ = game_->depth();
    aside_.reset();
    resumed_ = true;
    offerOpen_ = false;
    endTold_ = false;
    presentation_.clearFlashes();
    pops_ = static_cast<int>(screens_.size());
    push(std::make_unique<PlayScreen>());
    if (!handling_) {
        applyPendingChanges();
    }
}

void App::declineSavedRun() {
    offerOpen_ = false;
    try {
        keeper().abandonSavedRun();
    } catch (const std::exception& error) {
        announce(trf("The old save could not be removed ({why}).",
                     SentenceArguments{}.text("why", reason(error))));
    }
    pop();
}

void App::setRunAside() {
    // The copy is taken before the line below is said, so going back to it
    // shows the log as it was.
    aside_ = *game_;
    try {
        keeper().setAside(*aside_);
        announce(tr("You set a copy of this run aside."));
    } catch (const std::exception& error) {
        announce(
            trf("You set a copy of this run aside for now, but it could not be written "
                "down ({why}).",
                SentenceArguments{}.text("why", reason(error))));
    }
}

void App::askToGoBack() {
    std::optional<Game> copy = aside_;
    // A run continued from a save may have its copy on the keeper's disk; a
    // copy of another run (another seed) is not this run's to go back to.
    if (!copy && resumed_) {
        try {
            copy = keeper().takeAside();
        } catch (const std::exception& error) {
            announce(trf("The copy set aside cannot be read ({why}).",
                         SentenceArguments{}.text("why", reason(error))));
            return;
        }
        if (copy && copy->seed() != game_->seed()) {
            copy.reset();
        }
    }
    if (!copy) {
        announce(tr("Nothing is set aside to go back to."));
        return;
    }
    // The question is answered outside the game's time: the key that asked
    // is not recorded, nor are the keys that answer; a yes is recorded as
    // the copy gone back to.
    offTheRecord_ = true;
    const int turn = copy->turn();
    push(std::make_unique<ConfirmScreen>(
        tr(kGoBackTitle), goBackQuestion(turn, game_->turn() - turn),
        [aside = std::move(*copy)](App& app) {
            app.goBackTo(aside);
            return true;
        },
        ConfirmScreen::Keys::OffTheRecord));
}

void App::goBackTo(Game copy) {
    // Recorded as the copy itself, not as F9: a replay has no copy on disk.
    // The copy as it was set aside, so the replay notes the going back too.
    record(recordedRestore(saveGame(copy)));
    offTheRecord_ = true;
    aside_ = copy;
    copy.recordGoingBackFrom(*game_);
    game_ = std::move(copy);
    ++gamesBegun_;
    keptDepth_ = game_->depth();
    endTold_ = false;
    presentation_.clearFlashes();
    announce(trf("You go back to the copy set aside on turn {turn}.",
                 SentenceArguments{}.number("turn", game_->turn())));
}

void App::startRecordingIfDue() {
    if (recorder_ == nullptr || recording_ || !game_ || offerOpen_) {
        return;
    }
    recording_ = true;
    RecordedStart start;
    start.seed = game_->seed();
    start.heroClass = game_->hero().heroClass->id;
    if (options_.level) {
        start.levelFile = options_.level->source;
    }
    // A run that is just what its seed, class and level make needs nothing
    // more; any other (continued, or with a line said already) starts from
    // its save.
    GameOptions fresh = options_;
    fresh.seed = start.seed;
    fresh.heroClass = start.heroClass;
    bool isFresh = false;
    try {
        isFresh = stateHash(Game(fresh)) == stateHash(*game_);
    } catch (const std::exception&) {
        // The level file is gone or changed: the save holds the run anyway.
    }
    if (!isFresh) {
        start.saveText = saveGame(*game_);
    }
    record(recordingHeader(start));
}

void App::record(const std::string& text) {
    if (recorder_ == nullptr || !recording_) {
        return;
    }
    try {
        recorder_->append(text);
    } catch (const std::exception& error) {
        recorder_ = nullptr;
        announce(
            trf("The recording stopped ({why}).", SentenceArguments{}.text("why", reason(error))));
    }
}

std::optional<std::string> App::recordedLineFor(const InputEvent& event) const {
    if (event.kind == InputEvent::Kind::Key) {
        return recordedInput(ScriptStep{event.key, std::nullopt, std::nullopt});
    }
    if (event.kind == InputEvent::Kind::Click && game_) {
        if (auto cell = camera_.floorCellAt(event.cell)) {
            return recordedInput(ScriptStep{std::nullopt, *cell, std::nullopt});
        }
    }
    return std::nullopt;
}

void App::recordStep() {
    startRecordingIfDue();
    record(recordedStep());
}

void App::finishRecording() {
    startRecordingIfDue();
    if (game_) {
        record(recordingEnd(stateHash(*game_)));
    }
}

}  // namespace delve
