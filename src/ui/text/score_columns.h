#pragma once

#include <array>
#include <string>
#include <string_view>

#include "game/rules.h"
#include "keep/score_table.h"

namespace delve {

// The score table's columns in the current language: each as wide as its
// heading or its widest value, so the rows line up under the heading in
// German as in English. The fate, the last column, is a sentence and runs
// on as long as it needs.
//     #  Hero  Class    Adventure    Level  Floor  Gold  Turns  Date        Fate
//     1  Bran  Fighter  The Dungeon      3      4     0   1234  2024-05-01  killed by a rat on
//     floor 4
class ScoreColumns {
  public:
    // For the runs of `table`, whose heroes' names set their column's
    // width. The class and adventure names come from `rules`; one it no
    // longer has is shown by its id.
    ScoreColumns(const Rules& rules, const ScoreTable& table);

    // The heading, the fate's included.
    std::string heading() const;
    // A run's columns up to the fate, ending with the space before it. A
    // run shown hidden things (F1, F3) has kMark right after its rank, in
    // the blank between the columns, so the rows still line up.
    std::string row(int rank, const ScoreEntry& entry) const;
    // The line under a table with a marked run, saying what the mark means.
    static std::string legend();
    static constexpr std::string_view kMark = "*";

  private:
    std::string className(const std::string& id) const;
    std::string adventureName(const std::string& id) const;

    const Rules& rules_;
    std::array<int, 9> widths_{};
};

}  // namespace delve
