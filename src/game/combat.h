#pragma once

#include <string>

#include "game/world.h"

namespace delve {

// Blows, deaths and experience (game/combat.cpp). A blow makes noise that
// may wake sleepers nearby. Whether it landed.
bool heroStrikes(World& world, Monster& monster);

// The percent chance a blow of this accuracy lands on this defence: never
// below 5 nor above 95.
int blowChance(int accuracy, int defence);
// What the hero's blow rolls besides what she wields: her class's dice with
// the bonus her levels brought.
Dice heroHandDamage(const Hero& hero);
// What a barbarian's fury adds to each blow now: up to three, the more of
// her health she has lost; nothing for another class.
int heroFuryDamage(const Hero& hero);
// Something the hero shot or threw comes down on a monster: it lands as a
// blow does, with `accuracy` added to the class's aim, for `damage`. The
// log names the thing (`missile`). Whether it struck.
bool missileStrikes(World& world, Monster& monster, const Item& missile, const Dice& damage,
                    int accuracy);
// The hero's lightning strikes a monster: it never misses.
void lightningStrikes(World& world, Monster& monster, int damage);
// A monster the hero has harmed turns on her, unless it is running away,
// and knows where she stands.
void provoke(World& world, Monster& monster);
// A monster's blow at the hero, reported as `blowSaid` (MonsterHits unless
// the move names its own) when it lands in view; whether it landed.
bool monsterStrikes(World& world, Monster& monster, MessageId blowSaid = MessageId::MonsterHits);
// Whether something a monster spits or hurls finds the hero, as a blow would.
bool monsterAims(World& world, const Monster& monster);
// The hero takes `damage` from a monster's blow or what it sent: the
// Toughness trait's point off, the wound a heavy one opens.
void monsterHurtsHero(World& world, const Monster& monster, int damage);
// The hero's deed killed a monster; the log says so as `said` puts it, or,
// when it was the last foe of the fight (no other awake in view, none
// hunting her), says the fight is won and what experience the fight gave
// (World::fightExperience), which the hero gains then. Either way its
// remains lie where it fell.
void killMonster(World& world, Monster& monster, MessageId said = MessageId::HeroKills);
void killMonster(World& world, Monster& monster, Said said);
// A fight whose last foe went away (out of sight, or gave up the hunt)
// rather than falling is won all the same, at the end of the turn.
void endFightIfWon(World& world);
void gainExperience(World& world, int amount);
// Takes health from the hero. `cause` names what would have killed the hero
// (KilledBy and the monster, or KilledByPoison); the floor is added here.
void hurtHero(World& world, int damage, MessageId cause, std::string monster = {});
// Takes health from anyone: the hero as hurtHero does, a monster to its
// death (monsterDies) when none is left.
void hurtActor(World& world, Actor& actor, int damage, MessageId cause);
// A monster dies of something other than the hero's blow (poison, a
// bleeding wound); the hero is credited with it, as with a kill.
void monsterDies(World& world, Monster& monster);

}  // namespace delve
