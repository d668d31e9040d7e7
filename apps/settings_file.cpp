#include "settings_file.h"

#include <algorithm>
#include <array>
#include <optional>
#include <stdexcept>
#include <tuple>
#include <utility>
#include <vector>

#include <toml++/toml.h>

#include "content/toml_values.h"
#include "core/member_count.h"
#include "core/utf8.h"
#include "setting_values.h"
#include "ui/input/key.h"
#include "ui/input/keymap.h"
#include "ui/text/language_choice.h"
#include "ui/text/text_wrap.h"

namespace delve {

namespace {

bool before(const toml::source_position& a, const toml::source_position& b) {
    return a.line != b.line ? a.line < b.line : a.column < b.column;
}

// A table keeps its keys sorted; they are read in the file's order, so the
// problems are told in the order a reader meets them.
std::vector<std::pair<const toml::key*, const toml::node*>> inFileOrder(const toml::table& table) {
    std::vector<std::pair<const toml::key*, const toml::node*>> entries;
    for (const auto& [key, value] : table) {
        entries.emplace_back(&key, &value);
    }
    std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
        return before(a.first->source().begin, b.first->source().begin);
    });
    return entries;
}

// A key token inside a TOML basic string: " and \\ escaped.
std::string escapedForToml(const std::string& token) {
    std::string escaped;
    for (char c : token) {
        if (c == '"' || c == '\\') {
            escaped += '\\';
        }
        escaped += c;
    }
    return escaped;
}

// One row of the file: a setting's key, what the file's comment says of
// it, the member of Settings it sets and the kind of value it takes
// (setting_values.h), which both reads it and writes it. A new setting is
// one more row in kSettingRows.
template <class Value, class Kind>
struct SettingRow {
    std::string_view key;
    std::string (*about)() = nullptr;
    Value Settings::*member = nullptr;
    Kind kind;

    void read(const toml::node& value, const std::string& source, Settings& into) const {
        into.*member = kind.read(key, value, source);
    }
    std::optional<std::string> write(const Settings& settings) const {
        return kind.write(settings.*member);
    }
};

std::string aboutLanguage() {
    std::string names;
    const auto languages = languagesByCode();
    for (std::size_t i = 0; i < languages.size(); ++i) {
        names += (i == 0 ? "" : i + 1 == languages.size() ? " or " : ", ");
        names += "\"" + std::string(languageCode(languages[i])) + "\" (" +
                 std::string(languageName(languages[i])) + ")";
    }
    return "the language Delve speaks: " + names +
           ". Without it, the one the environment asks for (LANGUAGE, LC_ALL, LC_MESSAGES, "
           "LANG), else English. --lang overrides it for one run.";
}

// The animation's paces as the file spells them, slowest last.
constexpr std::array kPaces = {AnimationPace::None, AnimationPace::Fast, AnimationPace::Normal,
                               AnimationPace::Slow};

std::string_view paceWord(AnimationPace pace) {
    switch (pace) {
        case AnimationPace::None:
            return "none";
        case AnimationPace::Fast:
            return "fast";
        case AnimationPace::Normal:
            return "normal";
        case AnimationPace::Slow:
            return "slow";
    }
    return "normal";
}

constexpr OneOfWords<AnimationPace> kPaceWords{kPaces, paceWord};
constexpr OneOfWords<Theme> kThemeWords{kThemes, themeWord};
constexpr OneOfWords<KeyPreset> kPresetWords{kKeyPresets, presetName};

std::string aboutAnimation() {
    return "how fast arrows fly, bolts grow and blows shake the map: " + kPaceWords.listed() +
           ". The default is \"normal\"; \"none\" shows only what came of them.";
}

std::string aboutSound() {
    return "true to hear the game in the window, false for silence. The default is true.";
}

std::string aboutVolume() {
    return "how loud the sounds are, in percent: 0 to 100, in steps of " +
           std::to_string(Settings::kVolumeStep) + ". The default is 100.";
}

std::string aboutFullscreen() {
    return "true for a window that fills the screen (Alt+Enter switches it while you play). "
           "The default is false.";
}

std::string aboutTheme() {
    return "the colours of every screen: " + kThemeWords.listed() +
           ". \"high-contrast\" draws letters lighter on darker backgrounds; \"red-green\" "
           "tells apart by blue, yellow and lightness what would differ only in red and green. "
           "The default is \"default\".";
}

std::string aboutZoom() {
    return "how large the window's letters are, in percent: " +
           std::to_string(Settings::kLeastZoom) + " to " + std::to_string(Settings::kMostZoom) +
           " in steps of " + std::to_string(Settings::kZoomStep) +
           " (Ctrl+= and Ctrl+- while you play, Ctrl+0 for 100). The default is 100.";
}

std::string aboutAskBesideTraps() {
    return "true to have travel and explore ask first when their way passes beside a trap "
           "you know of, false to let them go. The default is true.";
}

