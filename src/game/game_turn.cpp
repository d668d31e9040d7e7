#include <algorithm>

#include "game/game.h"

namespace delve {

namespace {
// The hero gets a point of health back every this many turns.
constexpr int kTurnsPerRegeneration = 10;
// How near a secret door must be for keen eyes to spot it: radius 2.
constexpr int kKeenEyesReach = 2 * 3;
}  // namespace

// The hero has spent a turn's energy. Everything else gets the same turn:
// each monster, in a fixed order, gains its speed in energy and acts for
// every hundred it has, so a monster of speed 200 acts twice and one of
// speed 50 every other turn.
Outcome Game::endTurn() {
    ++turn_;
    updateSight();
    runMonsters();
    heroTurnEffects();
    updateSight();
    noticeSecretDoors();
    std::erase_if(monsters_, [](const Monster& monster) { return !monster.alive(); });
    return Outcome{true};
}

void Game::runMonsters() {
    for (std::size_t i = 0; i < monsters_.size(); ++i) {
        Monster& monster = monsters_[i];
        if (!monster.alive()) {
            continue;
        }
        monster.energy += monster.kind->speed;
        while (monster.energy >= kActionEnergy && monster.alive() && hero_.alive()) {
            monster.energy -= kActionEnergy;
            monsterActs(monster);
        }
    }
}

void Game::heroTurnEffects() {
    if (!hero_.alive()) {
        return;
    }
    if (hero_.poisoned > 0) {
        --hero_.poisoned;
        hurtHero(1, MessageId::KilledByPoison);
        if (hero_.poisoned == 0 && hero_.alive()) {
            say(MessageId::PoisonWearsOff);
        }
        return;
    }
    if (hero_.hp < hero_.maxHp && ++hero_.regeneration >= kTurnsPerRegeneration) {
        hero_.regeneration = 0;
        ++hero_.hp;
    }
}

void Game::noticeSecretDoors() {
    if (hero_.heroClass->trait != ClassTrait::KeenEyes || !hero_.alive()) {
        return;
    }
    Map& map = floor_.map;
    for (Point cell : map.visibleCells()) {
        if (map.terrain(cell) == Terrain::SecretDoor &&
            squaredDistance(cell, hero_.position) <= kKeenEyesReach) {
            changeTerrain(cell, Terrain::ClosedDoor);
            say(MessageId::KeenEyesSpotSecretDoor);
        }
    }
}

}  // namespace delve
