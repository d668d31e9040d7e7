#include "keep/score_table.h"

#include <algorithm>

namespace delve {

bool ranksAbove(const ScoreEntry& a, const ScoreEntry& b) {
    const bool aWon = a.outcome == RunOutcome::Won;
    const bool bWon = b.outcome == RunOutcome::Won;
    if (aWon != bWon) {
        return aWon;
    }
    if (aWon && a.turns != b.turns) {
        return a.turns < b.turns;
    }
    if (a.depth != b.depth) {
        return a.depth > b.depth;
    }
    if (a.experienceLevel != b.experienceLevel) {
        return a.experienceLevel > b.experienceLevel;
    }
    return a.experience > b.experience;
}

std::optional<int> ScoreTable::add(ScoreEntry entry) {
    // After the last run it does not beat: an old run keeps its place in a tie.
    const auto place = std::find_if(entries_.begin(), entries_.end(), [&](const ScoreEntry& held) {
        return ranksAbove(entry, held);
    });
    const auto index = static_cast<std::size_t>(place - entries_.begin());
    if (index >= kKept) {
        return std::nullopt;
    }
    entries_.insert(place, std::move(entry));
    if (entries_.size() > kKept) {
        entries_.resize(kKept);
    }
    return static_cast<int>(index) + 1;
}

ScoreEntry scoreEntryFor(const Game& game, std::string date) {
    ScoreEntry entry;
    entry.heroClass = game.hero().heroClass->id;
    entry.adventure = game.plan().id;
    entry.heroName = game.hero().name;
    entry.experienceLevel = game.hero().experienceLevel;
    entry.experience = game.hero().experience;
    entry.depth = game.deepestReached();
    entry.gold = game.hero().gold;
    entry.turns = game.turn();
    entry.seed = game.seed();
    entry.sawHiddenThings = game.sawHiddenThings();
    entry.outcome = outcomeOf(game);
    entry.cause = fateOf(game);
    entry.date = std::move(date);
    return entry;
}

}  // namespace delve
