#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "core/direction.h"
#include "ui/input/key.h"

namespace delve {

// What a key means on the play screen, before the game sees it: an intent
// the player can give. Each has its keys in the keymap below.
enum class Intent {
    MoveNorth,
    MoveNorthEast,
    MoveEast,
    MoveSouthEast,
    MoveSouth,
    MoveSouthWest,
    MoveWest,
    MoveNorthWest,
    Wait,
    Descend,
    Ascend,
    Help,
    Menu,
    MessageHistory,
    QuestLog,
    CharacterSheet,
    Rest,
    Explore,
    SetAside,      // F5: a copy of the run to come back to
    GoBack,        // F9: back to that copy
    Search,        // a turn
    SearchLonger,  // five turns, stopping for anything new
    CloseDoor,
    PickUp,
    Inventory,
    Drop,
    Fire,  // the bow
    Throw,
    Cast,    // the lightning spell
    Skills,  // the skills screen, to use one
    Look,
    // The views that teach (ui/views/); none takes a turn.
    WholeFloor,     // F1: the whole floor, seen or not
    DistanceMaps,   // F3: explore's map of distances, the hunters', none
    SwitchSight,    // F4: shadowcasting or Bresenham's rays
    SearchedCells,  // F6: the cells A* looked at, under the travel preview
};
constexpr std::size_t kIntentCount = static_cast<std::size_t>(Intent::SearchedCells) + 1;

// Every intent, in the order the keys screen lists them.
std::array<Intent, kIntentCount> allIntents();

// An intent as settings.toml names it ("move_north", "explore"), and back.
std::string_view intentName(Intent intent);
std::optional<Intent> intentNamed(std::string_view name);
// What it does, in a few English words marked for the catalogs ("explore
// until something happens"); the keys screen shows it translated.
std::string_view intentMeaning(Intent intent);

std::optional<Direction> directionOf(Intent intent);

// The sets of keys a player starts from: vi-keys with the arrows and the
// numpad (the default), the numpad and arrows alone (letters only give
// intents), and the left hand (q w e / a s d / z x c walk, s waits).
enum class KeyPreset { ViKeys, Numpad, LeftHand };
inline constexpr std::array kKeyPresets = {KeyPreset::ViKeys, KeyPreset::Numpad,
                                           KeyPreset::LeftHand};
// As settings.toml spells it ("vi-keys", "numpad", "left-hand"), and back.
std::string_view presetName(KeyPreset preset);
std::optional<KeyPreset> presetNamed(std::string_view name);

// Keys that keep their meaning on every screen, so no intent may take
// them: Esc closes, Enter and Tab answer and aim, Backspace erases, F12
// and Alt+Enter are the window's. Esc also opens the menu from play.
bool isKeptKey(const Key& key);

// Why a key could not be bound: it is kept (above), or another intent
// holds it.
struct KeyRefusal {
    Key key;
    std::optional<Intent> holder;  // nothing: a kept key
};

// Which keys give which intent: a preset, with the intents the player
// gave keys of their own. A key gives at most one intent.
class Keymap {
  public:
    explicit Keymap(KeyPreset preset = KeyPreset::ViKeys);

    std::optional<Intent> intentFor(const Key& key) const;
    const std::vector<Key>& keysFor(Intent intent) const;

    // Gives `intent` these keys in place of its own (kept keys it holds,
    // as the menu's Esc, stay). Refused, with nothing changed, when one is
    // a kept key or another intent's.
    std::optional<KeyRefusal> rebind(Intent intent, const std::vector<Key>& keys);

  private:
    std::array<std::vector<Key>, kIntentCount> keys_;
};

// The keys of the default keymap (vi-keys), in which the screens read what
// a key means: a player's own keys are turned into these before a screen
// sees them (App::handle), so that recordings and scripts hold the same
// keys whatever anyone's settings.
std::optional<Intent> intentFor(const Key& key);
// The first key the default keymap gives `intent`: what a player's key for
// it becomes.
Key defaultKeyFor(Intent intent);

// Alt+Enter: the window fills the screen or gives it back, on any screen.
constexpr Key kFullscreenKey{KeyCode::Enter, 0, false, true};
constexpr bool switchesFullscreen(const Key& key) {
    return key == kFullscreenKey;
}
// Ctrl+= (or Ctrl++), Ctrl+- and Ctrl+0: the window's letters larger,
// smaller, or as they were; on any screen, and never an intent's.
enum class ZoomStep { In, Out, Reset };
constexpr std::optional<ZoomStep> zoomStepOf(const Key& key) {
    if (key.code != KeyCode::Character || !key.ctrl || key.alt) {
        return std::nullopt;
    }
    switch (key.character) {
        case U'=':
        case U'+':
            return ZoomStep::In;
        case U'-':
            return ZoomStep::Out;
        case U'0':
            return ZoomStep::Reset;
    }
    return std::nullopt;
}
// F12: a picture of the window, on any screen.
constexpr Key kPictureKey{KeyCode::F12, 0, false, false};

}  // namespace delve
