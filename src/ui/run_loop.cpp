#include "ui/run_loop.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>

#include "ui/layout.h"
#include "ui/text/translation.h"

namespace delve {

namespace {
constexpr int kFlashMilliseconds = 150;
// A multi-turn command takes a step this often: quick enough to cross a
// floor in a second or two, slow enough to watch.
constexpr std::chrono::milliseconds kCommandStep{30};

using Clock = std::chrono::steady_clock;

// On a screen too small for the game only a notice shows, so a key or a
// click would act unseen: it does nothing until the screen is larger. (While
// a command runs, a key still stops it.)
bool actsUnseen(const InputEvent& event, const Frontend& frontend) {
    const bool keyOrClick =
        event.kind == InputEvent::Kind::Key || event.kind == InputEvent::Kind::Click;
    return keyOrClick && !largeEnough(frontend.columns(), frontend.rows());
}

// F12: a picture of the frame just shown, named after the run and its turn
// so that pictures of one run sort in the order they were taken; what is
// said of it in the log.
std::string keptPicture(const App& app, Frontend& frontend) {
    std::string name = "delve";
    if (app.hasGame()) {
        name += "-seed-" + std::to_string(app.game().seed()) + "-turn-" +
                std::to_string(app.game().turn());
    }
    try {
        if (const auto where = frontend.keepPicture(name)) {
            return trf("A picture of the window is kept in {path}.",
                       SentenceArguments{}.text("path", *where));
        }
        return tr("Only the window takes pictures (F12).");
    } catch (const std::runtime_error& problem) {
        return trf("The picture could not be kept: {why}",
                   SentenceArguments{}.text("why", problem.what()));
    }
}

int millisecondsUntil(Clock::time_point deadline, Clock::time_point now) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - now);
    return static_cast<int>(std::max<long long>(left.count(), 0));
}

// A key, a click or a quit means the player has moved on: an animation
// playing ends at once. The mouse moving, or the window's size, does not.
bool endsAnimation(const InputEvent& event) {
    return event.kind == InputEvent::Kind::Key || event.kind == InputEvent::Kind::Click ||
           event.kind == InputEvent::Kind::Quit;
}
}  // namespace

LoopClock steadyClock() {
    return [] { return Clock::now(); };
}

void presentFrame(App& app, Frontend& frontend, CellBuffer& frame) {
    if (frame.columns() != frontend.columns() || frame.rows() != frontend.rows()) {
        frame = CellBuffer(frontend.columns(), frontend.rows());
    }
    const Settings& settings = app.settings().current();
    frontend.follow(settings);
    app.draw(frame);
    frontend.present(frame);
    for (SoundCue cue : app.presentation().takeSounds()) {
        if (settings.sound) {
            frontend.play(cue);
        }
    }
    if (app.presentation().takePictureAsked()) {
        app.announce(keptPicture(app, frontend));
        // The log says where it went at once.
        app.draw(frame);
        frontend.present(frame);
    }
}

void runInteractive(App& app, Frontend& frontend, const LoopClock& now) {
    CellBuffer frame;
    // When the running command's next step is due. Events that come in
    // between (the mouse moving, say) are handled without putting it off,
    // or a command would stand still while the mouse moved.
    Clock::time_point stepDue = now();
    bool stepping = false;  // a command was running when the loop last looked
    // When the animation's frame on screen gives way to the next; nothing
    // until a frame is on screen. As with a command's steps, the mouse
    // moving does not hold a frame up.
    std::optional<Clock::time_point> frameEnds;
    while (!app.wantsQuit()) {
        const AnimationPace pace = app.settings().current().animation;
        app.presentation().playAnimations(pace != AnimationPace::None);
        presentFrame(app, frontend, frame);
        // An action's animation plays out before anything else goes on (a
        // running command's next step waits for it); its flashes show after.
        if (Animation& animation = app.presentation().animation(); animation.running()) {
            if (!frameEnds) {
                frameEnds = now() + std::chrono::milliseconds(
                                        paceMilliseconds(animation.frame().milliseconds, pace));
            }
            if (const Clock::time_point time = now(); time < *frameEnds) {
                if (const auto event = frontend.nextEvent(millisecondsUntil(*frameEnds, time))) {
                    if (endsAnimation(*event)) {
                        animation.skip();
                        frameEnds.reset();
                    }
                    if (!actsUnseen(*event, frontend)) {
                        app.handlePlayers(*event);
                    }
                    continue;
                }
            }
            animation.advance();
            frameEnds.reset();
            continue;
        }
        if (app.commandRunning()) {
            if (!stepping) {
                stepping = true;
                stepDue = now();  // a new command's first step is due at once
            }
            // Until the step is due, events are handled as they come: a key
            // or a click stops the command (App::handle), nothing else does.
            // A step that is due goes first, however many events wait.
            if (const Clock::time_point time = now(); time < stepDue) {
                if (const auto event = frontend.nextEvent(millisecondsUntil(stepDue, time))) {
                    app.handlePlayers(*event);
                    continue;
                }
            }
            app.stepCommand();
            stepDue = now() + kCommandStep;
            continue;
        }
        stepping = false;
        // A flash shows for a moment, then the frame is drawn without it.
        const bool flashing = !app.presentation().flashes().empty();
        const auto event = frontend.nextEvent(flashing ? kFlashMilliseconds : -1);
        if (!event) {
            if (flashing) {
                app.presentation().clearFlashes();
                continue;
            }
            return;
        }
        if (actsUnseen(*event, frontend)) {
            continue;
        }
        app.handlePlayers(*event);
    }
}

}  // namespace delve
