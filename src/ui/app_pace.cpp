#include "ui/app_pace.h"

#include <algorithm>

#include "ui/loop/run_loop.h"

namespace delve {

namespace {

constexpr std::chrono::milliseconds kFlash{150};

// A key, a click or a quit means the player has moved on: an animation
// playing ends at once. The mouse moving, or the window's size, does not.
bool endsAnimation(const InputEvent& event) {
    return event.kind == InputEvent::Kind::Key || event.kind == InputEvent::Kind::Click ||
           event.kind == InputEvent::Kind::Quit;
}

bool keyOrClick(const InputEvent& event) {
    return event.kind == InputEvent::Kind::Key || event.kind == InputEvent::Kind::Click;
}

}  // namespace

int millisecondsUntil(AppPace::Clock::time_point deadline, AppPace::Clock::time_point now) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - now);
    return static_cast<int>(std::max<long long>(left.count(), 0));
}

void AppPace::present(App& app, Frontend& frontend, CellBuffer& frame) const {
    const AnimationPace pace = app.settings().current().animation;
    app.presentation().playAnimations(pace != AnimationPace::None);
    presentFrame(app, frontend, frame);
}

std::optional<AppPace::Clock::time_point> AppPace::due(App& app, Clock::time_point now) {
    // An action's animation plays out before anything else goes on (a
    // running command's next step waits for it); its flashes show after.
    if (const Animation& animation = app.presentation().animation(); animation.running()) {
        if (!frameEnds_) {
            const AnimationPace pace = app.settings().current().animation;
            frameEnds_ = now + std::chrono::milliseconds(
                                   paceMilliseconds(animation.frame().milliseconds, pace));
        }
        return frameEnds_;
    }
    if (app.commandRunning()) {
        if (!stepping_) {
            stepping_ = true;
            stepDue_ = now;
        }
        return stepDue_;
    }
    stepping_ = false;
    // A flash shows for a moment from the last frame drawn, then the frame
    // is drawn without it.
    if (!app.presentation().flashes().empty()) {
        return now + kFlash;
    }
    return std::nullopt;
}

void AppPace::advance(App& app, Clock::time_point now) {
    if (Animation& animation = app.presentation().animation(); animation.running()) {
        animation.advance();
        frameEnds_.reset();
    } else if (app.commandRunning()) {
        const Point from = app.game().hero().position;
        app.stepCommand();
        stepDue_ = now + (app.game().hero().position == from ? kStillStep : kCommandStep);
    } else {
        app.presentation().clearFlashes();
    }
}

void AppPace::input(App& app, const InputEvent& event, bool seen) {
    if (Animation& animation = app.presentation().animation(); animation.running()) {
        if (endsAnimation(event)) {
            animation.skip();
            frameEnds_.reset();
        }
    } else if (app.commandRunning()) {
        // Until the step is due, events are handled as they come: a key or
        // a click stops the command (App::handle), seen or not.
        app.handlePlayers(event);
        return;
    }
    if (seen || !keyOrClick(event)) {
        app.handlePlayers(event);
    }
}

}  // namespace delve
