#include <algorithm>

#include "game/game.h"

namespace delve {

namespace {

// Blows make noise that carries this far: sleepers nearby may wake.
constexpr int kFightNoise = 6;

// A blow lands `accuracy` minus `defence` times in a hundred, never less
// than one in twenty, never more than nineteen.
bool blowLands(int accuracy, int defence, Rng& rng) {
    return rng.roll(1, 100) <= std::clamp(accuracy - defence, 5, 95);
}

}  // namespace

int Game::heroDamageRoll() {
    int damage = hero_.heroClass->damage.roll(rng_) + hero_.damageBonus;
    if (hero_.heroClass->trait == ClassTrait::Fury) {
        // Up to three more, the more of her health she has lost.
        damage += (hero_.maxHp - hero_.hp) * 4 / hero_.maxHp;
    }
    return std::max(damage, 1);
}

void Game::heroAttacks(Monster& monster) {
    // A monster asleep, or wandering without having noticed the hero, never
    // sees the blow coming: a sneak attack, as in Brogue, that always lands
    // and does the class's multiple of the damage (the rogue's is largest).
    const bool unaware =
        monster.mind == MonsterMind::Asleep || monster.mind == MonsterMind::Wandering;
    if (monster.mind != MonsterMind::Fleeing) {
        monster.mind = MonsterMind::Hunting;
    }
    monster.lastSeenHero = hero_.position;
    if (unaware || blowLands(hero_.heroClass->accuracy, monster.kind->defence, rng_)) {
        const int multiple = unaware ? hero_.heroClass->sneakAttack : 1;
        monster.hp -= heroDamageRoll() * multiple;
        events_.push_back({GameEvent::Kind::HeroHit, monster.position});
        if (monster.hp <= 0) {
            killMonster(monster);
        } else if (unaware) {
            say(MessageId::SneakAttack, about(monster));
        } else {
            say(MessageId::HeroHits, about(monster));
        }
    } else {
        events_.push_back({GameEvent::Kind::HeroMissed, monster.position});
        say(MessageId::HeroMisses, about(monster));
    }
    makeNoise(hero_.position, kFightNoise);
}

void Game::monsterAttacks(Monster& monster) {
    if (blowLands(monster.kind->accuracy, hero_.heroClass->defence, rng_)) {
        int damage = monster.kind->damage.roll(rng_);
        if (hero_.heroClass->trait == ClassTrait::Toughness) {
            damage = std::max(damage - 1, 1);
        }
        if (canSee(monster)) {
            say(MessageId::MonsterHits, about(monster));
        } else {
            say(MessageId::SomethingHits);
        }
        events_.push_back({GameEvent::Kind::HeroHurt, hero_.position});
        hurtHero(damage, MessageId::KilledBy, monster.kind->id);
        if (hero_.alive() && monster.kind->poisonOnHit > 0) {
            if (hero_.poisoned == 0) {
                say(MessageId::Poisoned);
            }
            hero_.poisoned = std::max(hero_.poisoned, monster.kind->poisonOnHit);
        }
    } else {
        events_.push_back({GameEvent::Kind::MonsterMissed, hero_.position});
        if (canSee(monster)) {
            say(MessageId::MonsterMisses, about(monster));
        } else {
            say(MessageId::SomethingMisses);
        }
    }
    makeNoise(monster.position, kFightNoise);
}

void Game::killMonster(Monster& monster) {
    monster.hp = 0;
    ++kills_[monster.kind->id];
    say(MessageId::HeroKills, about(monster));
    events_.push_back({GameEvent::Kind::MonsterKilled, monster.position});
    gainExperience(monster.kind->experience);
}

void Game::gainExperience(int amount) {
    hero_.experience += amount;
    while (hero_.experience >= experienceForNextLevel(hero_.level)) {
        ++hero_.level;
        const HeroClass& heroClass = *hero_.heroClass;
        hero_.maxHp += heroClass.hpPerLevel;
        hero_.hp += heroClass.hpPerLevel;
        hero_.damageBonus += heroClass.damagePerLevel;
        say(MessageId::LevelUp, MessageArguments{}.withNumber(hero_.level));
        events_.push_back({GameEvent::Kind::LevelUp, hero_.position});
    }
}

void Game::hurtHero(int damage, MessageId cause, std::string monster) {
    hero_.hp -= damage;
    if (hero_.hp > 0) {
        return;
    }
    hero_.hp = 0;
    causeOfDeath_ =
        Said{cause, MessageArguments{}.withMonster(std::move(monster)).withNumber(floor_.depth)};
    say(MessageId::HeroDies);
    events_.push_back({GameEvent::Kind::HeroDied, hero_.position});
}

}  // namespace delve
