#include "game/turn.h"

#include "game/combat.h"
#include "game/command_watch.h"
#include "game/conditions/condition_rule.h"
#include "game/items/charges.h"
#include "game/minds/mind.h"
#include "game/properties/property.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

// The hero gets a point of health back every this many turns.
constexpr int kTurnsPerRegeneration = 10;
// And a point of mana every this many: slowly, so a spell is a choice.
constexpr int kTurnsPerMana = 10;
// How near a secret door must be for keen eyes to spot it: radius 2.
constexpr int kKeenEyesReach = 2 * 3;

// Each monster, in a fixed order, gains its speed in energy and acts for
// every hundred it holds, so one of speed 200 acts twice a turn and one of
// speed 50 every other turn.
void runMonsters(World& world) {
    for (Monster& monster : world.stage.monstersToChange()) {
        if (!monster.alive()) {
            continue;
        }
        conditionsTurn(world, monster);
        if (!monster.alive()) {
            continue;
        }
        monster.energy += speedNow(monster);
        while (monster.energy >= kActionEnergy && monster.alive() && world.hero.alive()) {
            monster.energy -= kActionEnergy;
            // A command's step stops for what the hero sees before it acts.
            lookOut(world);
            monsterActs(world, monster);
        }
    }
}

// Mana comes back a point at a time, whatever else the hero suffers.
void regrowMana(Hero& hero) {
    if (hero.mana >= hero.maxMana) {
        hero.manaRegrowth = 0;
        return;
    }
    if (++hero.manaRegrowth >= kTurnsPerMana) {
        hero.manaRegrowth = 0;
        ++hero.mana;
    }
}

void heroTurnEffects(World& world) {
    Hero& hero = world.hero;
    if (!hero.alive()) {
        return;
    }
    regrowMana(hero);
    gatherCharges(hero.pack);
    // Poison and wounds keep health from coming back, the turn they wear
    // off included.
    const bool healing = !healingStopped(hero);
    conditionsTurn(world, hero);
    if (!healing || !hero.alive()) {
        return;
    }
    if (hero.hp >= hero.maxHp) {
        return;
    }
    // A ring of regeneration counts its power more turns toward the next
    // point, and armour of mending its own.
    hero.regeneration +=
        1 + hero.equipment.ringPower(RingPower::Regeneration) + armourMending(hero);
    if (hero.regeneration >= kTurnsPerRegeneration) {
        hero.regeneration = 0;
        ++hero.hp;
        armourMended(world);
    }
}

// The Rogue's keen eyes find secret doors and traps near enough in view,
// unasked.
void noticeHiddenThings(World& world) {
    if (world.hero.heroClass->trait != ClassTrait::KeenEyes || !world.hero.alive()) {
        return;
    }
    for (Point cell : world.map().visibleCells()) {
        if (squaredDistance(cell, world.hero.position) > kKeenEyesReach) {
            continue;
        }
        if (world.map().terrain(cell) == Terrain::SecretDoor) {
            world.changeTerrain(cell, Terrain::ClosedDoor);
            world.say(MessageId::KeenEyesSpotSecretDoor);
        }
        if (Trap* trap = world.stage.trapAt(cell); trap != nullptr && !trap->known) {
            findTrap(world, *trap);
        }
    }
}

}  // namespace

void tellWhatComesIntoView(World& world) {
    for (Monster& monster : world.stage.monstersToChange()) {
        const bool seen = monster.alive() && world.canSee(monster);
        // A command that stopped for it has named it already.
        if (seen && !monster.inView && !monster.knownToCommand) {
            world.say(MessageId::MonsterComesIntoView, about(monster));
        }
        monster.inView = seen;
    }
}

void playTurn(World& world) {
    ++world.turn;
    world.updateSight();
    runMonsters(world);
    heroTurnEffects(world);
    world.updateSight();
    tellWhatComesIntoView(world);
    endFightIfWon(world);
    noticeHiddenThings(world);
    world.stage.removeDead();
    world.hero.energy += speedNow(world.hero);
}

}  // namespace delve
