#include "option_checks.h"

#include <algorithm>
#include <filesystem>

namespace delve {

CLI::Validator checkOf(std::function<std::string(const std::string&)> problem) {
    // No description: the help says what each option takes in its own words.
    return CLI::Validator(
        [problem = std::move(problem)](std::string& text) { return problem(text); }, "");
}

std::string inQuotes(std::string_view text) {
    return "\"" + std::string(text) + "\"";
}

std::string notOneOf(std::string_view value, const std::vector<std::string>& words) {
    std::string list;
    for (const std::string& word : words) {
        list += (list.empty() ? "" : ", ") + word;
    }
    return inQuotes(value) + " is not one of " + list;
}

std::string notWholeNumber(std::string_view value, const std::string& least,
                           const std::optional<std::string>& most) {
    return inQuotes(value) + " is not a whole number from " + least + (most ? " to " + *most : " up");
}

CLI::Validator choiceOf(ChoiceWords words) {
    return CLI::Validator(
        [words = std::move(words)](std::string& text) -> std::string {
            for (const auto& [word, number] : words) {
                if (text == word) {
                    text = number;
                    return {};
                }
            }
            std::vector<std::string> known;
            for (const auto& [word, number] : words) {
                known.push_back(word);
            }
            return notOneOf(text, known);
        },
        "");
}

CLI::Validator languageChoice() {
    // Listed in the order of their codes, as the settings file's refusal
    // lists them too.
    std::vector<Language> languages(kAllLanguages.begin(), kAllLanguages.end());
    std::ranges::sort(languages, {}, languageCode);
    return oneOf(languages, languageCode);
}

CLI::Validator someText() {
    return checkOf(
        [](const std::string& text) -> std::string { return text.empty() ? "needs a value" : ""; });
}

CLI::Validator existingFile() {
    return checkOf([](const std::string& text) -> std::string {
        std::error_code error;
        const auto status = std::filesystem::status(text, error);
        if (!std::filesystem::exists(status)) {
            return inQuotes(text) + " is not an existing file";
        }
        if (std::filesystem::is_directory(status)) {
            return inQuotes(text) + " is a folder, not a file";
        }
        return {};
    });
}

std::optional<int> wholeNumberOf(std::string_view text) {
    int value = 0;
    const char* last = text.data() + text.size();
    const auto [end, error] = std::from_chars(text.data(), last, value);
    if (text.empty() || error != std::errc{} || end != last) {
        return std::nullopt;
    }
    return value;
}

std::optional<Point> cellOf(std::string_view text) {
    const std::size_t comma = text.find(',');
    if (comma == std::string_view::npos) {
        return std::nullopt;
    }
    const auto x = wholeNumberOf(text.substr(0, comma));
    const auto y = wholeNumberOf(text.substr(comma + 1));
    if (!x || !y) {
        return std::nullopt;
    }
    return Point{*x, *y};
}

CLI::Validator cell() {
    return checkOf([](const std::string& text) -> std::string {
        return cellOf(text) ? "" : inQuotes(text) + " is not a cell X,Y";
    });
}

}  // namespace delve
