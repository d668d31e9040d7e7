#pragma once

// A small fixed table of items and the looks that hide potions and scrolls,
// beside support/test_rules.h's monsters and classes, so that changing the
// balance in data/items.toml never changes what an item test means; and
// runs on levels written as text that use it.

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "content/english.h"
#include "game/bolts/bolt_rule.h"
#include "game/effects/item_effect.h"
#include "game/game.h"
#include "keep/save_codec.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve::testing {

// test_rules.h's monsters and classes, with these items:
//
// | id | class | what it does |
// | --- | --- | --- |
// | potion_of_healing | potion | heals 10 |
// | potion_of_haste | potion | hastes for 5 turns |
// | scroll_of_fireball | scroll | burns 5 in a blast of radius 2 |
// | scroll_of_identify | scroll | names a thing in the pack |
// | sword | weapon | 1d6+1, accuracy +5 |
// | dagger | weapon | 1d3, accuracy +10 |
// | shortbow | bow | 1d6, range 8 |
// | arrow | arrows | by the handful |
// | dart | missile | 1d3, thrown |
// | leather_armour | armour | defence 5, no slowness |
// | plate_armour | armour | defence 20, slowness 10 |
// | ring_of_protection | ring | defence +5 |
// | ring_of_far_sight | ring | sight +2 |
// | gold | gold | |
// | amulet | amulet | never found by chance |
// | scroll_of_enchanting | scroll | +1 into one weapon, bow, armour, ring or staff |
// | staff_of_lightning | staff | 5 to every monster in a line of 8; 2 charges, one back in 10 turns
// | | staff_of_slowness | staff | slows the first monster in a line of 8 for 6 turns; 2 charges |
// | wand_of_teleport_other | wand | sends the first monster away; 2 charges |
//
// and three looks for potions (amber, azure, crimson) and three for
// scrolls (xoth, zelgo, elbib).
inline RulesPtr itemRules() {
    static const RulesPtr shared = [] {
        auto table = std::make_shared<Rules>(*rules());
        auto add = [&](const std::string& id, ItemClass itemClass, char32_t glyph) -> ItemKind& {
            ItemKind kind;
            kind.id = id;
            std::string name = id;
            for (char& c : name) {
                c = c == '_' ? ' ' : c;
            }
            kind.name = {name, {}};
            kind.itemClass = itemClass;
            kind.glyph = glyph;
            kind.colour = Colour{200, 200, 200};
            kind.rarity = 10;
            table->items.push_back(kind);
            return table->items.back();
        };
        auto potion = [&](const std::string& id, ItemClass itemClass, const char* effect,
                          int power) {
            ItemKind& kind = add(id, itemClass, itemClass == ItemClass::Potion ? U'!' : U'?');
            kind.effect = effectOfWord(effect);
            kind.power = power;
        };
        potion("potion_of_healing", ItemClass::Potion, "heal", 10);
        potion("potion_of_haste", ItemClass::Potion, "haste", 5);
        potion("scroll_of_fireball", ItemClass::Scroll, "fireball", 5);
        potion("scroll_of_identify", ItemClass::Scroll, "identify", 0);
        ItemKind& sword = add("sword", ItemClass::Weapon, U')');
        sword.damage = Dice{1, 6, 1};
        sword.accuracy = 5;
        ItemKind& dagger = add("dagger", ItemClass::Weapon, U')');
        dagger.damage = Dice{1, 3, 0};
        dagger.accuracy = 10;
        ItemKind& bow = add("shortbow", ItemClass::Bow, U'}');
        bow.damage = Dice{1, 6, 0};
        bow.range = 8;
        ItemKind& arrow = add("arrow", ItemClass::Arrows, U'(');
        arrow.leastFound = 4;
        arrow.mostFound = 10;
        arrow.breaks = 30;
        ItemKind& dart = add("dart", ItemClass::Missile, U'(');
        dart.damage = Dice{1, 3, 0};
        dart.range = 6;
        dart.leastFound = 3;
        dart.mostFound = 8;
        ItemKind& leather = add("leather_armour", ItemClass::Armour, U'[');
        leather.defence = 5;
        ItemKind& plate = add("plate_armour", ItemClass::Armour, U'[');
        plate.defence = 20;
        plate.noise = 3;
        plate.slowness = 10;
        ItemKind& protection = add("ring_of_protection", ItemClass::Ring, U'=');
        protection.ring = RingPower::Protection;
        protection.power = 5;
        ItemKind& sight = add("ring_of_far_sight", ItemClass::Ring, U'=');
        sight.ring = RingPower::Sight;
        sight.power = 2;
        ItemKind& gold = add("gold", ItemClass::Gold, U'$');
        gold.leastFound = 5;
        gold.mostFound = 30;
        ItemKind& amulet = add("amulet", ItemClass::Amulet, U'"');
        amulet.rarity = 0;
        potion("scroll_of_enchanting", ItemClass::Scroll, "enchant", 1);
        auto zapped = [&](const std::string& id, ItemClass itemClass, const char* bolt) {
            ItemKind& kind = add(id, itemClass, itemClass == ItemClass::Staff ? U'/' : U'-');
            kind.bolt = boltOfWord(bolt);
            kind.range = 8;
            kind.charges = 2;
            kind.recharge = itemClass == ItemClass::Staff ? 10 : 0;
            return &kind;
        };
        zapped("staff_of_lightning", ItemClass::Staff, "lightning")->damage = Dice{1, 1, 4};
        zapped("staff_of_slowness", ItemClass::Staff, "slowing")->power = 6;
        zapped("wand_of_teleport_other", ItemClass::Wand, "teleporting");
        auto look = [&](const std::string& id, ItemClass itemClass, const std::string& name) {
            table->looks.push_back(ItemLook{id, itemClass, {name, {}}, Colour{100, 100, 100}});
        };
        look("amber", ItemClass::Potion, "amber potion");
        look("azure", ItemClass::Potion, "azure potion");
        look("crimson", ItemClass::Potion, "crimson potion");
        look("xoth", ItemClass::Scroll, "scroll labelled XOTH");
        look("zelgo", ItemClass::Scroll, "scroll labelled ZELGO");
        look("elbib", ItemClass::Scroll, "scroll labelled ELBIB");
        return RulesPtr(table);
    }();
    return shared;
}