std::string aboutKeyPreset() {
    return "the keys to start from: " + kPresetWords.listed() +
           ". \"vi-keys\" (the default) walks with h j k l y u b n, the arrows and the "
           "numpad; \"numpad\" with the arrows and the numpad alone; \"left-hand\" with q w e "
           "a d z x c, s waiting. The [keys] table below changes single commands.";
}

// The settings, one a line, in the order the file holds them.
constexpr std::tuple kSettingRows = {
    SettingRow{"language", aboutLanguage, &Settings::language, LanguageCode{}},
    SettingRow{"animation", aboutAnimation, &Settings::animation, kPaceWords},
    SettingRow{"sound", aboutSound, &Settings::sound, OnOff{}},
    SettingRow{"volume", aboutVolume, &Settings::volume,
               SteppedNumber{0, 100, Settings::kVolumeStep}},
    SettingRow{"fullscreen", aboutFullscreen, &Settings::fullscreen, OnOff{}},
    SettingRow{"theme", aboutTheme, &Settings::theme, kThemeWords},
    SettingRow{"zoom", aboutZoom, &Settings::zoom,
               SteppedNumber{Settings::kLeastZoom, Settings::kMostZoom, Settings::kZoomStep}},
    SettingRow{"ask_beside_traps", aboutAskBesideTraps, &Settings::askBesideTraps, OnOff{}},
    SettingRow{"key_preset", aboutKeyPreset, &Settings::keyPreset, kPresetWords},
};

// `visit(row)` for each row, in order.
template <class Visit>
constexpr void forEachRow(Visit visit) {
    std::apply([&](const auto&... row) { (visit(row), ...); }, kSettingRows);
}

// How many members of Settings the file holds: each row's, and the
// [keys] table's own keys.
consteval std::size_t membersInFile() {
    Settings settings{};
    MemberTally<> tally;
    forEachRow([&](const auto& row) { tally.note(&(settings.*row.member)); });
    tally.note(&settings.ownKeys);
    return tally.count();
}
static_assert(membersInFile() == kMemberCount<Settings>,
              "every member of Settings is a row of the settings file, or its [keys] table");

// The table of intents given keys of their own, after the settings.
constexpr std::string_view kKeysTable = "keys";

std::string aboutKeys() {
    return "a command and its keys in place of the preset's, e.g. explore = [\"o\", \"<F2>\"]. "
           "A key is written as in a key string: a letter, or <Up>, <Home>, <PageUp>, <F5>, "
           "<KP5> (the numpad), <C-p> (Ctrl+P), <Space>, <lt> for <. Esc, Enter, Tab, "
           "Backspace and F12 are kept for every screen, and a key gives one command only. "
           "[] leaves a command without keys. The commands: " +
           [] {
               std::string names;
               for (Intent intent : allIntents()) {
                   names += (names.empty() ? "" : ", ") + std::string(intentName(intent));
               }
               return names;
           }() +
           ".";
}

// One key of an intent's list, as a key string writes it: one token.
Key readKey(const toml::node& value, std::string_view intent, const std::string& source) {
    const auto* text = value.as_string();
    if (text != nullptr) {
        try {
            const auto steps = parseKeyScript(text->get());
            if (steps.size() == 1 && steps.front().key) {
                return *steps.front().key;
            }
        } catch (const std::invalid_argument&) {
        }
    }
    throw settingsErrorAt(source, value.source(),
                          "keys." + std::string(intent) +
                              " wants keys written as in a key string (\"o\", \"<F2>\", "
                              "\"<C-p>\"), one to a string, not " +
                              describeValue(value));
}

// An intent's keys as the [keys] table gives them, and where.
struct OwnKeysRead {
    Intent intent;
    std::vector<Key> keys;
    const toml::node* value;
    std::string_view name;
};

OwnKeysRead readIntentKeys(const toml::key& name, const toml::node& value,
                           const std::string& source) {
    const auto intent = intentNamed(name.str());
    if (!intent) {
        throw settingsErrorAt(source, name.source(),
                              "unknown command \"" + std::string(name.str()) +
                                  "\" in keys; the commands are listed at the top of the file");
    }
    std::vector<Key> keys;
    if (const auto* list = value.as_array()) {
        for (const toml::node& each : *list) {
            keys.push_back(readKey(each, name.str(), source));
        }
    } else {
        keys.push_back(readKey(value, name.str(), source));
    }
    return OwnKeysRead{*intent, std::move(keys), &value, name.str()};
}

std::string refusedKey(std::string_view intent, const KeyRefusal& refused) {
    const std::string key = "keys." + std::string(intent) + ": \"" + keyToken(refused.key) + "\"";
    return refused.holder ? key + " already gives " + std::string(intentName(*refused.holder)) +
                                "; give that command other keys too"
                          : key + " is kept for every screen and gives no command";
}

