#include "ui/input/key_help.h"

#include <algorithm>

#include "core/exact_table.h"
#include "core/utf8.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

constexpr std::size_t kKeyCodes = static_cast<std::size_t>(KeyCode::Numpad9) + 1;

// How each key that is not a letter reads, beside its KeyCode; the
// numpad's digits read through "numpad {keys}" instead.
constexpr auto kKeyWords = keyedTable<KeyCode, std::string_view, kKeyCodes>({
    {KeyCode::Character, ""},  // Character: the letter itself
    {KeyCode::Up, NC_("key", "Up").english},
    {KeyCode::Down, NC_("key", "Down").english},
    {KeyCode::Left, NC_("key", "Left").english},
    {KeyCode::Right, NC_("key", "Right").english},
    {KeyCode::Home, NC_("key", "Home").english},
    {KeyCode::End, NC_("key", "End").english},
    {KeyCode::PageUp, NC_("key", "PgUp").english},
    {KeyCode::PageDown, NC_("key", "PgDn").english},
    {KeyCode::Enter, NC_("key", "Enter").english},
    {KeyCode::Escape, NC_("key", "Esc").english},
    {KeyCode::Space, NC_("key", "Space").english},
    {KeyCode::Tab, NC_("key", "Tab").english},
    {KeyCode::Backspace, NC_("key", "Backspace").english},
    {KeyCode::Delete, NC_("key", "Delete").english},
    {KeyCode::F1, "F1"},
    {KeyCode::F2, "F2"},
    {KeyCode::F3, "F3"},
    {KeyCode::F4, "F4"},
    {KeyCode::F5, "F5"},
    {KeyCode::F6, "F6"},
    {KeyCode::F7, "F7"},
    {KeyCode::F8, "F8"},
    {KeyCode::F9, "F9"},
    {KeyCode::F10, "F10"},
    {KeyCode::F11, "F11"},
    {KeyCode::F12, "F12"},
    {KeyCode::Numpad1, "1"},
    {KeyCode::Numpad2, "2"},
    {KeyCode::Numpad3, "3"},
    {KeyCode::Numpad4, "4"},
    {KeyCode::Numpad5, "5"},
    {KeyCode::Numpad6, "6"},
    {KeyCode::Numpad7, "7"},
    {KeyCode::Numpad8, "8"},
    {KeyCode::Numpad9, "9"},
});

bool onNumpad(const Key& key) {
    return key.code >= KeyCode::Numpad1 && key.code <= KeyCode::Numpad9;
}

// The key without "numpad" before a digit of the numpad.
std::string bareLabel(const Key& key) {
    std::string label;
    if (key.code == KeyCode::Character) {
        // With Ctrl or Alt a letter is written as on the keycap: Ctrl+P.
        const bool small = key.character >= U'a' && key.character <= U'z';
        label =
            toUtf8((key.ctrl || key.alt) && small ? key.character - U'a' + U'A' : key.character);
    } else if (key.code >= KeyCode::F1) {
        label = std::string(kKeyWords[static_cast<std::size_t>(key.code)]);
    } else {
        label = trc("key", kKeyWords[static_cast<std::size_t>(key.code)]);
    }
    if (key.alt) {
        label = trf("Alt+{key}", SentenceArguments{}.text("key", label));
    }
    if (key.ctrl) {
        label = trf("Ctrl+{key}", SentenceArguments{}.text("key", label));
    }
    return label;
}

std::string numpadLabel(const std::string& digits) {
    return trf("numpad {keys}", SentenceArguments{}.text("keys", digits));
}

constexpr std::string_view kUnbound = "-";

// A row of the help: intents whose keys are shown (in columns when there
// are several), or words of its own for what is not an intent. Its texts may
// name an intent's first key as {rest}, {explore}… (intentName).
struct HelpRow {
    std::vector<Intent> intents;
    std::string_view keys;     // when there are no intents
    std::string_view meaning;  // nothing: the intent's own (intentMeaning)
};

