#include <vector>

#include "game/aim.h"
#include "game/combat.h"
#include "game/effects/item_effect.h"

namespace delve {

namespace {

// How far the fire reaches from where it bursts, in steps: seed 003's
// diamond.
constexpr int kBlastRadius = 2;

// Every monster in the blast takes the scroll's power in damage; so does the
// hero, standing in it.
void burst(World& world, const ItemKind& kind, const EffectTarget& target) {
    world.say(MessageId::FireballBursts);
    for (Point cell : fireballCells(world, *target.place)) {
        world.event(GameEvent::Kind::Burned, cell);
        if (Monster* monster = world.stage.monsterAt(cell)) {
            monster->hp -= kind.power;
            if (monster->hp <= 0) {
                killMonster(world, *monster, MessageId::MonsterBurnsToDeath);
            } else {
                world.say(MessageId::MonsterBurned, about(*monster));
                provoke(world, *monster);
            }
        }
        if (cell == world.hero.position) {
            world.say(MessageId::HeroBurned);
            hurtHero(world, kind.power, MessageId::KilledByFire);
        }
    }
}

std::optional<MessageId> needsPlaceInSight(const World& world, const EffectTarget& target) {
    if (!target.place || fireballCells(world, *target.place).empty()) {
        return MessageId::CannotAimThere;
    }
    return std::nullopt;
}

}  // namespace

std::vector<Point> fireballCells(const World& world, Point centre) {
    return blastCells(world.map(), centre, kBlastRadius);
}

extern const ItemEffect kFireballEffect{
    .word = "fireball", .aim = EffectAim::Place, .apply = burst, .refuses = needsPlaceInSight};

}  // namespace delve
