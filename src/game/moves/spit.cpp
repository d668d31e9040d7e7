#include "game/combat.h"
#include "game/conditions/condition_rule.h"
#include "game/moves/move_rule.h"

namespace delve {

namespace {

// Something spat or hurled at the hero from `range` cells: it may miss as
// a blow does, hurts for `damage`, and may leave a condition: acid, venom,
// a web that holds.
constexpr std::string_view kSpitFields[] = {"range", "damage", "condition", "turns"};

MoveNumbers readSpit(const DataFields& table) {
    MoveNumbers spit{.range = table.wholeNumber("range", 2, 12), .damage = table.dice("damage")};
    // What it leaves is optional, but a condition needs its turns.
    if (table.has("turns") || table.has("condition")) {
        spit.condition = table.condition("condition");
        spit.turns = table.wholeNumber("turns", 1, 100);
    }
    return spit;
}

bool fitsForSpit(const World& world, const Monster& monster, const MoveNumbers& move) {
    return clearShot(world, monster, move.range);
}

// It flies like a thrown dart, and finds the hero as a blow would.
void useSpit(World& world, Monster& monster, const MoveNumbers& move) {
    world.say(MessageId::MonsterSpits, about(monster));
    for (Point cell : shotCells(world, monster, move.range)) {
        world.event(GameEvent::Kind::MissileFlew, cell);
    }
    if (!monsterAims(world, monster)) {
        world.event(GameEvent::Kind::MonsterMissed, world.hero.position);
        world.say(MessageId::SpitMisses);
        return;
    }
    world.say(MessageId::SpitHits);
    monsterHurtsHero(world, monster, move.damage.roll(world.rng));
    if (world.hero.alive() && move.turns > 0) {
        putCondition(world, world.hero, move.condition, move.turns);
    }
}

}  // namespace

extern const MoveRule kSpit{
    .word = "spit", .fields = kSpitFields, .read = readSpit, .fits = fitsForSpit, .use = useSpit};

}  // namespace delve