// The [keys] table: each intent's keys, bound over the preset read before
// it. Every intent the table names first lets its preset's keys go, so
// that two intents may trade keys in either order; a binding that still
// cannot be made is a problem of its own, and that intent keeps what it
// can of the preset's keys (keysStillFree).
void readOwnKeys(const toml::node& node, const std::string& source, SettingsRead& read) {
    const auto* table = node.as_table();
    if (table == nullptr) {
        read.problems.emplace_back(
            settingsErrorAt(source, node.source(),
                            "keys wants a table of commands ([keys], then explore = [\"o\"]), "
                            "not " +
                                describeValue(node))
                .what());
        return;
    }
    std::vector<OwnKeysRead> wanted;
    for (const auto& [name, value] : inFileOrder(*table)) {
        try {
            wanted.push_back(readIntentKeys(*name, *value, source));
        } catch (const SettingsError& problem) {
            read.problems.emplace_back(problem.what());
        }
    }
    const Keymap preset(read.settings.keyPreset);
    for (const OwnKeysRead& each : wanted) {
        (void)bindKeys(read.settings, each.intent, {});  // letting keys go is never refused
    }
    for (const OwnKeysRead& each : wanted) {
        const auto refused = bindKeys(read.settings, each.intent, each.keys);
        if (!refused) {
            continue;
        }
        read.problems.emplace_back(
            settingsErrorAt(source, each.value->source(), refusedKey(each.name, *refused)).what());
        (void)bindKeys(read.settings, each.intent,
                       keysStillFree(preset, keymapOf(read.settings), each.intent));
    }
}

std::string knownKeys() {
    std::string keys;
    forEachRow([&](const auto& row) { keys += (keys.empty() ? "" : ", ") + std::string(row.key); });
    return keys;
}

// The top of the file: what it is. Each setting's own lines follow.
constexpr std::string_view kFileComment =
    "# Delve's settings, one a line. Change them here or in the game (Esc opens\n"
    "# the menu); Delve writes this file anew when a setting is changed in the\n"
    "# game, so notes of your own here do not stay. A setting left out keeps its\n"
    "# default.\n";

// A setting's description as comment lines of at most 78 columns, those after
// the first indented under its key.
std::string asComment(std::string_view key, const std::string& about) {
    constexpr int kWidth = 78;
    const std::string head = "# " + std::string(key) + ": ";
    const std::string hanging = "#   ";
    const std::vector<std::string> lines =
        wrapWords(about, kWidth - utf8Length(head), kWidth - utf8Length(hanging));
    std::string out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        out += (i == 0 ? head : hanging) + lines[i] + "\n";
    }
    return out;
}

}  // namespace

SettingsRead readSettings(std::string_view text, const std::string& source) {
    SettingsRead read;
    toml::table table;
    try {
        table = parseToml(text, source);
    } catch (const ContentError& error) {
        read.problems.emplace_back(error.what());
        return read;
    }
    const toml::node* ownKeys = nullptr;
    for (const auto& [key, value] : inFileOrder(table)) {
        if (key->str() == kKeysTable) {
            ownKeys = value;  // bound once the preset is known, wherever it stands
            continue;
        }
        try {
            bool known = false;
            forEachRow([&](const auto& row) {
                if (row.key == key->str()) {
                    known = true;
                    row.read(*value, source, read.settings);
                }
            });
            if (!known) {
                throw settingsErrorAt(source, key->source(),
                                      "unknown setting \"" + std::string(key->str()) +
                                          "\"; the settings are " + knownKeys() + " and the [" +
                                          std::string(kKeysTable) + "] table");
            }
        } catch (const SettingsError& problem) {
            read.problems.emplace_back(problem.what());
        }
    }
    if (ownKeys != nullptr) {
        readOwnKeys(*ownKeys, source, read);
    }
    return read;
}

std::string settingsText(const Settings& settings) {
    std::string text(kFileComment);
    forEachRow([&](const auto& row) { text += "#\n" + asComment(row.key, row.about()); });
    text += "#\n" + asComment("[" + std::string(kKeysTable) + "]", aboutKeys());
    text += "\n";
    forEachRow([&](const auto& row) {
        if (const auto value = row.write(settings)) {
            text += std::string(row.key) + " = " + *value + "\n";
        }
    });
    if (!settings.ownKeys.empty()) {
        text += "\n[" + std::string(kKeysTable) + "]\n";
        for (const KeyBinding& own : settings.ownKeys) {
            std::string keys;
            for (const Key& key : own.keys) {
                keys += (keys.empty() ? "\"" : ", \"") + escapedForToml(keyToken(key)) + "\"";
            }
            text += std::string(intentName(own.intent)) + " = [" + keys + "]\n";
        }
    }
    return text;
}

}  // namespace delve
