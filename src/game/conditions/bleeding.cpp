#include "game/combat.h"
#include "game/conditions/condition_rule.h"

namespace delve {

namespace {

// Blood runs onto the floor where the actor stands, and a point of health
// goes with it every other turn.
void bleedingTurn(World& world, Actor& actor) {
    if (world.map().terrain(actor.position) == Terrain::Floor) {
        world.changeTerrain(actor.position, Terrain::Blood);
    }
    if (world.turn % 2 == 0) {
        hurtActor(world, actor, 1, MessageId::KilledByBleeding);
    }
}

}  // namespace

extern const ConditionRule kBleedingRule{
    .eachTurn = bleedingTurn, .speedPercent = 100, .stopsHealing = true, .haltsCommands = true};

}  // namespace delve
