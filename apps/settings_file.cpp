#include "settings_file.h"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include <toml++/toml.h>

#include "content/toml_values.h"
#include "core/utf8.h"
#include "ui/input/key.h"
#include "ui/input/keymap.h"
#include "ui/text/language_choice.h"
#include "ui/text/text_wrap.h"

namespace delve {

namespace {

SettingsError settingsErrorAt(const std::string& source, const toml::source_region& region,
                              const std::string& problem) {
    const int line = region.begin.line > 0 ? static_cast<int>(region.begin.line) : 1;
    const int column = region.begin.column > 0 ? static_cast<int>(region.begin.column) : 1;
    return SettingsError(source, line, column, problem);
}

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

// One setting: its key, what the file's comment says of it, and how its
// value is read from the file (throwing SettingsError at a value it cannot
// take) and written to it (nothing: not given). A
// new setting is one more of these, and one more line in the file.
struct SettingField {
    std::string_view key;
    std::string (*about)();
    void (*read)(const toml::node& value, const std::string& source, Settings& into);
    std::optional<std::string> (*write)(const Settings& settings);
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

void readLanguage(const toml::node& value, const std::string& source, Settings& into) {
    const auto* code = value.as_string();
    if (code == nullptr) {
        throw settingsErrorAt(source, value.source(),
                              "language wants a language code in quotes (" + languageCodes() +
                                  "), not " + describeValue(value));
    }
    const auto language = languageOfCode(code->get());
    if (!language) {
        throw settingsErrorAt(
            source, value.source(),
            "unknown language " + describeValue(value) + "; the languages are " + languageCodes());
    }
    into.language = language;
}

std::optional<std::string> writeLanguage(const Settings& settings) {
    if (!settings.language) {
        return std::nullopt;
    }
    return "\"" + std::string(languageCode(*settings.language)) + "\"";
}

// The animation's paces as the file spells them, slowest last.
struct PaceWord {
    AnimationPace pace;
    std::string_view word;
};
constexpr PaceWord kPaceWords[] = {
    {AnimationPace::None, "none"},
    {AnimationPace::Fast, "fast"},
    {AnimationPace::Normal, "normal"},
    {AnimationPace::Slow, "slow"},
};

// Every value of `values` as the file spells it (`wordOf`), quoted, with
// commas between.
template <class Values, class WordOf>
std::string quotedWords(const Values& values, WordOf wordOf) {
    std::string words;
    for (const auto& value : values) {
        words += (words.empty() ? "\"" : ", \"") + std::string(wordOf(value)) + "\"";
    }
    return words;
}

std::string paceWords() {
    return quotedWords(kPaceWords, [](const PaceWord& word) { return word.word; });
}

std::string aboutAnimation() {
    return "how fast arrows fly, bolts grow and blows shake the map: " + paceWords() +
           ". The default is \"normal\"; \"none\" shows only what came of them.";
}

void readAnimation(const toml::node& value, const std::string& source, Settings& into) {
    if (const auto* word = value.as_string()) {
        for (const PaceWord& pace : kPaceWords) {
            if (pace.word == word->get()) {
                into.animation = pace.pace;
                return;
            }
        }
    }
    throw settingsErrorAt(
        source, value.source(),
        "animation wants one of " + paceWords() + ", not " + describeValue(value));
}

std::optional<std::string> writeAnimation(const Settings& settings) {
    for (const PaceWord& pace : kPaceWords) {
        if (pace.pace == settings.animation) {
            return "\"" + std::string(pace.word) + "\"";
        }
    }
    return std::nullopt;
}

// A setting that is on or off: true or false in the file.
bool readSwitch(std::string_view key, const toml::node& value, const std::string& source) {
    if (const auto* on = value.as_boolean()) {
        return on->get();
    }
    throw settingsErrorAt(source, value.source(),
                          std::string(key) + " wants true or false, not " + describeValue(value));
}

std::string onOff(bool on) {
    return on ? "true" : "false";
}

std::string aboutSound() {
    return "true to hear the game in the window, false for silence. The default is true.";
}

void readSound(const toml::node& value, const std::string& source, Settings& into) {
    into.sound = readSwitch("sound", value, source);
}

std::optional<std::string> writeSound(const Settings& settings) {
    return onOff(settings.sound);
}

std::string aboutVolume() {
    return "how loud the sounds are, in percent: 0 to 100, in steps of " +
           std::to_string(Settings::kVolumeStep) + ". The default is 100.";
}

// A whole number from `least` to `most` in steps of `step`.
int readStepped(std::string_view key, const toml::node& value, const std::string& source, int least,
                int most, int step) {
    const auto* number = value.as_integer();
    if (number == nullptr || number->get() < least || number->get() > most ||
        number->get() % step != 0) {
        throw settingsErrorAt(source, value.source(),
                              std::string(key) + " wants a whole number from " +
                                  std::to_string(least) + " to " + std::to_string(most) +
                                  " in steps of " + std::to_string(step) + ", not " +
                                  describeValue(value));
    }
    return static_cast<int>(number->get());
}

void readVolume(const toml::node& value, const std::string& source, Settings& into) {
    into.volume = readStepped("volume", value, source, 0, 100, Settings::kVolumeStep);
}

std::optional<std::string> writeVolume(const Settings& settings) {
    return std::to_string(settings.volume);
}

std::string aboutFullscreen() {
    return "true for a window that fills the screen (Alt+Enter switches it while you play). "
           "The default is false.";
}

void readFullscreen(const toml::node& value, const std::string& source, Settings& into) {
    into.fullscreen = readSwitch("fullscreen", value, source);
}

std::optional<std::string> writeFullscreen(const Settings& settings) {
    return onOff(settings.fullscreen);
}

std::string themeWords() {
    return quotedWords(kThemes, themeWord);
}

std::string aboutTheme() {
    return "the colours of every screen: " + themeWords() +
           ". \"high-contrast\" draws letters lighter on darker backgrounds; \"red-green\" "
           "tells apart by blue, yellow and lightness what would differ only in red and green. "
           "The default is \"default\".";
}

void readTheme(const toml::node& value, const std::string& source, Settings& into) {
    if (const auto* word = value.as_string()) {
        if (const auto theme = themeOfWord(word->get())) {
            into.theme = *theme;
            return;
        }
    }
    throw settingsErrorAt(source, value.source(),
                          "theme wants one of " + themeWords() + ", not " + describeValue(value));
}

std::optional<std::string> writeTheme(const Settings& settings) {
    return "\"" + std::string(themeWord(settings.theme)) + "\"";
}

std::string aboutZoom() {
    return "how large the window's letters are, in percent: " +
           std::to_string(Settings::kLeastZoom) + " to " + std::to_string(Settings::kMostZoom) +
           " in steps of " + std::to_string(Settings::kZoomStep) +
           " (Ctrl+= and Ctrl+- while you play, Ctrl+0 for 100). The default is 100.";
}

void readZoom(const toml::node& value, const std::string& source, Settings& into) {
    into.zoom = readStepped("zoom", value, source, Settings::kLeastZoom, Settings::kMostZoom,
                            Settings::kZoomStep);
}

std::optional<std::string> writeZoom(const Settings& settings) {
    return std::to_string(settings.zoom);
}

std::string aboutAskBesideTraps() {
    return "true to have travel and explore ask first when their way passes beside a trap "
           "you know of, false to let them go. The default is true.";
}

void readAskBesideTraps(const toml::node& value, const std::string& source, Settings& into) {
    into.askBesideTraps = readSwitch("ask_beside_traps", value, source);
}

std::optional<std::string> writeAskBesideTraps(const Settings& settings) {
    return onOff(settings.askBesideTraps);
}

std::string presetWords() {
    return quotedWords(kKeyPresets, presetName);
}

std::string aboutKeyPreset() {
    return "the keys to start from: " + presetWords() +
           ". \"vi-keys\" (the default) walks with h j k l y u b n, the arrows and the "
           "numpad; \"numpad\" with the arrows and the numpad alone; \"left-hand\" with q w e "
           "a d z x c, s waiting. The [keys] table below changes single commands.";
}

void readKeyPreset(const toml::node& value, const std::string& source, Settings& into) {
    if (const auto* word = value.as_string()) {
        if (const auto preset = presetNamed(word->get())) {
            into.keyPreset = *preset;
            return;
        }
    }
    throw settingsErrorAt(
        source, value.source(),
        "key_preset wants one of " + presetWords() + ", not " + describeValue(value));
}

std::optional<std::string> writeKeyPreset(const Settings& settings) {
    return "\"" + std::string(presetName(settings.keyPreset)) + "\"";
}

constexpr SettingField kFields[] = {
    {"language", aboutLanguage, readLanguage, writeLanguage},
    {"animation", aboutAnimation, readAnimation, writeAnimation},
    {"sound", aboutSound, readSound, writeSound},
    {"volume", aboutVolume, readVolume, writeVolume},
    {"fullscreen", aboutFullscreen, readFullscreen, writeFullscreen},
    {"theme", aboutTheme, readTheme, writeTheme},
    {"zoom", aboutZoom, readZoom, writeZoom},
    {"ask_beside_traps", aboutAskBesideTraps, readAskBesideTraps, writeAskBesideTraps},
    {"key_preset", aboutKeyPreset, readKeyPreset, writeKeyPreset},
};

// The table of commands given keys of their own, after the settings.
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

// One key of a command's list, as a key string writes it: one token.
Key readKey(const toml::node& value, std::string_view command, const std::string& source) {
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
                          "keys." + std::string(command) +
                              " wants keys written as in a key string (\"o\", \"<F2>\", "
                              "\"<C-p>\"), one to a string, not " +
                              describeValue(value));
}

// A command's keys as the [keys] table gives them, and where.
struct OwnKeysRead {
    Intent intent;
    std::vector<Key> keys;
    const toml::node* value;
    std::string_view name;
};

OwnKeysRead readCommandKeys(const toml::key& name, const toml::node& value,
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

std::string refusedKey(std::string_view command, const KeyRefusal& refused) {
    const std::string key = "keys." + std::string(command) + ": \"" + keyToken(refused.key) + "\"";
    return refused.holder ? key + " already gives " + std::string(intentName(*refused.holder)) +
                                "; give that command other keys too"
                          : key + " is kept for every screen and gives no command";
}

// The [keys] table: each command's keys, bound over the preset read before
// it. Every command the table names first lets its preset's keys go, so
// that two commands may trade keys in either order; a binding that still
// cannot be made is a problem of its own, and that command keeps what it
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
            wanted.push_back(readCommandKeys(*name, *value, source));
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

const SettingField* fieldNamed(std::string_view key) {
    for (const SettingField& field : kFields) {
        if (field.key == key) {
            return &field;
        }
    }
    return nullptr;
}

std::string knownKeys() {
    std::string keys;
    for (const SettingField& field : kFields) {
        keys += (keys.empty() ? "" : ", ") + std::string(field.key);
    }
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
            const SettingField* field = fieldNamed(key->str());
            if (field == nullptr) {
                throw settingsErrorAt(source, key->source(),
                                      "unknown setting \"" + std::string(key->str()) +
                                          "\"; the settings are " + knownKeys() + " and the [" +
                                          std::string(kKeysTable) + "] table");
            }
            field->read(*value, source, read.settings);
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
    for (const SettingField& field : kFields) {
        text += "#\n" + asComment(field.key, field.about());
    }
    text += "#\n" + asComment("[" + std::string(kKeysTable) + "]", aboutKeys());
    text += "\n";
    for (const SettingField& field : kFields) {
        if (const auto value = field.write(settings)) {
            text += std::string(field.key) + " = " + *value + "\n";
        }
    }
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
