#pragma once

#include <string>
#include <vector>

#include "game/dice.h"
#include "game/hero_gender.h"

namespace delve {

// The one thing each class does that the others cannot.
enum class ClassTrait {
    Toughness,  // the fighter: blows land a point softer
    KeenEyes,   // the rogue: sees farther, and finds secret doors by looking
    Fury,       // the barbarian: hits harder the more hurt she is
};

// One thing a class starts with: a kind of item, by its id, and how many.
struct KitItem {
    std::string item;
    int count = 1;

    friend bool operator==(const KitItem&, const KitItem&) = default;
};

// What a class gives a new hero, read from data/classes.toml.
struct HeroClass {
    std::string id;  // "fighter"
    std::string name;
    std::string description;
    int maxHp = 20;
    Dice damage;
    int accuracy = 75;
    int defence = 0;
    int sightRadius = 8;
    int hpPerLevel = 4;      // health gained at each experience level
    int damagePerLevel = 1;  // bonus damage gained every level
    int sneakAttack = 3;     // a blow on an unaware monster does this many times the damage
    ClassTrait trait = ClassTrait::Toughness;
    int mana = 0;  // the most the hero holds, for the lightning spell
    // The name the start screen offers a hero of this class, and the one a
    // run begun without a name (--class, a test) gives her.
    std::string heroName = "Iva";
    HeroGender heroGender = HeroGender::Female;  // of that name's hero
    // What she starts with, in use where it can be (a weapon in hand,
    // armour worn, a bow ready) and in the pack otherwise; the class knows
    // what each thing is.
    std::vector<KitItem> kit;
    int manaPerLevel = 0;  // mana gained at each experience level
    int gold = 0;          // in the purse at the start
    // Experience in all to reach level 2, 3, ...; past its end the steps
    // between levels grow as its last steps grew. Empty: 10, 30, 60, 100, ...
    // (ten times the triangle numbers).
    std::vector<int> experience;
};

// Experience a hero of `heroClass` needs in all to reach `level` + 1.
int experienceForNextLevel(const HeroClass& heroClass, int level);

}  // namespace delve
