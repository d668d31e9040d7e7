#include "ui/app.h"

#include "ui/screens/trap_warning.h"
#include "ui/text/translation.h"
#include "ui/views/theme.h"

#include <algorithm>

#include "core/utf8.h"
#include "ui/input/keymap.h"
#include "ui/screens/confirm_screen.h"
#include "ui/screens/conversation_screen.h"
#include "ui/screens/death_screen.h"
#include "ui/screens/play_screen.h"
#include "ui/text/text_wrap.h"
#include "ui/views/layout.h"

namespace delve {

App::App(GameOptions options, StartChoices choices, DrawStyle style)
    : options_(std::move(options)), start_(*this, options_, choices) {
    presentation_.setStyle(style);
    if (start_.anyToChoose()) {
        // A bad level file should stop the game now, not after the choice.
        Game{options_};
        start_.begin();
    } else {
        putInPlace(Game{options_}, RunKeeping::Begun::New);
        screens_.push_back(std::make_unique<PlayScreen>());
    }
}

namespace {

// How bright the screens under a box are drawn, in percent.
constexpr int kUnderABox = 45;

// What a screen too small for the game shows instead of a broken frame.
std::string tooSmallNotice() {
    return trf(
        "Please make the window larger: Delve needs {columns} by {rows} cells.",
        SentenceArguments{}.number("columns", kSmallestColumns).number("rows", kSmallestRows));
}

void drawTooSmallNotice(CellBuffer& buffer) {
    const std::vector<std::string> lines =
        wrapWords(tooSmallNotice(), std::max(buffer.columns() - 2, 1));
    int y = std::max((buffer.rows() - static_cast<int>(lines.size())) / 2, 0);
    for (const std::string& line : lines) {
        const int x = std::max((buffer.columns() - utf8Length(line)) / 2, 0);
        buffer.text({x, y++}, line, colours::white);
    }
}

// The adventure's compact screen, at exactly its size.
bool compactOn(const Game* game, int columns, int rows) {
    return game != nullptr && game->plan().compactScreen == Point{columns, rows};
}

}  // namespace

bool App::shownOn(int columns, int rows) const {
    return largeEnough(columns, rows) || compactOn(game_ ? &*game_ : nullptr, columns, rows);
}

void App::arrangeFrame(int columns, int rows) const {
    frame_.columns = columns;
    frame_.rows = rows;
    const bool compact = compactOn(game_ ? &*game_ : nullptr, frame_.columns, frame_.rows);
    frame_.layout = compact ? compactLayoutFor(frame_.columns, frame_.rows)
                            : layoutFor(frame_.columns, frame_.rows);
    if (game_ && shownOn(frame_.columns, frame_.rows)) {
        const Map& map = game_->map();
        // The compact screen's camera centres on the hero at every step, as
        // its lessons' does.
        frame_.camera.follow(frame_.layout.mapView, {map.width(), map.height()},
                             game_->stage().depth(), game_->hero().position,
                             compact ? CameraHabit::CentresEachStep : CameraHabit::KeepsStill);
    }
}

void App::draw(CellBuffer& buffer) const {
    arrangeFrame(buffer.columns(), buffer.rows());
    buffer.clear();
    buffer.drawFramesInLines(presentation_.style().lineFrames);
    if (!shownOn(frame_.columns, frame_.rows)) {
        drawTooSmallNotice(buffer);
        return;
    }
    // Draw from the highest screen that covers everything, upward.
    std::size_t first = screens_.size();
    while (first > 0) {
        --first;
        if (!screens_[first]->isOverlay()) {
            break;
        }
    }
    for (std::size_t i = first; i < screens_.size(); ++i) {
        if (i > first && screens_[i]->shadesBelow()) {
            // What the box covers part of steps back behind it.
            buffer.fade(kUnderABox);
        }
        screens_[i]->draw(*this, buffer);
    }
    // Over the play screen alone: a box on top (the death screen) would
    // shake with the map, and a missile would fly over its words.
    if (presentation_.animation().running() && topScreenName() == "play") {
        drawAnimationFrame(presentation_.animation().frame(), frame_.camera, buffer);
    }
    if (!presentation_.style().noColour) {
        applyTheme(settings_.current().theme, buffer);
    }
}

void App::handle(const InputEvent& event) {
    followMouse(event);
    if (event.kind == InputEvent::Kind::Hover) {
        return;
    }
    if (event.kind == InputEvent::Kind::Quit) {
        // The run is saved on the way out, and a save holds no command.
        if (game_) {
            game_->stopCommand();
        }
        // Closed again while asked whether to leave without saving (or the
        // terminal gone, a signal): the save is tried once more, then that
        // is the answer.
        if (quitAsked_) {
            keeping_.keepRun();
            quit_ = true;
            return;
        }
        requestQuit();
        quitAsked_ = !quit_;
        return;
    }
    if (event.kind == InputEvent::Kind::Resize || screens_.empty()) {
        return;
    }
    // The window's keys, whatever the screen: they are not the run's, so
    // they neither stop a command nor go on the record.
    if (event.kind == InputEvent::Kind::Key && switchesFullscreen(event.key)) {
        Settings changed = settings_.current();
        changed.fullscreen = !changed.fullscreen;
        if (const auto problem = settings_.change(changed)) {
            announce(*problem);
        }
        return;
    }
    if (const auto step =
            event.kind == InputEvent::Kind::Key ? zoomStepOf(event.key) : std::nullopt) {
        Settings changed = settings_.current();
        changed.zoom = zoomedBy(changed.zoom, *step);
        if (const auto problem = settings_.change(changed)) {
            announce(*problem);
        }
        return;
    }
    if (event.kind == InputEvent::Kind::Key && event.key == kPictureKey) {
        presentation_.askForPicture();
        return;
    }
    if (event.kind == InputEvent::Kind::Key || event.kind == InputEvent::Kind::Click) {
        quitAsked_ = false;
    }
    // A key or a click while a command runs only stops it; the replay
    // needs it too, to stop at the same step.
    const bool keyOrClick =
        event.kind == InputEvent::Kind::Key || event.kind == InputEvent::Kind::Click;
    // A run that cannot be written takes no key that could play it: each
    // one tries again. Escape, the menu and its questions stay, to leave.
    const bool toLeave =
        (event.kind == InputEvent::Kind::Key && event.key == Key::named(KeyCode::Escape)) ||
        topScreenName() == "menu" || topScreenName() == "confirm";
    if (keyOrClick && keeping_.cannotKeep() && !toLeave) {
        if (commandRunning()) {
            game_->stopCommand();
        }
        if (keeping_.keepRun()) {
            announce(tr("The run is written down again; play on."));
        }
        return;
    }
    if (keyOrClick && commandRunning()) {
        game_->stopCommand();
        keeping_.eventBegins(event, true);
        keeping_.eventEnds();
        return;
    }
    // What a question about keeping the run hears is not recorded.
    keeping_.eventBegins(event, screens_.back()->recordsInput());
    handling_ = true;
    const RequestMark before = requestMark();
    screens_.back()->handle(*this, event);
    followRequests(before);
    handling_ = false;
    // The screens are in place before the keeping ends the event: a run
    // resumed by it plays its journal on them.
    applyPendingChanges();
    keeping_.eventEnds();
}

std::string_view App::topScreenName() const {
    return screens_.empty() ? std::string_view("none") : screens_.back()->name();
}

void App::push(std::unique_ptr<Screen> screen) {
    pushed_.push_back(std::move(screen));
    if (!handling_) {
        applyPendingChanges();
    }
}

void App::pop() {
    ++pops_;
    if (!handling_) {
        applyPendingChanges();
    }
}

void App::announce(std::string text) {
    // A few dozen are plenty to read; older ones go first.
    constexpr std::size_t kNotesKept = 50;
    notes_.push_back(Note{std::move(text), game_ ? game_->log().said() : 0});
    if (notes_.size() > kNotesKept) {
        notes_.erase(notes_.begin());
    }
}

void App::beginRun(int startScreens) {
    putInPlace(Game{options_}, RunKeeping::Begun::New);
    frame_.camera.reset();
    // Closed and replaced in one change, so the stack is never empty.
    pops_ += startScreens;
    push(std::make_unique<PlayScreen>());
}

void App::resumeRun(Game game) {
    options_.heroClass = game.hero().heroClass->id;
    putInPlace(std::move(game), RunKeeping::Begun::Resumed);
    pops_ = static_cast<int>(screens_.size());
    push(std::make_unique<PlayScreen>());
}

void App::goBackTo(Game copy) {
    keeping_.wentBack(copy);
    copy.recordGoingBackFrom(*game_);
    putInPlace(std::move(copy), RunKeeping::Begun::WentBack);
    announce(trf("You go back to the copy set aside on turn {turn}.",
                 SentenceArguments{}.number("turn", game_->turn())));
}

void App::putInPlace(Game game, RunKeeping::Begun how) {
    game_ = std::move(game);
    ++gamesBegun_;
    trapWarnings_.forget();
    if (how != RunKeeping::Begun::WentBack) {
        views_ = {};
    }
    presentation_.clearFlashes();
    keeping_.begun(*game_, how);
}

void App::requestQuit() {
    if (keeping_.keepRun()) {
        quit_ = true;
        return;
    }
    // The save failed (the log says why): the player is asked, at the
    // moment of leaving, whether to leave without it.
    const std::string why = keeping_.error().value_or("");
    push(std::make_unique<ConfirmScreen>(
        tr("Leave without saving?"),
        trf("Your run could not be saved ({why}). Leave anyway, and lose what you did since the "
            "last save?",
            SentenceArguments{}.text("why", why)),
        [](App& app) {
            app.quit_ = true;
            return true;
        },
        ConfirmScreen::Keys::OffTheRecord));
}

void App::applyPendingChanges() {
    for (; pops_ > 0 && !screens_.empty(); --pops_) {
        screens_.pop_back();
    }
    pops_ = 0;
    for (auto& screen : pushed_) {
        screens_.push_back(std::move(screen));
    }
    pushed_.clear();
    if (screens_.empty()) {
        quit_ = true;
    }
}

}  // namespace delve

