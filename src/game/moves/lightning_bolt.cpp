#include "game/combat.h"
#include "game/moves/move_rule.h"

namespace delve {

namespace {

// A bolt of lightning at the hero from `range` cells: it never misses.
constexpr std::string_view kLightningBoltFields[] = {"range", "damage"};

MoveNumbers readLightningBolt(const DataFields& table) {
    return {.range = table.wholeNumber("range", 2, 12), .damage = table.dice("damage")};
}

// It casts only with nobody of its own in the way.
bool fitsForLightningBolt(const World& world, const Monster& monster, const MoveNumbers& move) {
    return clearShot(world, monster, move.range);
}

void useLightningBolt(World& world, Monster& monster, const MoveNumbers& move) {
    world.say(MessageId::MonsterCastsLightning, about(monster));
    for (Point cell : shotCells(world, monster, move.range)) {
        world.event(GameEvent::Kind::LightningLit, cell);
    }
    monsterHurtsHero(world, monster, move.damage.roll(world.rng));
}

}  // namespace

extern const MoveRule kLightningBoltMove{.word = "lightning_bolt",
                                         .fields = kLightningBoltFields,
                                         .read = readLightningBolt,
                                         .fits = fitsForLightningBolt,
                                         .use = useLightningBolt};

}  // namespace delve
