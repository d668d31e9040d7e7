#pragma once

#include <chrono>
#include <optional>

#include "ui/app.h"
#include "ui/loop/frontend.h"

namespace delve {

// A multi-turn command takes a step this often: quick enough to cross a
// floor in a second or two, slow enough to watch.
inline constexpr std::chrono::milliseconds kCommandStep{30};
// A step in which the hero stays where she is (resting, searching) has
// nothing to watch move: a hundred turns of rest go by in half a second.
inline constexpr std::chrono::milliseconds kStillStep{5};

// The pace of play between the player's inputs: an animation's frames, a
// running command's steps, a flash's moment on screen. The interactive loop
// and a served game (which waits on its connection, not on a frontend) both
// keep time with it. It reads no clock: each call is told what time it is.
class AppPace {
  public:
    using Clock = std::chrono::steady_clock;

    // Draws a frame and shows it, with animations played as the player's
    // settings say.
    void present(App& app, Frontend& frontend, CellBuffer& frame) const;
    // When the app goes on by itself if no input comes first (the frame
    // shown at `now` gives way to the next, the running command's step is
    // due, a flash has shown long enough); nothing when only the player
    // moves it on.
    std::optional<Clock::time_point> due(App& app, Clock::time_point now);
    // Carries out what was due: the animation's next frame, else the
    // command's next step, else the flash's end.
    void advance(App& app, Clock::time_point now);
    // An input from the player. A key, a click or a quit ends an animation
    // at once. On a screen too small for the game (`seen` false) a key or a
    // click does nothing, as it would act unseen, except stopping a command.
    void input(App& app, const InputEvent& event, bool seen);

  private:
    // When the animation's frame on screen gives way to the next; nothing
    // until a frame is on screen.
    std::optional<Clock::time_point> frameEnds_;
    // When the running command's next step is due, and whether one was
    // running when last looked at (a new command's first step is due at once).
    Clock::time_point stepDue_;
    bool stepping_ = false;
};

// The milliseconds from `now` to `deadline`, rounded up; 0 once it is past.
int millisecondsUntil(AppPace::Clock::time_point deadline, AppPace::Clock::time_point now);

}  // namespace delve
