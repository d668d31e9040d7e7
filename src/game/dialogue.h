#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/words.h"

namespace delve {

// What people say (data/dialogue.toml), as type objects: a person's lines,
// each with the answers the hero may give. Every sentence is English here;
// the catalogs translate it (context "dialogue").

// How far the hero is with a quest, as a line or an answer may ask.
enum class QuestState { Unbegun, Open, Finished };

constexpr std::string_view questStateWord(QuestState state) {
    switch (state) {
        case QuestState::Unbegun:
            return "unbegun";
        case QuestState::Open:
            return "open";
        case QuestState::Finished:
            return "finished";
    }
    return {};
}
inline constexpr std::size_t kQuestStateCount = 3;
static_assert(namesExactly<QuestState>(kQuestStateCount, questStateWord),
              "kQuestStateCount must count every QuestState");
inline constexpr auto kQuestStateWords = wordsInOrder<QuestState, kQuestStateCount>(questStateWord);

// What must hold for a line to begin a conversation or an answer to be
// offered. An empty field asks nothing.
struct DialogueCondition {
    std::string quest;
    QuestState questState = QuestState::Open;
    int questStep = 0;     // with Open: the step she is on (1 is the first); 0 for any
    std::string carries;   // an item kind the hero carries,
    int carriesCount = 1;  // at least this many of
    int gold = 0;          // at least this much gold
};

// What an answer does, in this order. Each asks what it needs as well:
// taking things needs her to carry them, beginning a quest needs it
// unbegun, moving one on or finishing it needs it open.
struct DialogueDeeds {
    std::string takesItem;
    int takesCount = 1;
    int takesGold = 0;
    std::string givesItem;
    int givesCount = 1;
    int givesGold = 0;
    std::string beginsQuest;
    std::string advancesQuest;  // the step she is on is done
    std::string finishesQuest;  // every step is done
};

// Words that have another form said to (or by) a woman than to a man in
// some language, as "friend" in Spanish: the catalogs hold both forms
// (context "dialogue to a woman" beside "dialogue"), and the one that
// fits the hero is shown.
struct DialogueAnswer {
    std::string says;  // the hero's words
    bool gendered = false;
    DialogueCondition when;
    DialogueDeeds deeds;
    std::string to;  // the line that follows, or none: the talk ends
};

struct DialogueLine {
    std::string id;
    std::string says;
    bool gendered = false;  // as an answer's
    // A line a conversation may begin with: the first, in the file's order,
    // whose condition holds.
    bool opening = false;
    DialogueCondition when;
    std::vector<DialogueAnswer> answers;
};

// All a person may say.
struct Dialogue {
    std::string person;
    std::vector<DialogueLine> lines;

    const DialogueLine* line(std::string_view id) const;
};

}  // namespace delve
