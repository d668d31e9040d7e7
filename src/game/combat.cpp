#include "game/combat.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "game/conditions/condition_rule.h"
#include "game/items/enchanting.h"
#include "game/minds/noise.h"
#include "game/properties/property.h"
#include "game/skills/skill_rule.h"

namespace delve {

int blowChance(int accuracy, int defence) {
    return std::clamp(accuracy - defence, 5, 95);
}

namespace {

// Blows make noise that carries this far: sleepers nearby may wake.
constexpr int kFightNoise = 6;

// A blow that takes a third of its target's health or more opens a wound
// that bleeds for a few turns.
constexpr int kBleedingTurns = 5;
bool isHeavyBlow(int damage, const Actor& target) {
    return damage * 3 >= target.maxHp;
}

// A blow lands `accuracy` minus `defence` times in a hundred, never less
// than one in twenty, never more than nineteen.
bool blowLands(int accuracy, int defence, Rng& rng) {
    return rng.roll(1, 100) <= blowChance(accuracy, defence);
}

int heroDamageRoll(World& world) {
    const Hero& hero = world.hero;
    int damage = heroHandDamage(hero).roll(world.rng);
    // A weapon's blow adds to the hand's.
    if (const std::optional<Item>& weapon = hero.equipment.in(EquipSlot::Weapon)) {
        damage += enchantedDamage(*weapon).roll(world.rng);
    }
    return std::max(damage + heroFuryDamage(hero), 1);
}

// A ring of life worn when the hero would die crumbles instead, and she
// lives with all her health.
bool lifeSaved(World& world) {
    Hero& hero = world.hero;
    for (EquipSlot slot : kAllEquipSlots) {
        std::optional<Item>& worn = hero.equipment.in(slot);
        if (worn && worn->kind->ring == RingPower::Life) {
            world.say(MessageId::RingOfLifeSaves, about(world, *worn));
            worn.reset();
            hero.hp = hero.maxHp;
            world.event(GameEvent::Kind::Healed, hero.position);
            return true;
        }
    }
    return false;
}

// The Guardian's death is the turn of an adventure won on the surface: the
// log says what is left to do.
void tellOfGuardian(World& world, const Monster& monster) {
    if (monster.kind->id == world.plan().guardian) {
        world.say(MessageId::GuardianDefeated, about(monster));
    }
}

// Whether no foe is left but `fallen` (if any): no other monster in view
// is awake, and none hunts the hero from out of it. One asleep, or one that
// fled out of sight, is no foe.
bool noFoeLeft(const World& world, const Monster* fallen) {
    for (const Monster& other : world.stage.monsters()) {
        if (&other == fallen || !other.alive()) {
            continue;
        }
        const bool stillAfterHer =
            other.mind == MonsterMind::Hunting || other.mind == MonsterMind::Cornered;
        const bool awakeInView = other.mind != MonsterMind::Asleep && world.canSee(other);
        if (stillAfterHer || awakeInView) {
            return false;
        }
    }
    return true;
}

// A monster falls: it is counted, it leaves its remains on the floor, and
// its experience goes to the fight under way. The fall of a fight's last
// foe is told as the fight won, and the hero gains all the experience the
// fight gave, as seed 002's game gives it; any other is told as `said`
// (nothing, for one out of sight).
void fall(World& world, Monster& monster, std::optional<Said> said) {
    monster.hp = 0;
    ++world.kills[monster.kind->id];
    world.fightExperience += monster.kind->experience;
    const bool won = noFoeLeft(world, &monster);
    if (won && said) {
        said = Said{MessageId::FightWon, about(monster).withNumber(world.fightExperience)};
    }
    if (said) {
        world.sayThat(std::move(*said));
    }
    if (isFloorUnderfoot(world.map().terrain(monster.position))) {
        world.changeTerrain(monster.position, Terrain::Remains);
    }
    tellOfGuardian(world, monster);
    world.event(GameEvent::Kind::MonsterKilled, monster.position, monster.kind->id);
    if (won) {
        gainExperience(world, std::exchange(world.fightExperience, 0));
    }
}

}  // namespace

bool heroStrikes(World& world, Monster& monster) {
    Hero& hero = world.hero;
    // A monster asleep, or wandering without having noticed the hero, never
    // sees the blow coming: a sneak attack, as in Brogue, that always lands
    // and does the class's multiple of the damage (the rogue's is largest).
    const bool unaware =
        monster.mind == MonsterMind::Asleep || monster.mind == MonsterMind::Wandering;
    provoke(world, monster);
    const bool lands = unaware || blowLands(heroAccuracy(hero), monster.kind->defence, world.rng);
    if (lands) {
        const int multiple = unaware ? hero.heroClass->sneakAttack : 1;
        const int damage = heroDamageRoll(world) * multiple;
        monster.hp -= damage;
        world.event(GameEvent::Kind::HeroHit, monster.position);
        if (isHeavyBlow(damage, monster)) {
            world.event(GameEvent::Kind::HeavyBlow, monster.position);
        }
        if (monster.hp <= 0) {
            killMonster(world, monster);
        } else {
            world.say(unaware ? MessageId::SneakAttack : MessageId::HeroHits, about(monster));
            if (isHeavyBlow(damage, monster)) {
                putCondition(world, monster, ConditionKind::Bleeding, kBleedingTurns);
            }
        }
        weaponPropertyActs(world, monster, damage);
    } else {
        world.event(GameEvent::Kind::HeroMissed, monster.position);
        world.say(MessageId::HeroMisses, about(monster));
    }
    makeNoise(world, hero.position, kFightNoise);
    return lands;
}

bool missileStrikes(World& world, Monster& monster, const Item& missile, const Dice& damage,
                    int accuracy) {
    provoke(world, monster);
    const MessageArguments about = delve::about(world, missile).withMonster(monster.kind->id);
    if (!blowLands(world.hero.heroClass->accuracy + accuracy, monster.kind->defence, world.rng)) {
        world.event(GameEvent::Kind::HeroMissed, monster.position);
        world.say(MessageId::MissileMisses, about);
        return false;
    }
    const int dealt = std::max(damage.roll(world.rng), 1);
    monster.hp -= dealt;
    world.event(GameEvent::Kind::HeroHit, monster.position);
    if (isHeavyBlow(dealt, monster)) {
        world.event(GameEvent::Kind::HeavyBlow, monster.position);
    }
    if (monster.hp <= 0) {
        killMonster(world, monster, Said{MessageId::MissileKills, about});
    } else {
        world.say(MessageId::MissileHits, about);
    }
    return true;
}

void lightningStrikes(World& world, Monster& monster, int damage) {
    provoke(world, monster);
    monster.hp -= damage;
    world.event(GameEvent::Kind::HeroHit, monster.position);
    if (monster.hp <= 0) {
        killMonster(world, monster, MessageId::LightningKills);
    } else {
        world.say(MessageId::LightningStrikes, about(monster));
    }
}

void provoke(World& world, Monster& monster) {
    // One running away, or cornered, goes on as it was.
    if (monster.mind != MonsterMind::Fleeing && monster.mind != MonsterMind::Cornered) {
        monster.mind = MonsterMind::Hunting;
    }
    monster.lastSeenHero = world.hero.position;
}

void monsterHurtsHero(World& world, const Monster& monster, int damage) {
    Hero& hero = world.hero;
    if (hero.heroClass->trait == ClassTrait::Toughness) {
        damage = std::max(damage - 1, 1);
    }
    world.event(GameEvent::Kind::HeroHurt, hero.position);
    if (isHeavyBlow(damage, hero)) {
        world.event(GameEvent::Kind::HeavyBlow, hero.position);
    }
    hurtHero(world, damage, MessageId::KilledBy, monster.kind->id);
    if (hero.alive() && isHeavyBlow(damage, hero)) {
        putCondition(world, hero, ConditionKind::Bleeding, kBleedingTurns);
    }
}

bool monsterStrikes(World& world, Monster& monster, MessageId blowSaid) {
    Hero& hero = world.hero;
    const bool lands = blowLands(monster.kind->accuracy, heroDefence(hero), world.rng);
    if (lands) {
        const int damage = monster.kind->damage.roll(world.rng);
        if (world.canSee(monster)) {
            world.say(blowSaid, about(monster));
        } else {
            world.say(MessageId::SomethingHits);
        }
        monsterHurtsHero(world, monster, damage);
        if (hero.alive()) {
            armourPropertyActs(world, monster);
        }
    } else {
        world.event(GameEvent::Kind::MonsterMissed, hero.position);
        if (world.canSee(monster)) {
            world.say(MessageId::MonsterMisses, about(monster));
        } else {
            world.say(MessageId::SomethingMisses);
        }
    }
    makeNoise(world, monster.position, kFightNoise);
    return lands;
}

bool monsterAims(World& world, const Monster& monster) {
    return blowLands(monster.kind->accuracy, heroDefence(world.hero), world.rng);
}

void killMonster(World& world, Monster& monster, MessageId said) {
    killMonster(world, monster, Said{said, about(monster)});
}

void killMonster(World& world, Monster& monster, Said said) {
    fall(world, monster, std::move(said));
}

void endFightIfWon(World& world) {
    if (world.fightExperience > 0 && world.hero.alive() && noFoeLeft(world, nullptr)) {
        world.say(MessageId::FightWon, MessageArguments{}.withNumber(world.fightExperience));
        gainExperience(world, std::exchange(world.fightExperience, 0));
    }
}

void gainExperience(World& world, int amount) {
    Hero& hero = world.hero;
    hero.experience += amount;
    while (hero.experience >= experienceForNextLevel(*hero.heroClass, hero.experienceLevel)) {
        ++hero.experienceLevel;
        const HeroClass& heroClass = *hero.heroClass;
        hero.maxHp += heroClass.hpPerLevel;
        hero.hp += heroClass.hpPerLevel;
        hero.maxMana += heroClass.manaPerLevel;
        hero.mana += heroClass.manaPerLevel;
        hero.damageBonus += heroClass.damagePerLevel;
        // A level that teaches a skill says so instead.
        if (!learnSkills(world, true)) {
            world.say(MessageId::LevelUp, MessageArguments{}.withNumber(hero.experienceLevel));
        }
        world.event(GameEvent::Kind::LevelUp, hero.position);
    }
}

void hurtActor(World& world, Actor& actor, int damage, MessageId cause) {
    if (world.isHero(actor)) {
        hurtHero(world, damage, cause);
        return;
    }
    auto& monster = static_cast<Monster&>(actor);
    monster.hp -= damage;
    if (monster.hp <= 0) {
        monsterDies(world, monster);
    }
}

void monsterDies(World& world, Monster& monster) {
    fall(world, monster,
         world.map().isVisible(monster.position)
             ? std::optional<Said>(Said{MessageId::MonsterDies, about(monster)})
             : std::nullopt);
}

void hurtHero(World& world, int damage, MessageId cause, std::string monster) {
    Hero& hero = world.hero;
    const bool wasLow = hero.lowOnHealth();
    hero.hp -= damage;
    if (hero.hp > 0 || lifeSaved(world)) {
        // Once for each fall below a third, not for every blow after it.
        if (!wasLow && hero.lowOnHealth()) {
            world.say(MessageId::HealthLow, MessageArguments{}.withNumber(hero.hp));
        }
        return;
    }
    hero.hp = 0;
    hero.conditions = Conditions{};  // nothing lasts on the dead
    world.causeOfDeath = Said{
        cause, MessageArguments{}.withMonster(std::move(monster)).withNumber(world.stage.depth())};
    world.say(MessageId::HeroDies);
    world.event(GameEvent::Kind::HeroDied, hero.position);
}

Dice heroHandDamage(const Hero& hero) {
    Dice hand = hero.heroClass->damage;
    hand.bonus += hero.damageBonus;
    return hand;
}

int heroFuryDamage(const Hero& hero) {
    if (hero.heroClass->trait != ClassTrait::Fury || hero.maxHp <= 0) {
        return 0;
    }
    return (hero.maxHp - hero.hp) * 4 / hero.maxHp;
}

}  // namespace delve
