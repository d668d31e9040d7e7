#pragma once

#include <optional>
#include <vector>

#include "core/language.h"
#include "ui/input/keymap.h"
#include "ui/views/theme.h"

namespace delve {

// How fast what an action does plays out on screen (an arrow's flight, the
// lightning bolt, a heavy blow's shake): not at all, at twice the pace, at
// its own, or at half. The rules never see it.
enum class AnimationPace { None, Fast, Normal, Slow };

// An intent the player gave keys of their own, in place of its preset's.
struct KeyBinding {
    Intent intent = Intent::Wait;
    std::vector<Key> keys;

    friend bool operator==(const KeyBinding&, const KeyBinding&) = default;
};

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
    // The keys: a preset, and the intents given keys of their own, in the
    // order of Intent, each once (keymapOf puts them together).
    KeyPreset keyPreset = KeyPreset::ViKeys;
    std::vector<KeyBinding> ownKeys;
    // The colours every screen is drawn in (ui/views/theme.h).
    Theme theme = Theme::Standard;
    // How large the window's letters are, in percent of the largest that
    // show the whole floor, the panel and the log (ui/views/window_cells.h): the
    // grid grows or shrinks to fill the window. A terminal ignores it.
    int zoom = 100;
    static constexpr int kZoomStep = 10;
    static constexpr int kLeastZoom = 50;
    static constexpr int kMostZoom = 300;
    // Travel and explore ask first when their way passes beside a trap the
    // hero knows of (ui/screens/trap_warning.h).
    bool askBesideTraps = true;

    friend bool operator==(const Settings&, const Settings&) = default;
};

// The keymap the settings make: the preset's, each intent of ownKeys with
// its own keys. One that cannot be bound (readSettings refuses such) keeps
// the preset's.
Keymap keymapOf(const Settings& settings);

// The keys `preset` gives `intent` that no intent holds in `keymap` and
// that are not kept: what an intent refused keys of its own falls back on.
std::vector<Key> keysStillFree(const Keymap& preset, const Keymap& keymap, Intent intent);

// Gives `intent` these keys in the settings, or refuses as Keymap::rebind
// does (nothing changed then). Keys equal to the preset's are no longer
// the player's own.
std::optional<KeyRefusal> bindKeys(Settings& settings, Intent intent, std::vector<Key> keys);

// The zoom one step from `zoom`, kept between the least and the most.
constexpr int zoomedBy(int zoom, ZoomStep step) {
    switch (step) {
        case ZoomStep::In:
            return zoom + Settings::kZoomStep > Settings::kMostZoom ? Settings::kMostZoom
                                                                    : zoom + Settings::kZoomStep;
        case ZoomStep::Out:
            return zoom - Settings::kZoomStep < Settings::kLeastZoom ? Settings::kLeastZoom
                                                                     : zoom - Settings::kZoomStep;
        case ZoomStep::Reset:
            return 100;
    }
    return zoom;
}

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
