#include "keep/save_fields.h"

#include <algorithm>
#include <charconv>
#include <limits>
#include <stdexcept>

namespace delve {

namespace {

// A save is plain text: no tabs, carriage returns or other control bytes.
bool isControl(char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte < 0x20 || byte == 0x7f;
}

std::string range(std::int64_t low, std::int64_t high) {
    return "(" + std::to_string(low) + ".." + std::to_string(high) + ")";
}

}  // namespace

void SaveRecord::startField(std::string_view what) {
    fieldStart_ = std::min(position_, text_.size());
    fieldStarts_.push_back({std::string(what), fieldStart_});
}

void SaveRecord::failAtField(std::string_view what, const std::string& problem) const {
    for (auto it = fieldStarts_.rbegin(); it != fieldStarts_.rend(); ++it) {
        if (it->what == what) {
            failAt(it->at, problem);
        }
    }
    throw std::logic_error("no field \"" + std::string(what) + "\" was read on line " +
                           std::to_string(line_) + " to fail at: " + problem);
}

std::string_view SaveRecord::word(std::string_view what) {
    startField(what);
    if (position_ >= text_.size()) {
        fail("the line ends before " + std::string(what));
    }
    std::size_t end = text_.find(' ', position_);
    if (end == std::string_view::npos) {
        end = text_.size();
    }
    if (end == position_) {
        fail("two spaces where " + std::string(what) + " should be");
    }
    const std::string_view field = text_.substr(position_, end - position_);
    for (std::size_t i = 0; i < field.size(); ++i) {
        if (isControl(field[i])) {
            failAt(position_ + i, "a control character in " + std::string(what));
        }
    }
    position_ = end < text_.size() ? end + 1 : end;
    return field;
}

std::int64_t SaveRecord::number(std::string_view what, std::int64_t low, std::int64_t high) {
    const std::string_view field = word(what);
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(field.data(), field.data() + field.size(), value);
    if (end != field.data() + field.size() || field.front() == '+' || field.front() == '-') {
        failAt(fieldStart_, std::string(what) + " should be a whole number " + range(low, high) +
                                ", not \"" + std::string(field) + "\"");
    }
    if (error == std::errc::result_out_of_range ||
        value > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) ||
        static_cast<std::int64_t>(value) < low || static_cast<std::int64_t>(value) > high) {
        failAt(fieldStart_, std::string(what) + " " + std::string(field) + " is out of range " +
                                range(low, high));
    }
    return static_cast<std::int64_t>(value);
}

int SaveRecord::integer(std::string_view what, int low, int high) {
    return static_cast<int>(number(what, low, high));
}

std::uint64_t SaveRecord::unsignedNumber(std::string_view what) {
    const std::string_view field = word(what);
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(field.data(), field.data() + field.size(), value);
    if (end != field.data() + field.size() || field.front() == '+' || field.front() == '-') {
        failAt(fieldStart_,
               std::string(what) + " should be a whole number, not \"" + std::string(field) + "\"");
    }
    if (error == std::errc::result_out_of_range) {
        failAt(fieldStart_, std::string(what) + " " + std::string(field) +
                                " is out of range (0..18446744073709551615)");
    }
    return value;
}

bool SaveRecord::flag(std::string_view what) {
    return number(what, 0, 1) == 1;
}

std::string SaveRecord::text(std::string_view what) {
    startField(what);
    const std::string_view rest = text_.substr(fieldStart_);
    for (std::size_t i = 0; i < rest.size(); ++i) {
        if (isControl(rest[i])) {
            failAt(position_ + i, "a control character in " + std::string(what));
        }
    }
    position_ = text_.size();
    return std::string(rest);
}

void SaveRecord::done() {
    if (position_ < text_.size()) {
        fail("unexpected \"" + std::string(text_.substr(position_)) + "\" at the end of the line");
    }
}

SaveLines::SaveLines(std::string_view text, std::string source)
    : lines_(text), source_(std::move(source)) {}

SaveRecord SaveLines::raw(std::string_view what) {
    if (lines_.atEnd()) {
        throw SaveError(source_, lines_.line() + 1, 1, "the save ends before " + std::string(what));
    }
    const std::string_view line = lines_.next();
    return SaveRecord(line, source_, lines_.line());
}

SaveRecord SaveLines::expect(std::string_view keyword) {
    SaveRecord record = raw("the `" + std::string(keyword) + "` line");
    const std::string_view found = record.word("`" + std::string(keyword) + "`");
    if (found != keyword) {
        record.failField("expected `" + std::string(keyword) + "`, found `" + std::string(found) +
                         "`");
    }
    return record;
}

void SaveLines::finish() {
    while (!lines_.atEnd()) {
        if (!lines_.next().empty()) {
            throw SaveError(source_, lines_.line(), 1, "text after `end`");
        }
    }
}

}  // namespace delve
