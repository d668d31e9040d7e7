#include "game/deeds/deed.h"
#include "game/minds/noise.h"
#include "game/traps/trap_rule.h"

namespace delve {

DeedResult Walk::perform(World& world, Actor& actor) const {
    const bool hero = world.isHero(actor);
    // A confused step goes astray at even odds, into whatever is there.
    Direction way = direction;
    const bool astray = actor.conditions.has(ConditionKind::Confused) && world.rng.chance(50);
    if (astray) {
        way = kAllDirections[world.rng.below(8)];
    }
    const Point target = actor.position + offset(way);
    if (world.stage.monsterAt(target) != nullptr) {
        if (hero) {
            return DeedResult::becomes(Strike{target});
        }
        // Monsters do not fight each other: one waits for the other to move,
        // and one that stumbles into another has lost its turn.
        return astray ? DeedResult::done() : DeedResult::refused();
    }
    if (world.stage.personAt(target) != nullptr) {
        // People never fight: the hero talks, a monster waits.
        if (hero && !astray) {
            return DeedResult::becomes(TalkTo{target});
        }
        return astray ? DeedResult::done() : DeedResult::refused();
    }
    if (!hero && target == world.hero.position) {
        // A monster's blow is its mind's choice, unless it stumbles into one.
        return astray ? DeedResult::becomes(Strike{target}) : DeedResult::refused();
    }
    if (actor.conditions.has(ConditionKind::Held)) {
        if (hero) {
            world.say(MessageId::StruggleInNet);
        }
        return DeedResult::done();
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
        // The rest are walked onto, or refused below.
        case Terrain::Wall:
        case Terrain::Floor:
        case Terrain::OpenDoor:
        case Terrain::Water:
        case Terrain::StairsDown:
        case Terrain::StairsUp:
        case Terrain::Blood:
        case Terrain::Remains:
        case Terrain::Count:
            break;
    }
    if (!map.isWalkable(target)) {
        if (astray) {
            // Stumbling takes the turn: a confused hero cannot try again for
            // nothing.
            if (hero) {
                world.say(MessageId::StumbleAstray);
            }
            return DeedResult::done();
        }
        // A mistake costs no turn: nothing else moves.
        if (hero) {
            world.say(map.terrain(target) == Terrain::Water ? MessageId::WaterTooDeep
                                                            : MessageId::WallBlocks);
        }
        return DeedResult::refused();
    }
    Trap* trap = world.stage.trapAt(target);
    if (trap != nullptr && !astray) {
        if (!hero) {
            return DeedResult::refused();
        }
        if (trap->known && !ontoKnownTrap) {
            world.say(MessageId::KeptOffKnownTrap,
                      MessageArguments{}.withTrap(std::string(trapWord(trap->kind))));
            return DeedResult::refused();
        }
    }
    if (hero) {
        world.moveHero(target);
        // Heavy armour clanks: each step is a noise that may wake sleepers
        // near, the trade for its defence.
        if (const ItemKind* armour = world.hero.equipment.armour(); armour && armour->noise > 0) {
            makeNoise(world, target, armour->noise);
        }
    } else {
        world.stage.move(static_cast<Monster&>(actor), target);
    }
    if (trap != nullptr) {
        springTrap(world, actor, *trap);
    }
    return DeedResult::done();
}

}  // namespace delve
