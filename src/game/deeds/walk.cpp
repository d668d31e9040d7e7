#include "game/deeds/deed.h"

namespace delve {

DeedResult Walk::perform(World& world, Actor& actor) const {
    const Point target = actor.position + offset(direction);
    const bool hero = world.isHero(actor);
    if (world.stage.monsterAt(target) != nullptr) {
        // Monsters do not fight each other: one waits for the other to move.
        return hero ? DeedResult::becomes(Strike{target}) : DeedResult::refused();
    }
    if (!hero && target == world.hero.position) {
        return DeedResult::refused();  // a monster's blow is its mind's choice
    }
    const Map& map = world.map();
    switch (map.terrain(target)) {
        case Terrain::ClosedDoor:
            return DeedResult::becomes(OpenDoor{target});
        case Terrain::SecretDoor:
            if (hero) {
                return DeedResult::becomes(FindSecretDoor{target});
            }
            break;
        case Terrain::Water:
            // A mistake costs no turn: nothing else moves.
            if (hero) {
                world.say(MessageId::WaterTooDeep);
                return DeedResult::refused();
            }
            break;
        default:
            break;
    }
    if (!map.isWalkable(target)) {
        // What is left that a step cannot enter is wall.
        if (hero) {
            world.say(MessageId::WallBlocks);
        }
        return DeedResult::refused();
    }
    if (hero) {
        actor.position = target;
    } else {
        world.stage.move(static_cast<Monster&>(actor), target);
    }
    return DeedResult::done();
}

}  // namespace delve
