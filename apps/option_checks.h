#pragma once

#include <CLI/CLI.hpp>

#include <charconv>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/language.h"
#include "core/point.h"

namespace delve {

// Checks of an option's value for CLI11's check() and transform(). Each
// refuses a value in the words every command line shares, most of them
// "\"VALUE\" is not ...", which CLI11 puts after the option's name and
// command_line.h after the command's: `delve sim: --games: "0" is not a whole
// number from 1 up`.

// A check from a function that says what is wrong with a value, or nothing.
CLI::Validator checkOf(std::function<std::string(const std::string&)> problem);

// `text` in quotes, as a refusal shows the value it refuses.
std::string inQuotes(std::string_view text);

// "\"VALUE\" is not one of a, b, c", for a check made after reading, too.
std::string notOneOf(std::string_view value, const std::vector<std::string>& words);

// "\"VALUE\" is not a whole number from LEAST up" (or "to MOST").
std::string notWholeNumber(std::string_view value, const std::string& least,
                           const std::optional<std::string>& most);

// A whole number of the Number's type from `least` up, and at most `most`:
// digits alone, with no plus sign or space (a minus only where `least` is
// below 0).
template <class Number>
CLI::Validator wholeNumber(Number least, Number most = std::numeric_limits<Number>::max()) {
    return checkOf([least, most](const std::string& text) -> std::string {
        Number value{};
        const char* last = text.data() + text.size();
        const auto [end, error] = std::from_chars(text.data(), last, value);
        if (!text.empty() && error == std::errc{} && end == last && value >= least &&
            value <= most) {
            return {};
        }
        const bool unbounded = most == std::numeric_limits<Number>::max();
        return notWholeNumber(text, std::to_string(least),
                              unbounded ? std::nullopt : std::optional(std::to_string(most)));
    });
}

// Each word and the value it stands for, as a number CLI11 reads into an
// enum.
using ChoiceWords = std::vector<std::pair<std::string, std::string>>;
CLI::Validator choiceOf(ChoiceWords words);

// One of `values`, named by `word` ("terrain", "colons"): a transform that
// puts the value it names in the option's enum.
template <class Values, class Word>
CLI::Validator oneOf(const Values& values, Word word) {
    ChoiceWords words;
    for (const auto value : values) {
        using Number = std::underlying_type_t<std::decay_t<decltype(value)>>;
        words.emplace_back(std::string(word(value)), std::to_string(static_cast<Number>(value)));
    }
    return choiceOf(std::move(words));
}

// The code of a language Delve speaks (--lang), into a Language.
CLI::Validator languageChoice();

// Any text but none: "needs a value".
CLI::Validator someText();

// A file that is there, and not a folder.
CLI::Validator existingFile();

// An int taking up all of `text`, below 0 too ("-3"), or nothing.
std::optional<int> wholeNumberOf(std::string_view text);

// A cell, "X,Y" (whole numbers, either below 0 too).
std::optional<Point> cellOf(std::string_view text);
CLI::Validator cell();

}  // namespace delve
