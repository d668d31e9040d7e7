#include "content/toml_values.h"

#include "content/toml_nesting.h"
#include "core/utf8.h"

#include <array>
#include <charconv>

namespace delve {

toml::table parseToml(std::string_view text, const std::string& source) {
    if (const auto deep = tomlTooDeep(text)) {
        throw ContentError(source, deep->line, deep->column, deep->problem);
    }
    try {
        return toml::parse(text, std::string_view(source));
    } catch (const toml::parse_error& error) {
        throw errorAt(source, error.source(), std::string(error.description()));
    }
}

ContentError errorAt(const std::string& source, const toml::source_region& region,
                     const std::string& problem) {
    // A node made outside a file has no position; the top of the file is the
    // nearest honest answer.
    const int line = region.begin.line > 0 ? static_cast<int>(region.begin.line) : 1;
    const int column = region.begin.column > 0 ? static_cast<int>(region.begin.column) : 1;
    return ContentError(source, line, column, problem);
}

namespace {

// Shortest form that reads back as the same number, always with a point or
// an exponent so that 4.0 is not mistaken for the whole number 4.
std::string describeFloat(double value) {
    std::array<char, 64> digits{};
    const auto result = std::to_chars(digits.data(), digits.data() + digits.size(), value);
    std::string text(digits.data(), result.ptr);
    if (text.find_first_of(".eninf") == std::string::npos) {
        text += ".0";
    }
    return text;
}

}  // namespace

std::string describeValue(const toml::node& value) {
    if (const auto* number = value.as_integer()) {
        return std::to_string(number->get());
    }
    if (const auto* number = value.as_floating_point()) {
        return describeFloat(number->get());
    }
    if (const auto* text = value.as_string()) {
        return quotedForMessage(text->get());
    }
    if (const auto* truth = value.as_boolean()) {
        return truth->get() ? "true" : "false";
    }
    if (const auto* list = value.as_array()) {
        std::string out = "[";
        for (std::size_t i = 0; i < list->size(); ++i) {
            out += (i > 0 ? ", " : "") + describeValue(*list->get(i));
        }
        return out + "]";
    }
    if (value.is_table()) {
        return "a table";
    }
    return "a date or time";
}

}  // namespace delve
