#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/lines.h"
#include "keep/save_error.h"

namespace delve {

// One line of a save, read field by field from left to right. Fields are
// separated by one space; every read checks what it finds and throws a
// SaveError at the field's column when it is missing or wrong. The record
// remembers where each field it read began, by the name it was read under,
// so a check made once the line is read can point at the field it faults.
class SaveRecord {
  public:
    SaveRecord(std::string_view text, const std::string& source, int line)
        : text_(text), source_(source), line_(line) {}

    // The next field, whatever it holds.
    std::string_view word(std::string_view what);
    // The next field as a whole number from low to high; `what` names it in
    // errors ("hp", "the hero's x").
    std::int64_t number(std::string_view what, std::int64_t low, std::int64_t high);
    int integer(std::string_view what, int low, int high);
    std::uint64_t unsignedNumber(std::string_view what);
    bool flag(std::string_view what);
    // The rest of the line as free text (it may hold spaces, or be empty).
    std::string text(std::string_view what);
    // Checks nothing is left on the line.
    void done();
    // Whether the line has been read to its end, and what is left of it.
    bool atEnd() const { return position_ >= text_.size(); }
    std::string_view rest() const { return text_.substr(position_); }

    // Notes that the field `what` begins where the reading stands: for a
    // field of several words (what was said), read by other means.
    void startField(std::string_view what);

    [[noreturn]] void fail(const std::string& problem) const { failAt(position_, problem); }
    // Fails at the start of the field read last.
    [[noreturn]] void failField(const std::string& problem) const { failAt(fieldStart_, problem); }
    // Fails at the start of the field last read as `what` ("the monster's
    // x"). Naming a field the line has not read is a mistake in the code:
    // std::logic_error.
    [[noreturn]] void failAtField(std::string_view what, const std::string& problem) const;
    [[noreturn]] void failAt(std::size_t index, const std::string& problem) const {
        throw SaveError(source_, line_, static_cast<int>(index) + 1, problem);
    }
    std::string_view whole() const { return text_; }
    int line() const { return line_; }

  private:
    struct FieldStart {
        std::string what;
        std::size_t at = 0;
    };

    std::string_view text_;
    const std::string& source_;
    int line_;
    std::size_t position_ = 0;
    std::size_t fieldStart_ = 0;
    std::vector<FieldStart> fieldStarts_;
};

// The lines of a save, handed out one at a time.
class SaveLines {
  public:
    SaveLines(std::string_view text, std::string source);

    // The next line, which must begin with `keyword`; the record is left just
    // after it. A missing line or another keyword is a SaveError.
    SaveRecord expect(std::string_view keyword);
    // The next line as it is (a row of the map).
    SaveRecord raw(std::string_view what);
    // Checks that nothing but blank space follows the last line read.
    void finish();

    const std::string& source() const { return source_; }

  private:
    LineWalker lines_;
    std::string source_;
};

}  // namespace delve
