#include "game/combat.h"
#include "game/conditions/condition_rule.h"
#include "game/moves/move_rule.h"

namespace delve {

namespace {

// A bite that, landing, leaves a condition (a spider's poison).
constexpr std::string_view kVenomousBiteFields[] = {"condition", "turns"};

MoveNumbers readVenomousBite(const DataFields& table) {
    return {.condition = table.condition("condition"), .turns = table.wholeNumber("turns", 1, 100)};
}

bool fitsForVenomousBite(const World& world, const Monster& monster, const MoveNumbers&) {
    return chebyshevDistance(monster.position, world.hero.position) == 1 &&
           world.monsterSeesHero(monster);
}

// A blow like any other, but said as a bite; landing, it leaves its venom.
void useVenomousBite(World& world, Monster& monster, const MoveNumbers& move) {
    if (monsterStrikes(world, monster, MessageId::MonsterBites) && world.hero.alive()) {
        putCondition(world, world.hero, move.condition, move.turns);
    }
}

// Poison goes on hurting after the bite: about a point each two turns.
double harmAfterVenomousBite(const MoveNumbers& move) {
    return move.turns / 2.0;
}

}  // namespace

extern const MoveRule kVenomousBite{.word = "venomous_bite",
                                    .fields = kVenomousBiteFields,
                                    .read = readVenomousBite,
                                    .fits = fitsForVenomousBite,
                                    .use = useVenomousBite,
                                    .harmAfterABlow = harmAfterVenomousBite};

}  // namespace delve
