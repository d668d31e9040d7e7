#include <array>

#include "core/words.h"
#include "game/aim.h"
#include "game/moves/move_rule.h"

namespace delve {

extern const MoveRule kVenomousBite;
extern const MoveRule kSpit;
extern const MoveRule kLightningBoltMove;
extern const MoveRule kBlink;
extern const MoveRule kCallForHelp;
extern const MoveRule kKeepDistance;

namespace {

// Every move, by its word; the order is that of the data's comments.
const auto kMoves = std::to_array<const MoveRule*>(
    {&kVenomousBite, &kSpit, &kLightningBoltMove, &kBlink, &kCallForHelp, &kKeepDistance});

}  // namespace

const MoveRule* moveRuleOf(std::string_view word) {
    return ruleOfWord(kMoves, word);
}

std::vector<std::string_view> moveWords() {
    return wordsOfRules(kMoves);
}

bool useAMove(World& world, Monster& monster) {
    for (const MonsterMove& move : monster.kind->moves) {
        // A sure move asks no dice, so a kind's blows keep their rolls.
        if (!move.rule->fits(world, monster, move.numbers) ||
            (move.chance < 100 && !world.rng.chance(move.chance))) {
            continue;
        }
        move.rule->use(world, monster, move.numbers);
        return true;
    }
    return false;
}

std::vector<Point> shotCells(const World& world, const Monster& monster, int range) {
    return missileFlight(world.map(), monster.position, world.hero.position, range,
                         [&](Point cell) { return world.stage.monsterAt(cell) != nullptr; });
}

bool clearShot(const World& world, const Monster& monster, int range) {
    const int distance = chebyshevDistance(monster.position, world.hero.position);
    if (distance < 2 || distance > range || !world.canSee(monster) ||
        !world.monsterSeesHero(monster)) {
        return false;
    }
    const std::vector<Point> cells = shotCells(world, monster, range);
    return !cells.empty() && cells.back() == world.hero.position;
}

}  // namespace delve
