#pragma once

#include <string>
#include <vector>

#include "core/words.h"

namespace delve {

// What finishes a step of a quest, heard from the game's events
// (game/game_event.h): stepping onto a marker, killing monsters of a kind,
// carrying things of a kind, speaking to a person.
enum class QuestGoal {
    Enter,  // a marker of the level, by its id
    Kill,   // `count` monsters of a kind, from when the step began
    Carry,  // `count` things of a kind in the pack
    Talk,   // a person, by id; with `handsOver`, the things carried go to them
};

// The word data/quests.toml writes each goal as.
constexpr std::string_view questGoalWord(QuestGoal goal) {
    switch (goal) {
        case QuestGoal::Enter:
            return "enter";
        case QuestGoal::Kill:
            return "kill";
        case QuestGoal::Carry:
            return "carry";
        case QuestGoal::Talk:
            return "talk";
    }
    return {};
}
inline constexpr std::size_t kQuestGoalCount = 4;
static_assert(namesExactly<QuestGoal>(kQuestGoalCount, questGoalWord),
              "kQuestGoalCount must count every QuestGoal");
inline constexpr auto kQuestGoalWords = wordsInOrder<QuestGoal, kQuestGoalCount>(questGoalWord);

struct QuestStep {
    // What the quest log says to do, in English ("Follow the blood to where
    // it ends."); the catalogs translate it (context "quest").
    std::string says;
    QuestGoal goal = QuestGoal::Enter;
    std::string what;  // the marker, monster, item or person's id
    int count = 1;
    // Talk: the `count` things of kind `handed` the hero carries go to the
    // person, and the step is done only if she has them.
    std::string handed;
};

// What finishing a quest gives, once.
struct QuestReward {
    int gold = 0;
    int experience = 0;
    std::string item;  // an item kind's id, or none
};

// A quest as data/quests.toml has it (a type object): its steps in order.
struct QuestKind {
    std::string id;
    std::string name;  // English; the catalogs translate it ("quest")
    // The adventure it belongs to. It begins when the adventure does, or
    // the first time the hero speaks to this person (an id).
    std::string adventure;
    std::string beginsWith;
    std::vector<QuestStep> steps;
    QuestReward reward;
    // It begins only when an answer in a conversation begins it
    // (data/dialogue.toml), neither with the adventure nor with a person.
    bool beginsByAnswer = false;
};

// How far the hero is with a quest: the step she is on (from 0), what the
// step has counted (the monsters killed since it began, or the things
// carried when the log last said how many), and whether all are done.
struct QuestProgress {
    const QuestKind* kind = nullptr;
    int step = 0;
    int tally = 0;
    bool finished = false;
    friend bool operator==(const QuestProgress&, const QuestProgress&) = default;
};

}  // namespace delve
