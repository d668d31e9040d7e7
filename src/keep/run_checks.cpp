#include "keep/run_checks.h"

#include <algorithm>
#include <numeric>
#include <string>

#include "game/hero_name.h"

namespace delve {

namespace {

std::string quoted(const std::string& id) {
    return "\"" + id + "\"";
}

// How many messages the lines of a log were said, repeats included.
long long messagesCounted(const std::vector<Message>& messages) {
    return std::accumulate(
        messages.begin(), messages.end(), 0LL,
        [](long long sum, const Message& message) { return sum + message.count; });
}

}  // namespace

void checkDice(const SaveRecord& line, const SavedRun& run) {
    if (run.rngIncrement % 2 == 0) {
        line.failAtField("the dice's increment", "the dice's increment must be odd");
    }
}

void checkFloorName(const SaveRecord& line, const SavedFloor& floor) {
    if (floor.name.empty()) {
        line.failAtField("the floor's name", "the floor has no name");
    }
}

void checkHeroName(const SaveRecord& line, const Hero& hero) {
    if (!isHeroName(hero.name)) {
        line.failAtField("the hero's name", std::string(kHeroNameRule));
    }
}

void checkKeptFloor(const SaveRecord& line, const SavedRun& run, const SavedFloor& floor) {
    if (floor.name.empty()) {
        line.failAtField("the kept floor's name", "the floor has no name");
    }
    const auto same = [&](const SavedFloor& other) {
        return &other != &floor && other.depth == floor.depth;
    };
    if (floor.depth == run.here.depth || std::ranges::any_of(run.kept, same)) {
        line.failAtField("the kept floor's depth",
                         "floor " + std::to_string(floor.depth) + " is kept twice");
    }
}

void checkHeroHp(const SaveRecord& line, const Hero& hero) {
    if (hero.hp > hero.maxHp) {
        line.failAtField("the hero's hp", "the hero's hp " + std::to_string(hero.hp) +
                                              " is above the maximum " +
                                              std::to_string(hero.maxHp));
    }
}

void checkStairsLeadSomewhere(const SaveRecord& row, std::size_t x, Terrain terrain, int depth,
                              const DungeonPlan& plan) {
    if (terrain == Terrain::StairsDown && depth == plan.deepest()) {
        row.failAt(x, "stairs down on floor " + std::to_string(depth) +
                          ", the deepest, where nothing lies below");
    }
    // Stairs up lead nowhere in the Dungeon, but a level played with
    // --level may hold them (seed 002's first), so they are no fault.
    if (terrain == Terrain::StairsUp && plan.keepsFloors() && depth == plan.shallowest()) {
        row.failAt(x, "stairs up on the surface, where none lead up");
    }
}

void checkRememberedCellWasSeen(const SaveRecord& line, const Map& map,
                                const RememberedCell& cell) {
    if (!map.isExplored(cell.at)) {
        line.failAtField("the remembered cell's x", "the hero remembers a cell never seen");
    }
}

void checkHeroCell(const SaveRecord& hero, const SavedRun& run) {
    const Point at = run.hero.position;
    const Map& map = run.here.map;
    if (!map.contains(at) || !map.isWalkable(at)) {
        hero.failAtField("the hero's x",
                         "the hero's cell (" + std::to_string(at.x) + "," + std::to_string(at.y) +
                             ") is not a walkable cell of the " + std::to_string(map.width()) +
                             "x" + std::to_string(map.height()) + " map");
    }
}

void checkMonsterCell(const SaveRecord& line, const SavedFloor& floor,
                      std::optional<Point> heroCell, const Monster& monster) {
    const Point at = monster.position;
    if (!floor.map.isWalkable(at)) {
        line.failAtField("the monster's x",
                         "the monster stands in a " + std::string(floor.map.info(at).name));
    }
    const bool taken =
        at == heroCell || std::ranges::any_of(floor.monsters, [&](const Monster& other) {
            return other.position == at;
        });
    if (taken) {
        line.failAtField("the monster's x",
                         "the monster stands where the hero or another monster is");
    }
}

void checkPersonCell(const SaveRecord& line, const SavedFloor& floor, std::optional<Point> heroCell,
                     const Person& person) {
    const Point at = person.position;
    if (!floor.map.isWalkable(at)) {
        line.failAtField("the person's x",
                         "the person stands in a " + std::string(floor.map.info(at).name));
    }
    const auto there = [&](const auto& other) { return other.position == at; };
    if (at == heroCell || std::ranges::any_of(floor.monsters, there) ||
        std::ranges::any_of(floor.people, there)) {
        line.failAtField("the person's x",
                         "the person stands where the hero, a monster or another person is");
    }
}

void checkTrapCell(const SaveRecord& line, const Map& map, const Trap& trap, TakenCells& taken) {
    if (!map.isWalkable(trap.at) || !taken.traps.insert({trap.at.x, trap.at.y}).second) {
        line.failAtField("the trap's x", "the trap is not on a walkable cell of its own");
    }
}

void checkFloorItem(const SaveRecord& line, const Map& map, const FloorItem& item,
                    TakenCells& taken) {
    if (!map.isWalkable(item.at)) {
        line.failAtField("the item's x",
                         "the item lies in a " + std::string(map.info(item.at).name));
    }
    const ItemKind* kind = item.item.kind;
    if (kind->stacks() && !taken.heaps.insert({kind, item.at.x, item.at.y}).second) {
        line.failAtField("the item's kind", "a second heap of " + quoted(kind->id) + " at (" +
                                                std::to_string(item.at.x) + "," +
                                                std::to_string(item.at.y) +
                                                "): a cell holds one heap of a kind that stacks");
    }
}

void checkPackSlot(const SaveRecord& line, const std::vector<Item>& pack, const Item& item) {
    if (item.kind->stacks() &&
        std::ranges::any_of(pack, [&](const Item& slot) { return slot.kind == item.kind; })) {
        line.failAtField("the item's kind",
                         "the pack holds " + quoted(item.kind->id) + " in two slots");
    }
}

void checkWorn(const SaveRecord& line, const std::vector<WornItem>& worn, const WornItem& item) {
    const std::string place(equipSlotWord(item.slot));
    if (!fitsSlot(*item.item.kind, item.slot)) {
        line.failAtField("where the item is worn",
                         quoted(item.item.kind->id) + " cannot be worn as " + place);
    }
    if (std::ranges::any_of(worn, [&](const WornItem& other) { return other.slot == item.slot; })) {
        line.failAtField("where the item is worn", "two things are worn as " + place);
    }
}

void checkDressed(const SaveRecord& line, const std::vector<DressedKind>& looks,
                  const DressedKind& dressed) {
    if (!dressed.kind->disguised() || dressed.look->itemClass != dressed.kind->itemClass) {
        line.failAtField("the disguised kind", quoted(dressed.kind->id) + " cannot wear the look " +
                                                   quoted(dressed.look->id));
    }
    if (std::ranges::any_of(looks, [&](const DressedKind& other) {
            return other.kind == dressed.kind || other.look == dressed.look;
        })) {
        line.failAtField("the disguised kind", "a kind or a look is dressed twice");
    }
}

void failListedTwice(const SaveRecord& line, std::string_view field, const std::string& id,
                     std::string_view how) {
    line.failAtField(field, quoted(id) + " is " + std::string(how) + " twice");
}

void checkMessage(const SaveRecord& line, const SavedRun& run, const Message& message) {
    if (!run.messages.empty()) {
        const Message& before = run.messages.back();
        if (message.turn < before.turn) {
            line.failAtField("the message's turn", "the message's turn " +
                                                       std::to_string(message.turn) +
                                                       " is before the turn of the line before, " +
                                                       std::to_string(before.turn));
        }
        if (message.said == before.said) {
            line.failAtField("the message",
                             "the message repeats the one before (it would be counted instead)");
        }
    }
    if (messagesCounted(run.messages) + message.count > run.said) {
        line.failAtField("the message's count",
                         "more messages than the " + std::to_string(run.said) + " said in all");
    }
}

void checkMessagesSaid(const SaveRecord& header, const SavedRun& run) {
    const long long counted = messagesCounted(run.messages);
    if (run.messages.size() < MessageLog::kKept && counted != run.said) {
        header.failAtField("the number of messages", "the log holds " + std::to_string(counted) +
                                                         " messages but " +
                                                         std::to_string(run.said) + " were said");
    }
}

void checkQuest(const SaveRecord& line, const SavedRun& run, const QuestProgress& quest) {
    if (quest.kind->adventure != run.adventure->id) {
        line.failAtField("the quest", "the quest " + quoted(quest.kind->id) + " is not of " +
                                          quoted(run.adventure->id));
    }
    if (std::ranges::any_of(run.quests,
                            [&](const QuestProgress& other) { return other.kind == quest.kind; })) {
        line.failAtField("the quest", "the quest " + quoted(quest.kind->id) + " is there twice");
    }
}

void checkKillsOnce(const SaveRecord& line, const std::vector<KillCount>& kills,
                    const KillCount& kill) {
    if (std::ranges::any_of(kills,
                            [&](const KillCount& other) { return other.kind == kill.kind; })) {
        line.failAtField("the kind killed",
                         "the kills of " + quoted(kill.kind->id) + " are counted twice");
    }
}

void checkCauseOfDeath(const SaveRecord& line, const Hero& hero) {
    // The reader stands where the cause begins, or would.
    if (line.atEnd() != hero.alive()) {
        line.fail(hero.alive() ? "a living hero has a cause of death"
                               : "the hero has no hp but no cause of death");
    }
}

}  // namespace delve
