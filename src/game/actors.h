#pragma once

#include <string>
#include <vector>

#include "core/point.h"
#include "game/actor.h"
#include "game/hero_class.h"
#include "game/items/equipment.h"
#include "game/items/pack.h"
#include "game/monster_kind.h"
#include "game/skill.h"

namespace delve {

struct Hero : Actor {
    const HeroClass* heroClass = nullptr;
    std::string name;  // the player's (game/hero_name.h)
    HeroGender gender = HeroGender::Female;
    int experienceLevel = 1;
    int experience = 0;
    int damageBonus = 0;   // grows with the hero's level
    int regeneration = 0;  // turns counted toward the next point of health
    // Turns searched on this spot in a row: each makes the next likelier to
    // find what is hidden around.
    int searchTurns = 0;
    Pack pack;
    Equipment equipment;
    int gold = 0;
    // What the lightning spell spends, and the turns counted toward its
    // next point coming back.
    int mana = 0;
    int maxMana = 0;
    int manaRegrowth = 0;
    // The skills she has learnt, in the order she learnt them.
    std::vector<const Skill*> skills;

    bool knows(const Skill& skill) const;
};

// The hero's numbers as what she wears changes them: the class's, with
// armour and rings.
int heroDefence(const Hero& hero);
int heroSight(const Hero& hero);
int heroAccuracy(const Hero& hero);
// Armour's weight slows the hero: worked out again whenever it changes.
int heroSpeed(const Hero& hero);

// What a monster is doing, which decides what it does on its turn.
enum class MonsterMind {
    Asleep,     // still until a noise wakes it or it is struck
    Wandering,  // roams toward a place of its own choosing
    Hunting,    // goes for the hero, or for where it last saw the hero
    Fleeing,    // runs from the hero while badly hurt
    Cornered,   // fled, found no way on, and fights where it stands
};

// A monster: its kind gives its name, blows and speed (its maxHp and speed
// start as the kind's).
struct Monster : Actor {
    const MonsterKind* kind = nullptr;
    MonsterMind mind = MonsterMind::Wandering;
    Point lastSeenHero;  // while hunting: where to look
    Point wanderGoal;    // while wandering: where it is going
    bool hasWanderGoal = false;
    // The running command has taken this monster in: it was in view when the
    // command began or since, and did not stop it. A known sleeper or
    // fleeing monster lets the command go on. Never saved, as commands are not.
    bool knownToCommand = false;
    // In the hero's view at the end of the last turn, so that the log says
    // when it comes into view. Never saved: a loaded run sets it from what
    // the hero sees.
    bool inView = false;

    bool awake() const { return mind != MonsterMind::Asleep; }
    bool hunting() const { return mind == MonsterMind::Hunting; }
    // A kind that flees when hurt runs on sight below a quarter of its
    // health.
    bool badlyHurt() const { return kind->fleesWhenHurt && hp * 4 < maxHp; }
    // Awake and not running away (nor about to, the moment it sees her):
    // in view, it keeps a command from starting. A cornered one fights.
    bool threatens() const {
        return mind == MonsterMind::Cornered ||
               (awake() && mind != MonsterMind::Fleeing && !badlyHurt());
    }
};

}  // namespace delve