const std::vector<HelpRow>& helpRows() {
    using enum Intent;
    static const std::vector<HelpRow> rows = {
        {{MoveWest, MoveSouth, MoveNorth, MoveEast}, {}, N_("walk west, south, north, east")},
        {{}, N_("(into a monster)"), N_("attack: a sneak attack if it is unaware")},
        {{MoveNorthWest, MoveNorthEast, MoveSouthWest, MoveSouthEast}, {}, N_("walk diagonally")},
        {{}, N_("(into a door)"), N_("open it; into a wall: maybe a secret door")},
        {{Wait}, {}, {}},
        {{Descend}, {}, {}},
        {{Ascend}, {}, {}},
        {{Rest}, {}, {}},
        {{Explore}, {}, {}},
        {{Search}, {}, {}},
        {{SearchLonger}, {}, {}},
        {{CloseDoor}, {}, {}},
        {{PickUp}, {}, {}},
        {{Inventory}, {}, {}},
        {{Drop}, {}, {}},
        {{Fire}, {}, {}},
        {{Throw}, {}, {}},
        {{Cast}, {}, {}},
        {{Skills}, {}, {}},
        {{Look}, {}, {}},
        {{}, N_("aiming: Tab, Enter"), N_("next monster in view; let it go")},
        {{}, N_("(onto a known trap)"), N_("asks first: Y or Enter steps on")},
        {{}, N_("click on the map"), N_("travel there by the shortest known way")},
        {{}, N_("a key during {rest}, {explore}, travel"), N_("stop at once")},
        {{}, N_("(a sleeper in view)"), N_("{rest}, {explore} and travel ask first")},
        {{MessageHistory}, {}, {}},
        {{QuestLog}, {}, {}},
        {{CharacterSheet}, {}, {}},
        {{Help}, {}, {}},
        {{SetAside}, {}, {}},
        {{GoBack}, {}, {}},
        {{WholeFloor}, {}, {}},
        {{DistanceMaps}, {}, {}},
        {{SwitchSight}, {}, {}},
        {{SearchedCells}, {}, {}},
        {{Menu}, {}, {}},
        {{}, N_("Alt+Enter (window)"), N_("toggle fullscreen")},
        {{}, N_("Ctrl+= Ctrl+- Ctrl+0 (window)"), N_("larger letters, smaller, as at first")},
        {{}, N_("F12 (window)"), N_("keep a picture of the window in your pictures folder")},
    };
    return rows;
}

// Every intent's first key, by the intent's name, for the rows' words.
SentenceArguments firstKeys(const Keymap& keymap) {
    SentenceArguments arguments;
    for (Intent intent : allIntents()) {
        const std::vector<Key>& keys = keymap.keysFor(intent);
        arguments.text(std::string(intentName(intent)),
                       keys.empty() ? std::string(kUnbound) : keyLabel(keys.front()));
    }
    return arguments;
}

}  // namespace

std::string keyLabel(const Key& key) {
    return onNumpad(key) ? numpadLabel(bareLabel(key)) : bareLabel(key);
}

std::string keysLabel(const Keymap& keymap, Intent intent) {
    const std::vector<Key>& keys = keymap.keysFor(intent);
    if (keys.empty()) {
        return std::string(kUnbound);
    }
    std::string label;
    for (const Key& key : keys) {
        label += (label.empty() ? "" : " " + trc("keys", "or") + " ") + keyLabel(key);
    }
    return label;
}

std::string keyColumnsLabel(const Keymap& keymap, const std::vector<Intent>& intents) {
    if (intents.size() == 1) {
        return keysLabel(keymap, intents.front());
    }
    std::size_t columns = 0;
    for (Intent intent : intents) {
        columns = std::max(columns, keymap.keysFor(intent).size());
    }
    std::string label;
    for (std::size_t column = 0; column < columns; ++column) {
        // A column all on the numpad says so once ("numpad 4 2 8 6"); any
        // other says it of each digit of the numpad in it.
        std::vector<const Key*> keys;
        for (Intent intent : intents) {
            const std::vector<Key>& bound = keymap.keysFor(intent);
            keys.push_back(column < bound.size() ? &bound[column] : nullptr);
        }
        const bool allNumpad = std::all_of(keys.begin(), keys.end(), [](const Key* key) {
            return key != nullptr && onNumpad(*key);
        });
        std::string words;
        for (const Key* key : keys) {
            words += (words.empty() ? "" : " ") + (key == nullptr ? std::string(kUnbound)
                                                   : allNumpad    ? bareLabel(*key)
                                                                  : keyLabel(*key));
        }
        label += (label.empty() ? "" : ", ") + (allNumpad ? numpadLabel(words) : words);
    }
    return columns == 0 ? std::string(kUnbound) : label;
}

std::string presetLabel(KeyPreset preset) {
    switch (preset) {
        case KeyPreset::ViKeys:
            return tr("vi-keys, arrows and numpad");
        case KeyPreset::Numpad:
            return tr("arrows and numpad");
        case KeyPreset::LeftHand:
            return tr("left hand (q w e, a s d, z x c)");
    }
    return {};
}

std::vector<KeyHelp> keyHelp(const Keymap& keymap) {
    const SentenceArguments keys = firstKeys(keymap);
    std::vector<KeyHelp> help;
    for (const HelpRow& row : helpRows()) {
        KeyHelp line;
        line.keys =
            row.intents.empty() ? trf(row.keys, keys) : keyColumnsLabel(keymap, row.intents);
        line.meaning =
            row.meaning.empty() ? tr(intentMeaning(row.intents.front())) : trf(row.meaning, keys);
        help.push_back(std::move(line));
    }
    return help;
}

}  // namespace delve
