#pragma once

#include <string>
#include <vector>

#include "ui/input/keymap.h"

namespace delve {

// A key as the player reads it, in the current language: "k", "Ctrl+P",
// "Esc", "numpad 5", "PgUp".
std::string keyLabel(const Key& key);

// The keys of one intent as the player reads them: "g or ,"; nothing bound
// reads as "-".
std::string keysLabel(const Keymap& keymap, Intent intent);

// The keys of intents that go together (the four ways to walk), in
// columns: the first key of each, then the second of each…: "h j k l,
// Up Down Left Right, numpad 4 2 8 6". An intent with fewer keys than the
// others shows "-" in the columns it lacks.
std::string keyColumnsLabel(const Keymap& keymap, const std::vector<Intent>& intents);

// A preset as the settings screen names it: "vi-keys and arrows".
std::string presetLabel(KeyPreset preset);

// A row of the help screen and of the README's table of keys, in the
// current language: the keys as `keymap` binds them, and what they do.
struct KeyHelp {
    std::string keys;
    std::string meaning;
};
std::vector<KeyHelp> keyHelp(const Keymap& keymap);

}  // namespace delve
