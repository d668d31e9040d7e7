#include "ui/loop/run_loop.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <stdexcept>
#include <string>

#include "ui/app_pace.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

using Clock = AppPace::Clock;

// On a screen too small for the game only a notice shows, so a key or a
// click would act unseen (AppPace::input).
bool seenOn(const App& app, const Frontend& frontend) {
    return app.shownOn(frontend.columns(), frontend.rows());
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

}  // namespace

LoopClock steadyClock() {
    return [] { return Clock::now(); };
}

void presentFrame(App& app, Frontend& frontend, CellBuffer& frame) {
    const Settings& settings = app.settings().current();
    // First, since following a zoom or fullscreen may change the grid: this
    // frame is then laid out for the new one at once.
    frontend.follow(settings);
    if (frame.columns() != frontend.columns() || frame.rows() != frontend.rows()) {
        frame = CellBuffer(frontend.columns(), frontend.rows());
    }
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
    AppPace pace;
    while (!app.wantsQuit()) {
        pace.present(app, frontend, frame);
        // Events that come before what is due are handled without putting
        // it off: a command would stand still while the mouse moved.
        const std::optional<Clock::time_point> due = pace.due(app, now());
        if (due && now() >= *due) {
            pace.advance(app, now());
            continue;
        }
        const auto event = frontend.nextEvent(due ? millisecondsUntil(*due, now()) : -1);
        if (!event) {
            if (!due) {
                return;  // the frontend has nothing more to give
            }
            pace.advance(app, now());
            continue;
        }
        pace.input(app, *event, seenOn(app, frontend));
    }
}

}  // namespace delve
