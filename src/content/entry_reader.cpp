#include "content/entry_reader.h"

#include <algorithm>

#include "content/content_entries.h"
#include "content/toml_values.h"
#include "core/utf8.h"

namespace delve {

namespace {

std::string wholeNumberRule(const std::string& what, int least, int most) {
    return what + " must be a whole number from " + std::to_string(least) + " to " +
           std::to_string(most);
}

std::string joined(std::span<const std::string_view> words) {
    std::string out;
    for (std::string_view word : words) {
        out += (out.empty() ? "" : ", ") + std::string(word);
    }
    return out;
}

// How many single-letter edits turn one word into the other.
int editDistance(std::string_view a, std::string_view b) {
    std::vector<int> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) {
        row[j] = static_cast<int>(j);
    }
    for (std::size_t i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const int above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
            diagonal = above;
        }
    }
    return row[b.size()];
}

// A control character or a space would draw as nothing at all.
bool visible(char32_t c) {
    return c > 0x20 && c != 0x7F && !(c >= 0x80 && c < 0xA0) && c != 0xFFFD;
}

bool before(const toml::source_position& a, const toml::source_position& b) {
    return a.line != b.line ? a.line < b.line : a.column < b.column;
}

}  // namespace

EntryReader::EntryReader(const toml::table& entry, std::string id, const std::string& source,
                         std::span<const std::string_view> fields)
    : EntryReader(entry, "[" + id + "]", source, fields, Place{}) {}

// The table keeps its keys sorted, so the one reported is the first in the
// file, as a reader fixing errors top to bottom expects.
void EntryReader::rejectUnknownKeys(std::span<const std::string_view> fields) const {
    const toml::key* first = nullptr;
    for (const auto& [key, value] : entry_) {
        const bool known = std::find(fields.begin(), fields.end(), key.str()) != fields.end();
        if (!known && (first == nullptr || before(key.source().begin, first->source().begin))) {
            first = &key;
        }
    }
    if (first == nullptr) {
        return;
    }
    std::string problem = "unknown key \"" + std::string(first->str()) + "\" in " + place_;
    const auto nearest =
        std::min_element(fields.begin(), fields.end(), [&](std::string_view a, std::string_view b) {
            return editDistance(first->str(), a) < editDistance(first->str(), b);
        });
    // Two edits at most, and fewer than half the word: "ab" is not a typo of "hp".
    const int edits = nearest != fields.end() ? editDistance(first->str(), *nearest) : 99;
    if (edits <= 2 && 2 * edits < static_cast<int>(first->str().size())) {
        problem += "; did you mean \"" + std::string(*nearest) + "\"?";
    }
    throw errorAt(source_, first->source(), problem);
}

const toml::node& EntryReader::required(std::string_view key) const {
    const toml::node* value = entry_.get(key);
    if (value == nullptr) {
        throw errorAt(source_, entry_.source(), place_ + " has no " + std::string(key));
    }
    return *value;
}

void EntryReader::fail(const toml::node& at, const std::string& problem) const {
    throw errorAt(source_, at.source(), problem);
}

void EntryReader::failAt(std::string_view key, const std::string& problem) const {
    fail(required(key), problem);
}

int EntryReader::numberIn(const toml::node& value, int least, int most,
                          const std::string& what) const {
    const auto* number = value.as_integer();
    if (number == nullptr || number->get() < least || number->get() > most) {
        fail(value, wholeNumberRule(what, least, most) + ", not " + describeValue(value));
    }
    return static_cast<int>(number->get());
}

int EntryReader::wholeNumber(std::string_view key, int least, int most) const {
    return numberIn(required(key), least, most, std::string(key));
}

int EntryReader::wholeNumberOr(std::string_view key, int least, int most, int absent) const {
    if (!entry_.contains(key)) {
        return absent;
    }
    return wholeNumber(key, least, most);
}

std::string EntryReader::textOr(std::string_view key, int longest, std::string absent) const {
    if (!entry_.contains(key)) {
        return absent;
    }
    return text(key, longest);
}

