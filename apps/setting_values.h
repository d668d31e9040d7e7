#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include <toml++/toml.h>

#include "content/toml_values.h"
#include "core/language.h"
#include "settings_file.h"

namespace delve {

// What is wrong with the value or key at `region` of a settings file.
inline SettingsError settingsErrorAt(const std::string& source, const toml::source_region& region,
                                     const std::string& problem) {
    const int line = region.begin.line > 0 ? static_cast<int>(region.begin.line) : 1;
    const int column = region.begin.column > 0 ? static_cast<int>(region.begin.column) : 1;
    return SettingsError(source, line, column, problem);
}

// The kinds of value a setting takes, each as the settings file spells it:
// `read(key, value, source)` takes it from the file's TOML value, throwing a
// SettingsError at a value it cannot take, and `write(value)` gives the
// file's text for it, or nothing when the setting is not given. A row of
// the file (settings_file.cpp) names its kind, and both directions go
// through it.

// On or off: true or false.
struct OnOff {
    bool read(std::string_view key, const toml::node& value, const std::string& source) const;
    std::optional<std::string> write(bool on) const;
};

// A whole number from `least` to `most` in steps of `step`.
struct SteppedNumber {
    int least = 0;
    int most = 0;
    int step = 1;

    int read(std::string_view key, const toml::node& value, const std::string& source) const;
    std::optional<std::string> write(int number) const;
};

// One of `values`, as `wordOf` spells it, in quotes.
template <class Value>
struct OneOfWords {
    std::span<const Value> values;
    std::string_view (*wordOf)(Value value) = nullptr;

    // Every word, quoted, with commas between, in the order of `values`.
    std::string listed() const {
        std::string words;
        for (Value value : values) {
            words += (words.empty() ? "\"" : ", \"") + std::string(wordOf(value)) + "\"";
        }
        return words;
    }
    Value read(std::string_view key, const toml::node& value, const std::string& source) const {
        if (const auto* word = value.as_string()) {
            for (Value each : values) {
                if (wordOf(each) == word->get()) {
                    return each;
                }
            }
        }
        throw settingsErrorAt(
            source, value.source(),
            std::string(key) + " wants one of " + listed() + ", not " + describeValue(value));
    }
    std::optional<std::string> write(Value value) const {
        return "\"" + std::string(wordOf(value)) + "\"";
    }
};

// A language by its code, or none given: the environment's.
struct LanguageCode {
    std::optional<Language> read(std::string_view key, const toml::node& value,
                                 const std::string& source) const;
    std::optional<std::string> write(std::optional<Language> language) const;
};

// Each kind's reading and writing.
inline bool OnOff::read(std::string_view key, const toml::node& value,
                        const std::string& source) const {
    if (const auto* on = value.as_boolean()) {
        return on->get();
    }
    throw settingsErrorAt(source, value.source(),
                          std::string(key) + " wants true or false, not " + describeValue(value));
}

inline std::optional<std::string> OnOff::write(bool on) const {
    return on ? "true" : "false";
}

inline int SteppedNumber::read(std::string_view key, const toml::node& value,
                               const std::string& source) const {
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

inline std::optional<std::string> SteppedNumber::write(int number) const {
    return std::to_string(number);
}

inline std::optional<Language> LanguageCode::read(std::string_view key, const toml::node& value,
                                                  const std::string& source) const {
    const auto* code = value.as_string();
    if (code == nullptr) {
        throw settingsErrorAt(source, value.source(),
                              std::string(key) + " wants a language code in quotes (" +
                                  languageCodes() + "), not " + describeValue(value));
    }
    const auto language = languageOfCode(code->get());
    if (!language) {
        throw settingsErrorAt(source, value.source(),
                              "unknown " + std::string(key) + " " + describeValue(value) +
                                  "; the languages are " + languageCodes());
    }
    return language;
}

inline std::optional<std::string> LanguageCode::write(std::optional<Language> language) const {
    if (!language) {
        return std::nullopt;
    }
    return "\"" + std::string(languageCode(*language)) + "\"";
}

}  // namespace delve
