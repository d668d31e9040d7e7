#include "game/conversation.h"

#include "game/items/charges.h"
#include "game/quests.h"

namespace delve {

namespace {

QuestState stateOf(const World& world, const std::string& quest) {
    const QuestProgress* progress = progressOf(world, quest);
    if (progress == nullptr) {
        return QuestState::Unbegun;
    }
    return progress->finished ? QuestState::Finished : QuestState::Open;
}

// What the deeds need besides the answer's own condition.
bool canBeDone(const World& world, const DialogueDeeds& deeds) {
    const bool hasThings =
        deeds.takesItem.empty() || carriedCount(world, deeds.takesItem) >= deeds.takesCount;
    const bool hasGold = world.hero.gold >= deeds.takesGold;
    const bool unbegun =
        deeds.beginsQuest.empty() || stateOf(world, deeds.beginsQuest) == QuestState::Unbegun;
    const bool open = [&] {
        for (const std::string* quest : {&deeds.advancesQuest, &deeds.finishesQuest}) {
            if (!quest->empty() && stateOf(world, *quest) != QuestState::Open) {
                return false;
            }
        }
        return true;
    }();
    return hasThings && hasGold && unbegun && open;
}

}  // namespace

bool holds(const World& world, const DialogueCondition& condition) {
    if (!condition.quest.empty()) {
        const QuestState state = stateOf(world, condition.quest);
        if (state != condition.questState) {
            return false;
        }
        const QuestProgress* progress = progressOf(world, condition.quest);
        if (state == QuestState::Open && condition.questStep > 0 &&
            progress->step + 1 != condition.questStep) {
            return false;
        }
    }
    if (!condition.carries.empty() &&
        carriedCount(world, condition.carries) < condition.carriesCount) {
        return false;
    }
    return world.hero.gold >= condition.gold;
}

const DialogueLine* openingLine(const World& world, const Dialogue& dialogue) {
    for (const DialogueLine& line : dialogue.lines) {
        if (line.opening && holds(world, line.when)) {
            return &line;
        }
    }
    return nullptr;
}

std::vector<int> answersOffered(const World& world, const DialogueLine& line) {
    std::vector<int> offered;
    for (std::size_t i = 0; i < line.answers.size(); ++i) {
        const DialogueAnswer& answer = line.answers[i];
        if (holds(world, answer.when) && canBeDone(world, answer.deeds)) {
            offered.push_back(static_cast<int>(i));
        }
    }
    return offered;
}

void carryOut(World& world, const DialogueDeeds& deeds) {
    if (!deeds.takesItem.empty()) {
        handOverItems(world, deeds.takesItem, deeds.takesCount);
    }
    if (deeds.takesGold > 0) {
        world.hero.gold -= deeds.takesGold;
        world.say(MessageId::GoldHandedOver, MessageArguments{}.withNumber(deeds.takesGold));
    }
    if (const ItemKind* kind = world.rules->item(deeds.givesItem)) {
        giveItem(world, freshItem(*kind, deeds.givesCount));
    }
    giveGold(world, deeds.givesGold);
    if (const QuestKind* quest = world.rules->quest(deeds.beginsQuest)) {
        beginQuest(world, *quest);
    }
    if (QuestProgress* quest = progressOf(world, deeds.advancesQuest)) {
        advanceQuest(world, *quest);
    }
    if (QuestProgress* quest = progressOf(world, deeds.finishesQuest)) {
        finishQuest(world, *quest);
    }
}

}  // namespace delve