// A run of `itemRules()` on a level written as text.
inline Game itemGame(const std::string& name, const std::string& level,
                     const std::string& heroClass = "fighter") {
    const TempLevel file("items_" + name, level);
    return Game(GameOptions{11, heroClass, file.level(), itemRules()});
}

// Drinks, reads, wields, wears or puts on a slot of the pack, aiming at
// nothing.
inline UseItem use(int slot) {
    return UseItem{slot, std::nullopt};
}

// Steps east `steps` times, picking up what lies on each cell.
inline void pickUpEast(Game& game, int steps) {
    for (int i = 0; i < steps; ++i) {
        game.act(Step{Direction::East});
        game.act(PickUpItems{});
    }
}

// The pack's slot holding a kind, or -1.
inline int slotOf(const Game& game, const std::string& id) {
    const ItemKind* kind = game.rules().item(id);
    return kind == nullptr ? -1 : game.hero().pack.slotOf(*kind);
}

// The ids of the pack's kinds, slot by slot.
inline std::vector<std::string> packIds(const Game& game) {
    std::vector<std::string> ids;
    for (const Item& item : game.hero().pack.items()) {
        ids.push_back(item.kind->id);
    }
    return ids;
}

// The id of what is in use in a place, or "" for nothing.
inline std::string wornId(const Game& game, EquipSlot slot) {
    const std::optional<Item>& item = game.hero().equipment.in(slot);
    return item ? item->kind->id : std::string();
}

// Whether the log holds a line of that sentence, and the newest line's.
inline bool saidEver(const Game& game, MessageId id) {
    for (const Message& message : game.log().messages()) {
        if (message.said.id == id) {
            return true;
        }
    }
    return false;
}

inline std::optional<MessageId> lastSaid(const Game& game) {
    if (game.log().messages().empty()) {
        return std::nullopt;
    }
    return game.log().messages().back().said.id;
}

// The same run with the hero's hp set, by rewriting the hero's line of its
// save (`hero CLASS X Y HP ...`), as command_games.h's withHeroHealth does
// for runs without items.
inline Game withHeroHp(const Game& game, int hp) {
    std::istringstream lines(saveGame(game));
    std::string text;
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("hero ", 0) == 0) {
            std::size_t start = 0;
            for (int field = 0; field < 4; ++field) {
                start = line.find(' ', start) + 1;
            }
            line.replace(start, line.find(' ', start) - start, std::to_string(hp));
        }
        text += line + "\n";
    }
    return loadGame(text, "edited save", itemRules());
}

}  // namespace delve::testing
