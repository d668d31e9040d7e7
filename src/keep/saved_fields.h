#pragma once

#include <string_view>

#include "core/bounds.h"
#include "game/actors.h"
#include "game/item.h"
#include "game/items/charges.h"
#include "game/items/enchanting.h"
#include "game/items/equipment.h"
#include "game/message_log.h"
#include "game/properties/property.h"
#include "game/trap.h"
#include "map/fov.h"
#include "map/terrain.h"

namespace delve {

// An actor spends its energy as it gains it, so between turns it holds
// less than an action's worth and one turn's gain at twice its speed (a
// hasted actor's); the hero holds at least an action's worth while alive.
constexpr int mostEnergy(int speed) {
    return kActionEnergy + 2 * speed - 1;
}

// The fields of the save's lines, each declared once, in the order the line
// holds them, with what it is called in an error and its bounds; the lines
// themselves, in order, are declared in run_lines.h, which calls these. The
// writer (line_writer.h) and the reader (field_reader.h) both walk these
// declarations, so what is written is what is read. A new field is a line
// here, under the format version that added it (docs/save-format.md).
//
// `Fields` is the writer or the reader. A cell's x and y are bounded by the
// map once it has been read (monsters), by the largest map before (the hero).
// What an older format did not hold is set where its field would be; the
// writer always writes today's format, so never comes there.
template <class Fields, class H>
void heroFields(Fields& fields, H& hero, const DungeonPlan& adventure) {
    fields.heroClass("the hero's class", hero.heroClass, adventure);
    fields.x("the hero's x", hero.position.x);
    fields.y("the hero's y", hero.position.y);
    fields.number("the hero's hp", hero.hp, 0, kMaxCounter);
    fields.number("the hero's maximum hp", hero.maxHp, 1, kMaxCounter);
    fields.number("the hero's level", hero.experienceLevel, 1, kMaxHeroLevel);
    fields.number("the hero's experience", hero.experience, 0,
                  experienceForNextLevel(*hero.heroClass, hero.experienceLevel) - 1);
    fields.number("the hero's damage bonus", hero.damageBonus, 0, kMaxCounter);
    if (fields.version() < 5) {
        fields.turnsOfPoison("the hero's turns of poison", hero.conditions);
    }
    fields.number("the hero's regeneration", hero.regeneration, 0, kMaxCounter);
    if (fields.version() >= 5) {
        // Saved between actions, a living hero is ready for the next (found
        // by fuzz_save: a hero with less was asked to act all the same).
        fields.number("the hero's energy", hero.energy, hero.hp > 0 ? kActionEnergy : 0,
                      mostEnergy(kNormalSpeed));
        fields.number("the hero's turns of searching", hero.searchTurns, 0, kMaxCounter);
    } else {
        hero.energy = kActionEnergy;  // the hero was always ready to act
    }
    if (fields.version() >= 6) {
        fields.number("the hero's gold", hero.gold, 0, kMaxCounter);
        fields.number("the hero's most mana", hero.maxMana, 0, kMaxCounter);
        fields.number("the hero's mana", hero.mana, 0, hero.maxMana);
        fields.number("the hero's turns toward mana", hero.manaRegrowth, 0, kMaxCounter);
    } else {
        // Before mana was kept, the hero had the class's full measure.
        hero.maxMana = hero.mana = hero.heroClass->mana;
    }
    // The conditions end the line: their number varies.
    if (fields.version() >= 5) {
        fields.conditions("the hero's conditions", hero.conditions);
    }
}

// Format 6 on: a thing of some kind; how many, where it stacks. Format 10
// on: its enchantment, none for a kind that takes none. Format 11 on: a
// staff's or wand's charges and the turns gathered toward the next, none
// for anything else (and no staff or wand was known before); a weapon's or
// armour's property, or none, and whether the hero knows it.
template <class Fields, class I>
void itemFields(Fields& fields, I& item) {
    fields.itemKind("the item's kind", item.kind);
    fields.number("how many of the item", item.count, 1, item.kind->stacks() ? kMaxStack : 1);
    if (fields.version() >= 10) {
        fields.number("the item's enchantment", item.enchantment, 0,
                      enchantable(*item.kind) ? kMostEnchantment : 0);
    }
    if (fields.version() >= 11) {
        const bool zapped = zappable(*item.kind);
        fields.number("the item's charges", item.charges, 0, zapped ? mostCharges(item) : 0);
        const bool gathers = item.kind->itemClass == ItemClass::Staff;
        fields.number("the turns toward the item's next charge", item.recharge, 0,
                      gathers ? turnsPerCharge(item) - 1 : 0);
        fields.property("the item's property", item.property, *item.kind);
        fields.flag("whether the hero knows the item's property", item.propertyKnown);
    }
}

// Format 6 on: an `item` line for each thing on the floor, after the traps;
// a `carried` line for each slot of the pack, in its order; a `worn` line
// for each thing in use.
template <class Fields, class F>
void floorItemFields(Fields& fields, F& floorItem) {
    itemFields(fields, floorItem.item);
    fields.x("the item's x", floorItem.at.x);
    fields.y("the item's y", floorItem.at.y);
    fields.flag("whether the hero left the item there", floorItem.left);
    if (fields.version() >= 11) {
        fields.flag("whether the item lies on a pedestal", floorItem.pedestal);
    }
}

struct WornItem {
    EquipSlot slot = EquipSlot::Weapon;
    Item item;
};

template <class Fields, class W>
void wornFields(Fields& fields, W& worn) {
    fields.equipSlot("where the item is worn", worn.slot);
    itemFields(fields, worn.item);
}

// Format 6 on: the look each disguised kind wears in the run (`dressed`)
// and the kinds the hero knows (`known`).
struct DressedKind {
    const ItemKind* kind = nullptr;
    const ItemLook* look = nullptr;
};

template <class Fields, class D>
void dressedFields(Fields& fields, D& dressed) {
    fields.itemKind("the disguised kind", dressed.kind);
    fields.itemLook("the look it wears", dressed.look);
}

// Format 5 on: a `remembered` line for each cell the hero remembers other
// than it is (a door closed out of sight), after the map.
struct RememberedCell {
    Point at;
    Terrain terrain = Terrain::Wall;
};

template <class Fields, class R>
void rememberedFields(Fields& fields, R& cell) {
    fields.x("the remembered cell's x", cell.at.x);
    fields.y("the remembered cell's y", cell.at.y);
    fields.terrain("the remembered terrain", cell.terrain);
}

// Format 5 on: a `trap` line each, after the monsters.
template <class Fields, class T>
void trapFields(Fields& fields, T& trap) {
    fields.trapKind("the trap's kind", trap.kind);
    fields.x("the trap's x", trap.at.x);
    fields.y("the trap's y", trap.at.y);
    fields.flag("whether the hero knows the trap", trap.known);
}

// Format 2 on: a `kill` line for each kind the hero killed.
struct KillCount {
    const MonsterKind* kind = nullptr;
    int count = 0;
};

template <class Fields, class K>
void killFields(Fields& fields, K& kill) {
    fields.monsterKind("the kind killed", kill.kind);
    fields.number("the number killed", kill.count, 1, kMaxCounter);
}

// Format 3 on: a `going_back` line for each time the run went back to a
// copy set aside.
template <class Fields, class G>
void goingBackFields(Fields& fields, G& back) {
    fields.number("the turn gone back from", back.fromTurn, 0, kMaxCounter);
    fields.number("the turn gone back to", back.toTurn, 0, kMaxCounter);
}

// What was said (a message, the cause of death), to the end of the line:
// from format 4 its id and what it names; before, the English text it was,
// which loads as such and is shown as it was.
template <class Fields>
void saidField(Fields& fields, std::string_view what, Said& said) {
    if (fields.version() >= 4) {
        fields.said(what, said);
    } else {
        fields.englishText(what, said);
    }
}

// A `message` line for each line of the log, oldest first: said COUNT
// times in a row, last on TURN, no later than the run's turn.
template <class Fields, class M>
void messageFields(Fields& fields, M& message, int runTurn) {
    fields.number("the message's count", message.count, 1, kMaxCounter);
    fields.number("the message's turn", message.turn, 0, runTurn);
    saidField(fields, "the message", message.said);
}

// Format 7 on: the `views` line, after the goings back: how the hero's
// sight is worked out (F4), and whether the run was shown what its hero
// did not know (F1, F3).
struct RunViews {
    FovAlgorithm sight = FovAlgorithm::Shadowcast;
    bool sawHiddenThings = false;
};

template <class Fields, class V>
void viewFields(Fields& fields, V& views) {
    fields.sight("the hero's sight", views.sight);
    fields.flag("whether the run was shown hidden things", views.sawHiddenThings);
}

// Format 8 on: a `person` line for each person on a floor, and a `marker`
// line for each named place, after the things on the floor.
template <class Fields, class P>
void personFields(Fields& fields, P& person) {
    fields.personKind("the person", person.kind);
    fields.x("the person's x", person.position.x);
    fields.y("the person's y", person.position.y);
}

template <class Fields, class M>
void markerFields(Fields& fields, M& marker) {
    fields.x("the marker's x", marker.position.x);
    fields.y("the marker's y", marker.position.y);
    fields.id("the marker's id", marker.id);
}

// Format 8 on: a `quest` line for each quest begun, in the order begun:
// its step (from 0; the number of steps once finished) and the monsters of
// that step killed so far.
template <class Fields, class Q>
void questFields(Fields& fields, Q& quest) {
    fields.questKind("the quest", quest.kind);
    const int steps = static_cast<int>(quest.kind->steps.size());
    fields.number("the quest's step", quest.step, 0, steps);
    fields.number("the kills toward the step", quest.tally, 0, kMaxCounter);
    quest.finished = quest.step == steps;
}

template <class Fields, class M>
void monsterFields(Fields& fields, M& monster) {
    // The kind comes first: the bounds after it are the kind's.
    fields.monsterKind("the monster's kind", monster.kind);
    fields.x("the monster's x", monster.position.x);
    fields.y("the monster's y", monster.position.y);
    fields.number("the monster's hp", monster.hp, 1, monster.kind->maxHp);
    fields.number("the monster's energy", monster.energy, 0, mostEnergy(monster.kind->speed));
    fields.mind("the monster's mind", monster.mind);
    fields.x("where the monster last saw the hero's x", monster.lastSeenHero.x);
    fields.y("where the monster last saw the hero's y", monster.lastSeenHero.y);
    fields.flag("whether the monster has somewhere to go", monster.hasWanderGoal);
    fields.x("where the monster is going's x", monster.wanderGoal.x);
    fields.y("where the monster is going's y", monster.wanderGoal.y);
    if (fields.version() >= 5) {
        fields.conditions("the monster's conditions", monster.conditions);
    }
}

}  // namespace delve
