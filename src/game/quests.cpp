#include "game/quests.h"

#include "core/bounds.h"

#include <algorithm>

#include "game/combat.h"

namespace delve {

namespace {

const QuestStep& stepOf(const QuestProgress& quest) {
    return quest.kind->steps[static_cast<std::size_t>(quest.step)];
}

void giveReward(World& world, const QuestReward& reward) {
    giveGold(world, reward.gold);
    if (const ItemKind* kind = world.rules->item(reward.item)) {
        giveItem(world, Item{kind, 1});
    }
    if (reward.experience > 0) {
        gainExperience(world, reward.experience);
    }
}

// A counted step has counted one more, short of all it needs (all of them
// is told as the step done): the log says how many so far, naming what it
// counts so that the sentence finds the whole count.
void tellCount(World& world, const QuestProgress& quest, MessageArguments counted) {
    const QuestStep& step = stepOf(quest);
    if (step.count > 1 && quest.tally < step.count) {
        world.say(MessageId::QuestCounts,
                  std::move(counted).withQuest(quest.kind->id).withNumber(quest.tally));
    }
}

// Whether what is so now finishes the step, with the event heard (or none,
// as a step begins): a Carry step is done by what the pack holds.
bool stepDone(World& world, QuestProgress& quest, const GameEvent* event) {
    const QuestStep& step = stepOf(quest);
    switch (step.goal) {
        case QuestGoal::Enter:
            return event != nullptr && event->kind == GameEvent::Kind::CellEntered &&
                   event->what == step.what;
        case QuestGoal::Kill:
            if (event != nullptr && event->kind == GameEvent::Kind::MonsterKilled &&
                event->what == step.what) {
                ++quest.tally;
                tellCount(world, quest, MessageArguments{}.withMonster(step.what));
            }
            return quest.tally >= step.count;
        case QuestGoal::Carry: {
            const int carried = std::min(carriedCount(world, step.what), step.count);
            const bool more = carried > quest.tally;
            quest.tally = carried;
            if (more) {
                tellCount(world, quest, MessageArguments{}.withItem(step.what));
            }
            return carried >= step.count;
        }
        case QuestGoal::Talk:
            return event != nullptr && event->kind == GameEvent::Kind::PersonSpokenTo &&
                   event->what == step.what &&
                   (step.handed.empty() || carriedCount(world, step.handed) >= step.count);
    }
    return false;
}

// The step the quest is on is done: the next begins, or the quest is
// finished and gives its reward.
void stepFinished(World& world, QuestProgress& quest) {
    quest.tally = 0;
    if (++quest.step == static_cast<int>(quest.kind->steps.size())) {
        quest.finished = true;
        world.say(MessageId::QuestFinished, MessageArguments{}.withQuest(quest.kind->id));
        giveReward(world, quest.kind->reward);
    } else {
        world.say(MessageId::QuestAdvances,
                  MessageArguments{}.withQuest(quest.kind->id).withNumber(quest.step + 1));
    }
}

// Moves the quest on for as many steps as are done now.
void moveOn(World& world, QuestProgress& quest, const GameEvent* event) {
    while (!quest.finished && stepDone(world, quest, event)) {
        const QuestStep& done = stepOf(quest);
        if (done.goal == QuestGoal::Talk && !done.handed.empty()) {
            handOverItems(world, done.handed, done.count);
        }
        event = nullptr;  // heard once
        stepFinished(world, quest);
    }
}

bool begun(const World& world, const QuestKind& kind) {
    return std::ranges::any_of(world.quests,
                               [&](const QuestProgress& quest) { return quest.kind == &kind; });
}

}  // namespace

void giveGold(World& world, int gold) {
    if (gold > 0) {
        world.hero.gold = addUpTo(world.hero.gold, gold, kMaxCounter);
        world.say(MessageId::RewardGold, MessageArguments{}.withNumber(gold));
    }
}

void giveItem(World& world, const Item& item) {
    world.say(MessageId::RewardItem, about(world, item));
    // Where the pack is full, at her feet.
    if (world.hero.pack.hasRoomFor(item)) {
        world.hero.pack.add(item);
    } else {
        world.stage.putItem(item, world.hero.position);
    }
}

void beginQuest(World& world, const QuestKind& kind) {
    if (begun(world, kind)) {
        return;
    }
    world.quests.push_back(QuestProgress{&kind});
    world.say(MessageId::QuestBegins, MessageArguments{}.withQuest(kind.id));
    moveOn(world, world.quests.back(), nullptr);
}

namespace {
template <class Quests>
auto* questOfId(Quests& quests, std::string_view id) {
    const auto found = std::ranges::find_if(
        quests, [&](const QuestProgress& quest) { return quest.kind->id == id; });
    return found == quests.end() ? nullptr : &*found;
}
}  // namespace

QuestProgress* progressOf(World& world, std::string_view id) {
    return questOfId(world.quests, id);
}

const QuestProgress* progressOf(const World& world, std::string_view id) {
    return questOfId(world.quests, id);
}

void advanceQuest(World& world, QuestProgress& quest) {
    if (quest.finished) {
        return;
    }
    stepFinished(world, quest);
    moveOn(world, quest, nullptr);
}

void finishQuest(World& world, QuestProgress& quest) {
    while (!quest.finished) {
        stepFinished(world, quest);
    }
}

// As many slots as it takes.
void handOverItems(World& world, const std::string& kind, int count) {
    Pack& pack = world.hero.pack;
    for (int slot = pack.size() - 1; slot >= 0 && count > 0; --slot) {
        if (pack.at(slot).kind->id == kind) {
            const int taken = std::min(count, pack.at(slot).count);
            const Item given = pack.take(slot, taken);
            world.say(MessageId::ItemHandedOver, about(world, given));
            count -= taken;
        }
    }
}

int countedSoFar(const World& world, const QuestProgress& quest) {
    if (quest.finished) {
        return 0;
    }
    const QuestStep& step = stepOf(quest);
    switch (step.goal) {
        case QuestGoal::Kill:
            return quest.tally;
        case QuestGoal::Carry:
            return std::min(carriedCount(world, step.what), step.count);
        case QuestGoal::Enter:
        case QuestGoal::Talk:
            return 0;
    }
    return 0;
}

int carriedCount(const World& world, const std::string& kind) {
    int count = 0;
    for (const Item& item : world.hero.pack.items()) {
        if (item.kind->id == kind) {
            count += item.count;
        }
    }
    return count;
}

void beginAdventureQuests(World& world) {
    for (const QuestKind& kind : world.rules->quests) {
        if (kind.adventure == world.plan().id && kind.beginsWith.empty() && !kind.beginsByAnswer) {
            beginQuest(world, kind);
        }
    }
}

void hearQuests(World& world) {
    // Copied: the quests' own steps may say more, but add no events.
    const std::vector<GameEvent> events = world.events;
    for (const GameEvent& event : events) {
        for (QuestProgress& quest : world.quests) {
            moveOn(world, quest, &event);
        }
        if (event.kind != GameEvent::Kind::PersonSpokenTo) {
            continue;
        }
        for (const QuestKind& kind : world.rules->quests) {
            if (kind.beginsWith == event.what && kind.adventure == world.plan().id &&
                !begun(world, kind)) {
                beginQuest(world, kind);
            }
        }
    }
    // Something picked up in a quest's last request may finish a Carry
    // step that no event names (a heap under the hero).
    for (QuestProgress& quest : world.quests) {
        moveOn(world, quest, nullptr);
    }
}

}  // namespace delve
