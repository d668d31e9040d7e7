#include "game/command_watch.h"

#include <algorithm>
#include <string_view>

#include "game/conditions/condition_rule.h"
#include "game/game.h"

namespace delve {

CommandWatch watchForCommand(const Game& game) {
    CommandWatch watch;
    watch.depth = game.stage().depth();
    watch.hp = game.hero().hp;
    watch.hiddenSecretDoors = game.map().hiddenSecretDoors();
    watch.halting = haltingCondition(game.hero());
    for (const Trap& trap : game.stage().traps()) {
        watch.knownTraps += trap.known ? 1 : 0;
    }
    for (const FloorItem& item : game.stage().items()) {
        if (game.map().isExplored(item.at)) {
            watch.itemsKnown.push_back(item.at);
        }
    }
    return watch;
}

std::optional<Said> disturbance(const CommandWatch& before, const Game& game) {
    if (game.isOver()) {
        return std::nullopt;
    }
    // A monster matters most, so it is named first; most are said by the
    // lookout the moment they are seen, and this finds those that came
    // into view as the turn ended.
    for (const Monster& monster : game.stage().monsters()) {
        if (auto why = sightingOf(monster, game.canSee(monster))) {
            return why;
        }
    }
    const CommandWatch now = watchForCommand(game);
    // A new floor is checked before anything counted on the old one.
    if (now.depth != before.depth) {
        return Said{MessageId::StopNewFloor, {}};
    }
    // Health lost stops a command; health gained is what a rest is for.
    if (now.hp < before.hp) {
        return Said{MessageId::StopHurt, {}};
    }
    if (now.halting && !before.halting) {
        return Said{MessageId::StopCondition,
                    MessageArguments{}.withCondition(std::string(conditionWord(*now.halting)))};
    }
    if (now.hiddenSecretDoors < before.hiddenSecretDoors) {
        return Said{MessageId::StopSecretDoor, {}};
    }
    if (now.knownTraps > before.knownTraps) {
        return Said{MessageId::StopTrapFound, {}};
    }
    // Things lying in view that the hero had not seen before this step.
    for (const FloorItem& item : game.stage().items()) {
        if (game.map().isVisible(item.at) &&
            std::find(before.itemsKnown.begin(), before.itemsKnown.end(), item.at) ==
                before.itemsKnown.end()) {
            return Said{MessageId::StopItemComes, game.about(*game.stage().topItemAt(item.at))};
        }
    }
    return std::nullopt;
}

std::optional<Said> sightingOf(const Monster& monster, bool inView) {
    if (!inView || monster.mind == MonsterMind::Fleeing) {
        return std::nullopt;
    }
    if (!monster.knownToCommand) {
        return Said{MessageId::StopMonsterComes, about(monster)};
    }
    if (monster.threatens()) {
        return Said{MessageId::StopMonsterMoves, about(monster)};
    }
    return std::nullopt;
}

void lookOut(World& world) {
    if (!world.lookout.watching || world.lookout.spotted) {
        return;
    }
    for (Monster& monster : world.stage.monstersToChange()) {
        if (auto why = sightingOf(monster, world.canSee(monster))) {
            world.sayThat(std::move(*why));
            monster.knownToCommand = true;
            world.lookout.spotted = true;
            return;
        }
    }
}

const Monster* firstMonsterInView(const Game& game) {
    for (const Monster& monster : game.stage().monsters()) {
        if (game.canSee(monster)) {
            return &monster;
        }
    }
    return nullptr;
}

}  // namespace delve