namespace delve {

void App::showConsequences() {
    const Game& game = *game_;
    presentation_.show(game.events(), game.hero().position);
    if (game.isOver() && topScreenName() != DeathScreen::nameFor(game)) {
        push(std::make_unique<DeathScreen>(game, keeping_.recordEnd(game)));
    }
    // A person spoken to opens a conversation on the line they said.
    for (const GameEvent& event : game.events()) {
        if (event.kind != GameEvent::Kind::PersonSpokenTo) {
            continue;
        }
        if (const DialogueLine* line = game.foresight().openingLine(event.cell)) {
            push(std::make_unique<ConversationScreen>(event.cell, line->id));
        }
    }
    keeping_.followRequest();
}

void App::handlePlayers(const InputEvent& event) {
    const auto turned = inDefaultKeys(event);
    if (!turned) {
        return;
    }
    if (auto question = trapWarnings_.before(*this, *turned)) {
        push(std::make_unique<ConfirmScreen>(
            tr("Pass the trap?"), std::move(question->text),
            [go = *turned, trap = question->trap](App& app) {
                app.trapWarnings_.agree(app, trap);
                app.afterQuestion_ = go;
                return true;
            },
            ConfirmScreen::Keys::OffTheRecord));
        return;
    }
    handle(*turned);
    if (afterQuestion_) {
        const InputEvent go = *afterQuestion_;
        afterQuestion_.reset();
        handle(go);
    }
}

std::optional<InputEvent> App::inDefaultKeys(const InputEvent& event) const {
    // A key while a command runs only stops it, whatever it is; kept keys
    // mean the same to everyone.
    if (event.kind != InputEvent::Kind::Key || screens_.empty() ||
        !screens_.back()->readsIntents() || commandRunning() || isKeptKey(event.key)) {
        return event;
    }
    if (const auto intent = settings_.keymap().intentFor(event.key)) {
        return InputEvent::keyPress(defaultKeyFor(*intent));
    }
    if (intentFor(event.key)) {
        return std::nullopt;  // an intent by default, none of the player's
    }
    return event;
}

void App::stepCommand() {
    if (!commandRunning()) {
        return;
    }
    // The last step's flashes give way to this one's.
    presentation_.clearFlashes();
    keeping_.recordStep();
    const RequestMark before = requestMark();
    game_->continueCommand();
    followRequests(before);
}

App::RequestMark App::requestMark() const {
    return {gamesBegun_, game_ ? game_->requestsTaken() : 0};
}

void App::followRequests(RequestMark before) {
    // A game begun or gone back to meanwhile has no request of this
    // event's to follow: its events are those of another time.
    if (game_ && before.gamesBegun == gamesBegun_ && before.requests != game_->requestsTaken()) {
        showConsequences();
    }
}

void App::newRun() {
    // A new seed drawn from the old run, so a scripted run stays repeatable.
    Rng next = game_->rng();
    options_.seed = next.nextSeed();
    game_.reset();
    ++gamesBegun_;
    presentation_.clearFlashes();
    pops_ = static_cast<int>(screens_.size());
    start_.again();
}

}  // namespace delve
