#pragma once

#include <climits>
#include <string_view>

#include "core/bounds.h"
#include "core/member_count.h"
#include "keep/score_table.h"

namespace delve {

// The columns of a run in the score file (score_file.h), each declared
// once, in the order its line holds them, with what it is called in an
// error and its bounds: the writer and the reader (score_file.cpp) both
// walk these, so what is written is what is read, and a new column is a
// line here under the format version that added it. What an older format
// did not hold keeps the entry's default.
//
// `Columns` is the one walking:
//
//   columns.date(what, value)                 YYYY-MM-DD
//   columns.id(what, aNoun, value)            1 to 40 of a-z, 0-9 and _
//   columns.number(what, value, low, high)    a whole number, low..high
//   columns.unsignedNumber(what, value)
//   columns.flag(what, value)                 1 or 0
//   columns.outcome(what, value)              died, won or alive
//   columns.said(what, value)                 what was said (said_codec.h), to the end
//   columns.englishText(what, value)          what was said as English text, to the end
//   columns.heroName(what, value)             a hero's name, or nothing, to the end

// The `run` line, after its keyword.
template <class Columns, class E>
constexpr void runColumns(Columns& columns, E& entry) {
    columns.date("the date", entry.date);
    if (columns.version() >= 5) {
        columns.id("the adventure", "an adventure", entry.adventure);
    }
    columns.id("the class", "a class", entry.heroClass);
    columns.number("the level", entry.experienceLevel, 1, kMaxHeroLevel);
    if (columns.version() >= 2) {
        columns.number("the experience", entry.experience, 0, kMaxCounter);
    }
    columns.number("the depth", entry.depth, 1, 1000);
    columns.number("the gold", entry.gold, 0, kMaxCounter);
    columns.number("the turns", entry.turns, 0, INT_MAX - 1);
    columns.unsignedNumber("the seed", entry.seed);
    if (columns.version() >= 4) {
        columns.flag("whether the run was shown hidden things", entry.sawHiddenThings);
    }
    columns.outcome("the outcome", entry.outcome);
    // From format 3 the fate is kept as what was said, to be said in the
    // reader's language; before, as English text.
    if (columns.version() >= 3) {
        columns.said("the fate", entry.cause);
    } else {
        columns.englishText("the fate", entry.cause);
    }
}

// The `name` line that follows each `run` line from format 5, after its
// keyword: nothing for a run from a table of before names were kept.
template <class Columns, class E>
constexpr void nameColumns(Columns& columns, E& entry) {
    columns.heroName("the hero's name", entry.heroName);
}

namespace score_file_columns_detail {

// Notes each member of a ScoreEntry the columns name, in today's format.
struct NamedMembers {
    MemberTally<> tally;
    constexpr int version() const { return INT_MAX; }
    constexpr void date(std::string_view, const auto& value) { tally.note(&value); }
    constexpr void id(std::string_view, std::string_view, const auto& value) { tally.note(&value); }
    constexpr void number(std::string_view, const auto& value, int, int) { tally.note(&value); }
    constexpr void unsignedNumber(std::string_view, const auto& value) { tally.note(&value); }
    constexpr void flag(std::string_view, const auto& value) { tally.note(&value); }
    constexpr void outcome(std::string_view, const auto& value) { tally.note(&value); }
    constexpr void said(std::string_view, const auto& value) { tally.note(&value); }
    constexpr void englishText(std::string_view, const auto& value) { tally.note(&value); }
    constexpr void heroName(std::string_view, const auto& value) { tally.note(&value); }
};

consteval std::size_t namedMembers() {
    ScoreEntry entry{};
    NamedMembers named;
    runColumns(named, entry);
    nameColumns(named, entry);
    return named.tally.count();
}

}  // namespace score_file_columns_detail

static_assert(score_file_columns_detail::namedMembers() == kMemberCount<ScoreEntry>,
              "every member of ScoreEntry is a column of the score file, declared once");

}  // namespace delve