std::vector<EntryReader> EntryReader::tablesOr(std::string_view key,
                                               std::span<const std::string_view> fields) const {
    const toml::node* value = entry_.get(key);
    if (value == nullptr) {
        return {};
    }
    const auto* list = value->as_array();
    if (list == nullptr) {
        fail(*value, std::string(key) + " must be a list of tables such as [{ " +
                         std::string(fields.front()) + " = ... }], not " + describeValue(*value));
    }
    std::vector<EntryReader> readers;
    for (const toml::node& item : *list) {
        const auto* inner = item.as_table();
        if (inner == nullptr) {
            fail(item, "each of " + std::string(key) + " must be a table such as { " +
                           std::string(fields.front()) + " = ... }, not " + describeValue(item));
        }
        readers.push_back(EntryReader(
            *inner, std::string(key) + " " + std::to_string(readers.size() + 1) + " of " + place_,
            source_, fields, Place{}));
    }
    return readers;
}

EntryReader EntryReader::narrowed(std::span<const std::string_view> fields) const {
    return EntryReader(entry_, place_, source_, fields, Place{});
}

EntryReader::EntryReader(const toml::table& entry, std::string place, const std::string& source,
                         std::span<const std::string_view> fields, Place)
    : entry_(entry), place_(std::move(place)), source_(source) {
    rejectUnknownKeys(fields);
}

bool EntryReader::flagOr(std::string_view key, bool absent) const {
    const toml::node* value = entry_.get(key);
    if (value == nullptr) {
        return absent;
    }
    if (!value->is_boolean()) {
        fail(*value, std::string(key) + " must be true or false, not " + describeValue(*value));
    }
    return value->as_boolean()->get();
}

bool EntryReader::has(std::string_view key) const {
    return entry_.get(key) != nullptr;
}

std::string EntryReader::text(std::string_view key, int longest) const {
    const toml::node& value = required(key);
    const auto* text = value.as_string();
    if (text == nullptr || text->get().empty() || utf8Length(text->get()) > longest) {
        fail(value, std::string(key) + " must be text of 1 to " + std::to_string(longest) +
                        " characters in quotes, not " + describeValue(value));
    }
    return text->get();
}

Dice EntryReader::dice(std::string_view key) const {
    const toml::node& value = required(key);
    const auto* text = value.as_string();
    const auto dice = text != nullptr ? Dice::parse(text->get()) : std::nullopt;
    if (!dice) {
        fail(value, std::string(key) + " must be dice such as \"1d6\" or \"2d4+1\", not " +
                        describeValue(value));
    }
    if (dice->least() < 0) {
        fail(value, std::string(key) + " " + describeValue(value) + " could roll below 0");
    }
    return *dice;
}

char32_t EntryReader::glyph(std::string_view key) const {
    const toml::node& value = required(key);
    const auto* text = value.as_string();
    const auto codePoints = text != nullptr ? decodeUtf8(text->get()) : std::vector<char32_t>{};
    if (codePoints.size() != 1 || !visible(codePoints.front())) {
        fail(value, std::string(key) + " must be one visible character in quotes, not " +
                        describeValue(value));
    }
    return codePoints.front();
}

Colour EntryReader::colour(std::string_view key) const {
    const toml::node& value = required(key);
    const auto* parts = value.as_array();
    if (parts == nullptr || parts->size() != 3) {
        fail(value, std::string(key) + " must be [red, green, blue], not " + describeValue(value));
    }
    const std::string what = "each part of " + std::string(key);
    return Colour{static_cast<std::uint8_t>(numberIn(*parts->get(0), 0, 255, what)),
                  static_cast<std::uint8_t>(numberIn(*parts->get(1), 0, 255, what)),
                  static_cast<std::uint8_t>(numberIn(*parts->get(2), 0, 255, what))};
}

