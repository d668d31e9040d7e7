#pragma once

#include <optional>

#include "core/language.h"

namespace delve {

// How fast what an action does plays out on screen (an arrow's flight, the
// lightning bolt, a heavy blow's shake): not at all, at twice the pace, at
// its own, or at half. The rules never see it.
enum class AnimationPace { None, Fast, Normal, Slow };

// What the player chose to keep from one start of Delve to the next, apart
// from runs. None of it touches the rules, a recording or the state hash.
struct Settings {
    // Not given: the environment's, then English.
    std::optional<Language> language;
    AnimationPace animation = AnimationPace::Normal;
    bool sound = true;
    // How loud the sounds play, in percent: 0 to 100, kVolumeStep apart.
    int volume = 100;
    static constexpr int kVolumeStep = 10;
    // The window fills the screen (Alt+Enter switches it); a terminal
    // ignores it.
    bool fullscreen = false;

    friend bool operator==(const Settings&, const Settings&) = default;
};

// How long an animation's frame of `milliseconds` stays on screen at `pace`.
constexpr int paceMilliseconds(int milliseconds, AnimationPace pace) {
    switch (pace) {
        case AnimationPace::None:
            return 0;
        case AnimationPace::Fast:
            return milliseconds / 2;
        case AnimationPace::Normal:
            return milliseconds;
        case AnimationPace::Slow:
            return milliseconds * 2;
    }
    return milliseconds;
}

}  // namespace delve
