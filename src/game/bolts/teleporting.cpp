#include "game/bolts/bolt_rule.h"
#include "game/places.h"

namespace delve {

namespace {

// The monster is sent somewhere else on the floor, and has lost the hero:
// it wanders from there until it finds her again.
void sendAway(World& world, Monster& monster, const BoltStrength&) {
    const std::optional<Point> to = freeCellAnywhere(world);
    if (!to) {
        world.say(MessageId::NothingHappens);
        return;
    }
    world.say(MessageId::MonsterSentAway, about(monster));
    world.stage.move(monster, *to);
    monster.mind = MonsterMind::Wandering;
    monster.hasWanderGoal = false;
}

}  // namespace

extern const BoltRule kTeleportingBolt{.word = "teleporting", .strikes = sendAway};

}  // namespace delve
