#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/point.h"

namespace delve {

// A key as the ui understands it, whatever produced it (SDL, curses or a
// script). Printable keys are Character with their code point; the rest
// have names. Numpad keys stay apart from the digits so that numpad 5 can
// wait while 5 may one day mean something else.
enum class KeyCode {
    Character,
    Up,
    Down,
    Left,
    Right,
    Home,
    End,
    PageUp,
    PageDown,
    Enter,
    Escape,
    Space,
    Tab,
    Backspace,
    Delete,
    F1,
    F2,
    F3,
    F4,
    F5,
    F6,
    F7,
    F8,
    F9,
    F10,
    F11,
    F12,
    Numpad1,
    Numpad2,
    Numpad3,
    Numpad4,
    Numpad5,
    Numpad6,
    Numpad7,
    Numpad8,
    Numpad9,
};

struct Key {
    KeyCode code = KeyCode::Character;
    char32_t character = 0;  // for Character only
    bool ctrl = false;
    bool alt = false;

    static Key of(char32_t c) { return Key{KeyCode::Character, c, false, false}; }
    static Key named(KeyCode code) { return Key{code, 0, false, false}; }

    friend bool operator==(const Key&, const Key&) = default;
};

// Something the player did: a key, a click on a screen cell, or asking to close.
struct InputEvent {
    enum class Kind { Key, Click, Resize, Quit, Hover };
    Kind kind = Kind::Key;
    Key key;
    Point cell;  // Click: the screen cell; Resize: the new size in cells

    static InputEvent keyPress(Key k) { return {Kind::Key, k, {}}; }
    static InputEvent click(Point c) { return {Kind::Click, {}, c}; }
    static InputEvent hover(Point c) { return {Kind::Hover, {}, c}; }
};

// The token of a key in a key string, as DESIGN.md's headless contract spells
// it: `j`, `<Up>`, `<Enter>`, `<C-p>`, `<F5>`, `<KP5>`.
std::string keyToken(const Key& key);

// One token of a key string: a key, a click on a map cell, or the mouse
// moving over a map cell.
struct ScriptStep {
    std::optional<Key> key;
    std::optional<Point> clickOnMap;
    std::optional<Point> hoverOnMap;
};

// Reads a key string (`jjl<Enter><click:3,4><hover:5,6>`); blanks between tokens are
// ignored. Throws std::invalid_argument naming the bad token and its offset.
std::vector<ScriptStep> parseKeyScript(std::string_view script);

}  // namespace delve
