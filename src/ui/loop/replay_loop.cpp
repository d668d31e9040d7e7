#include "ui/loop/replay_loop.h"

#include <array>

#include "ui/loop/run_loop.h"

namespace delve {

namespace {

// Milliseconds between two inputs: a walk to watch, a quick walk, as fast
// as frames are drawn.
constexpr std::array<int, 3> kReplayPaces = {150, 40, 0};

bool stops(const InputEvent& event) {
    return event.kind == InputEvent::Kind::Quit ||
           (event.kind == InputEvent::Kind::Key && event.key.code == KeyCode::Escape);
}

}  // namespace

bool runReplay(App& app, Replay& replay, Frontend& frontend) {
    CellBuffer frame;
    std::size_t pace = 0;
    const AnimationPace animationPace = app.settings().current().animation;
    app.presentation().playAnimations(animationPace != AnimationPace::None);
    // The last input's animation plays too before the replay is done.
    const auto animating = [&app] {
        return app.presentation().animation().running() && !app.wantsQuit();
    };
    while (!replay.finished(app) || animating()) {
        // An animation plays as the flashes show: while the pace gives each
        // input time to be seen, so not at all when nothing waits. A key
        // ends it (and changes the pace as ever).
        Animation& animation = app.presentation().animation();
        if (kReplayPaces[pace] == 0) {
            animation.skip();
        }
        presentFrame(app, frontend, frame);
        if (animation.running()) {
            const auto event =
                frontend.nextEvent(paceMilliseconds(animation.frame().milliseconds, animationPace));
            if (!event) {
                animation.advance();
                continue;
            }
            if (stops(*event)) {
                return false;
            }
            if (event->kind == InputEvent::Kind::Key) {
                animation.skip();
                pace = (pace + 1) % kReplayPaces.size();
            }
            continue;
        }
        if (replay.finished(app)) {
            break;  // only the last input's animation was left, and it is over
        }
        const auto event = frontend.nextEvent(kReplayPaces[pace]);
        if (!event) {
            replay.playNext(app);
            continue;
        }
        if (stops(*event)) {
            return false;
        }
        if (event->kind == InputEvent::Kind::Key) {
            pace = (pace + 1) % kReplayPaces.size();
        }
    }
    return true;
}

void holdLastFrame(App& app, Frontend& frontend, std::string line) {
    CellBuffer frame;
    app.presentation().clearFlashes();
    app.presentation().animation().skip();
    app.announce(std::move(line));
    for (;;) {
        presentFrame(app, frontend, frame);
        const auto event = frontend.nextEvent(-1);
        if (!event || event->kind == InputEvent::Kind::Key || stops(*event)) {
            return;
        }
    }
}

}  // namespace delve