std::pair<int, int> EntryReader::span(std::string_view key, int least, int most) const {
    const toml::node& value = required(key);
    const auto* ends = value.as_array();
    if (ends == nullptr || ends->size() != 2) {
        fail(value, std::string(key) + " must be [lowest, highest], not " + describeValue(value));
    }
    const std::string what = "each end of " + std::string(key);
    const int low = numberIn(*ends->get(0), least, most, what);
    const int high = numberIn(*ends->get(1), least, most, what);
    if (low > high) {
        fail(value, std::string(key) + " must go from low to high, not " + describeValue(value));
    }
    return {low, high};
}

std::pair<int, int> EntryReader::spanOr(std::string_view key, int least, int most,
                                        std::pair<int, int> absent) const {
    if (!entry_.contains(key)) {
        return absent;
    }
    return span(key, least, most);
}

std::string EntryReader::word(std::string_view key,
                              std::span<const std::string_view> allowed) const {
    const toml::node& value = required(key);
    const auto* text = value.as_string();
    if (text == nullptr ||
        std::find(allowed.begin(), allowed.end(), text->get()) == allowed.end()) {
        fail(value, std::string(key) + " must be one of " + joined(allowed) + ", not " +
                        describeValue(value));
    }
    return text->get();
}

ConditionKind EntryReader::condition(std::string_view key) const {
    std::vector<std::string_view> words;
    for (ConditionKind kind : kAllConditions) {
        words.push_back(conditionWord(kind));
    }
    // The word is one of the list, so it names a condition.
    return *conditionOfWord(word(key, words));
}

std::vector<std::string> EntryReader::words(std::string_view key,
                                            std::span<const std::string_view> allowed) const {
    const toml::node& value = required(key);
    const auto* list = value.as_array();
    if (list == nullptr) {
        fail(value, std::string(key) + " must be a list such as [\"" +
                        std::string(allowed.front()) + "\"], not " + describeValue(value));
    }
    std::vector<std::string> out;
    for (const toml::node& item : *list) {
        const auto* text = item.as_string();
        if (text == nullptr ||
            std::find(allowed.begin(), allowed.end(), text->get()) == allowed.end()) {
            fail(item, "each of " + std::string(key) + " must be one of " + joined(allowed) +
                           ", not " + describeValue(item));
        }
        if (std::find(out.begin(), out.end(), text->get()) != out.end()) {
            fail(item, describeValue(item) + " is twice in " + std::string(key));
        }
        out.push_back(text->get());
    }
    return out;
}

std::vector<int> EntryReader::risingNumbersOr(std::string_view key, int least, int most,
                                              int longest) const {
    const toml::node* value = entry_.get(key);
    if (value == nullptr) {
        return {};
    }
    const auto* list = value->as_array();
    if (list == nullptr || list->empty() || static_cast<int>(list->size()) > longest) {
        fail(*value, std::string(key) + " must be a list of 1 to " + std::to_string(longest) +
                         " whole numbers, not " + describeValue(*value));
    }
    std::vector<int> out;
    const std::string what = "each of " + std::string(key);
    for (const toml::node& item : *list) {
        const int number = numberIn(item, least, most, what);
        if (!out.empty() && number <= out.back()) {
            fail(item,
                 what + " must be greater than the one before it, not " + describeValue(item));
        }
        out.push_back(number);
    }
    return out;
}

std::vector<std::string> EntryReader::idsOr(std::string_view key) const {
    const toml::node* value = entry_.get(key);
    if (value == nullptr) {
        return {};
    }
    const auto* list = value->as_array();
    if (list == nullptr) {
        fail(*value, std::string(key) + " must be a list of ids such as [\"potion_heal\"], not " +
                         describeValue(*value));
    }
    std::vector<std::string> out;
    for (const toml::node& item : *list) {
        const auto* text = item.as_string();
        if (text == nullptr || !isSnakeCase(text->get())) {
            fail(item, "each of " + std::string(key) +
                           " must be a snake_case id (a-z, 0-9, _), not " + describeValue(item));
        }
        if (std::find(out.begin(), out.end(), text->get()) != out.end()) {
            fail(item, describeValue(item) + " is twice in " + std::string(key));
        }
        out.push_back(text->get());
    }
    return out;
}

}  // namespace delve
