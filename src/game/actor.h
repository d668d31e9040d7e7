#pragma once

#include "core/point.h"
#include "game/condition.h"

namespace delve {

// Energy an actor needs to act, and what one action costs: an actor of speed
// 100 acts once a turn, of speed 200 twice, of speed 50 every other turn.
inline constexpr int kActionEnergy = 100;
inline constexpr int kNormalSpeed = 100;

// What the hero and every monster share, as Hauberk's Actor: a cell, health,
// the energy that decides when it acts, gained each turn at its speed (as
// its conditions change it), and the conditions on it.
struct Actor {
    Point position;
    int hp = 0;
    int maxHp = 0;
    int energy = 0;
    int speed = kNormalSpeed;
    Conditions conditions;

    bool alive() const { return hp > 0; }
    // Below a third of its health: the hero is warned, and `delve sim`
    // counts a close call.
    bool lowOnHealth() const { return hp * 3 < maxHp; }
};

}  // namespace delve
