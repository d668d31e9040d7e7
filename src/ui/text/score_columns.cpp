#include "ui/text/score_columns.h"

#include <algorithm>

#include "core/utf8.h"
#include "ui/text/data_words.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

// The headings, in the order of the columns; the fate's comes last.
constexpr std::array<TextInContext, 10> kHeadings = {
    NC_("score table", "#"),         NC_("score table", "Hero"),  NC_("score table", "Class"),
    NC_("score table", "Adventure"), NC_("score table", "Level"), NC_("score table", "Floor"),
    NC_("score table", "Gold"),      NC_("score table", "Turns"), NC_("score table", "Date"),
    NC_("score table", "Fate"),
};
constexpr std::size_t kHero = 1, kClass = 2, kAdventure = 3, kDate = 8, kFate = 9;
// The fewest columns each takes, so that most tables line up alike: two
// digits of rank, five of level, floor and gold, six of turns, a date.
constexpr std::array<int, 9> kNarrowest = {2, 0, 0, 0, 5, 5, 5, 6, 10};

// Words stand to the left; numbers, and their headings, to the right.
bool isWords(std::size_t column) {
    return column == kHero || column == kClass || column == kAdventure || column == kDate;
}

std::string headingOf(std::size_t column) {
    return trc(kHeadings[column].context, kHeadings[column].english);
}

std::string padded(const std::string& text, int width, bool right) {
    const std::string blanks(static_cast<std::size_t>(std::max(width - utf8Length(text), 0)), ' ');
    return right ? blanks + text : text + blanks;
}

}  // namespace

ScoreColumns::ScoreColumns(const Rules& rules, const ScoreTable& table) : rules_(rules) {
    for (std::size_t column = 0; column < widths_.size(); ++column) {
        widths_[column] = std::max(kNarrowest[column], utf8Length(headingOf(column)));
    }
    for (const HeroClass& heroClass : rules.classes) {
        widths_[kClass] = std::max(widths_[kClass], utf8Length(delve::className(heroClass)));
    }
    for (const DungeonPlan& plan : rules.adventures) {
        widths_[kAdventure] = std::max(widths_[kAdventure], utf8Length(delve::adventureName(plan)));
    }
    for (const ScoreEntry& entry : table.entries()) {
        widths_[kHero] = std::max(widths_[kHero], utf8Length(entry.heroName));
        widths_[kAdventure] =
            std::max(widths_[kAdventure], utf8Length(adventureName(entry.adventure)));
    }
}

std::string ScoreColumns::adventureName(const std::string& id) const {
    const DungeonPlan* plan = rules_.adventure(id);
    return plan != nullptr ? delve::adventureName(*plan) : id;
}

std::string ScoreColumns::className(const std::string& id) const {
    const HeroClass* heroClass = rules_.heroClass(id);
    return heroClass != nullptr ? delve::className(*heroClass) : id;
}

std::string ScoreColumns::heading() const {
    std::string line;
    for (std::size_t column = 0; column < widths_.size(); ++column) {
        line += padded(headingOf(column), widths_[column], !isWords(column)) + "  ";
    }
    return line + headingOf(kFate);
}

std::string ScoreColumns::row(int rank, const ScoreEntry& entry) const {
    const std::array<std::string, 9> values = {
        std::to_string(rank),
        entry.heroName,
        className(entry.heroClass),
        adventureName(entry.adventure),
        std::to_string(entry.experienceLevel),
        std::to_string(entry.depth),
        std::to_string(entry.gold),
        std::to_string(entry.turns),
        entry.date,
    };
    std::string line;
    for (std::size_t column = 0; column < values.size(); ++column) {
        const bool marked = column == 0 && entry.sawHiddenThings;
        line += padded(values[column], widths_[column], !isWords(column)) +
                (marked ? std::string(kMark) + " " : "  ");
    }
    return line;
}

std::string ScoreColumns::legend() {
    return trf("{mark} the run was shown what its hero did not know (F1, F3)",
               SentenceArguments{}.text("mark", std::string(kMark)));
}

}  // namespace delve
