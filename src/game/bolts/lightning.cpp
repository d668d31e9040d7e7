#include "game/bolts/bolt_rule.h"
#include "game/combat.h"

namespace delve {

namespace {

// The same strike as the spell's, through every monster on the line.
void strike(World& world, Monster& monster, const BoltStrength& strength) {
    lightningStrikes(world, monster, strength.damage);
}

}  // namespace

extern const BoltRule kLightningBolt{.word = "lightning",
                                     .passesThrough = true,
                                     .hurts = true,
                                     .flies = GameEvent::Kind::LightningLit,
                                     .strikes = strike};

}  // namespace delve
