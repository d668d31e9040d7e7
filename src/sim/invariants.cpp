#include "sim/invariants.h"

#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "core/bounds.h"
#include "game/items/charges.h"
#include "game/items/enchanting.h"
#include "game/items/vault.h"
#include "game/properties/property.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"

namespace delve {
namespace {

std::string at(Point cell) {
    return " at " + std::to_string(cell.x) + "," + std::to_string(cell.y);
}

// A thing's count fits its kind, and so does its enchantment: none on what
// cannot take it, never past the most.
std::optional<std::string> brokenThing(const Item& item, const std::string& where) {
    if (item.count < 1 || item.count > kMaxStack) {
        return item.kind->id + " " + where + " counts " + std::to_string(item.count);
    }
    if (item.count > 1 && !item.kind->stacks()) {
        return item.kind->id + " " + where + " is a stack of a kind that does not stack";
    }
    const int most = enchantable(*item.kind) ? kMostEnchantment : 0;
    if (item.enchantment < 0 || item.enchantment > most) {
        return item.kind->id + " " + where + " is enchanted " + std::to_string(item.enchantment) +
               ", outside 0.." + std::to_string(most);
    }
    const int charged = zappable(*item.kind) ? mostCharges(item) : 0;
    if (item.charges < 0 || item.charges > charged) {
        return item.kind->id + " " + where + " holds " + std::to_string(item.charges) +
               " charges, outside 0.." + std::to_string(charged);
    }
    if (item.recharge < 0 || (item.recharge > 0 && item.recharge >= turnsPerCharge(item))) {
        return item.kind->id + " " + where + " has gathered " + std::to_string(item.recharge) +
               " turns toward a charge";
    }
    if (item.property && !takesProperty(*item.kind, *item.property)) {
        return item.kind->id + " " + where + " holds the property " +
               std::string(propertyWord(*item.property)) + ", which its kind cannot";
    }
    if (item.kind->itemClass == ItemClass::Wand && item.charges == 0) {
        return item.kind->id + " " + where + " is a wand with no charge that did not crumble";
    }
    return std::nullopt;
}

std::optional<std::string> brokenConditions(const Actor& actor, const std::string& who) {
    std::vector<ConditionKind> seen;
    for (const Condition& condition : actor.conditions.all()) {
        if (condition.turnsLeft <= 0) {
            return who + " has a condition with no turns left";
        }
        if (std::ranges::count(seen, condition.kind) > 0) {
            return who + " has the same condition twice";
        }
        seen.push_back(condition.kind);
    }
    return std::nullopt;
}

std::optional<std::string> brokenHero(const Game& game) {
    const Hero& hero = game.hero();
    if (!game.map().isWalkable(hero.position)) {
        return "the hero stands in a wall" + at(hero.position);
    }
    if (hero.hp < 0 || hero.hp > hero.maxHp) {
        return "the hero's health " + std::to_string(hero.hp) + " is outside 0.." +
               std::to_string(hero.maxHp);
    }
    if (hero.mana < 0 || hero.mana > hero.maxMana) {
        return "the hero's mana " + std::to_string(hero.mana) + " is outside 0.." +
               std::to_string(hero.maxMana);
    }
    if (hero.gold < 0 || hero.gold > kMaxCounter) {
        return "the hero's gold is " + std::to_string(hero.gold);
    }
    if (hero.pack.size() > Pack::kSlots) {
        return "the pack holds " + std::to_string(hero.pack.size()) + " things";
    }
    for (const Item& item : hero.pack.items()) {
        if (auto broken = brokenThing(item, "in the pack")) {
            return broken;
        }
    }
    for (EquipSlot slot : kAllEquipSlots) {
        if (const auto& item = hero.equipment.in(slot)) {
            if (auto broken = brokenThing(*item, "worn")) {
                return broken;
            }
        }
    }
    // (A won run stops the moment the Amulet is taken.)
    if (hero.alive() && !game.isOver() && hero.energy < kActionEnergy) {
        return "the hero is asked to act without the energy to";
    }
    return brokenConditions(hero, "the hero");
}

std::optional<std::string> brokenFloor(const Game& game) {
    const Map& map = game.map();
    const Stage& stage = game.stage();
    int onPedestals = 0;
    for (const FloorItem& lying : stage.items()) {
        if (!map.isWalkable(lying.at)) {
            return lying.item.kind->id + " lies in a wall" + at(lying.at);
        }
        // A vault holds at most its most, one thing to a pedestal (an arrow
        // may come down beside one).
        const auto sharing = std::ranges::count_if(stage.items(), [&](const FloorItem& other) {
            return other.pedestal && other.at == lying.at;
        });
        if (lying.pedestal && (++onPedestals > kMostInAVault || sharing > 1)) {
            return "a vault's pedestals hold too much" + at(lying.at);
        }
        if (auto broken = brokenThing(lying.item, "on the floor" + at(lying.at))) {
            return broken;
        }
    }
    std::set<std::pair<int, int>> traps;
    for (const Trap& trap : stage.traps()) {
        if (!map.isWalkable(trap.at)) {
            return "a trap in a wall" + at(trap.at);
        }
        if (!traps.insert({trap.at.x, trap.at.y}).second || stage.trapAt(trap.at) != &trap) {
            return "two traps share a cell" + at(trap.at);
        }
    }
    std::set<std::pair<int, int>> taken{{game.hero().position.x, game.hero().position.y}};
    for (const Monster& monster : stage.monsters()) {
        const std::string who = "the " + monster.kind->id + at(monster.position);
        if (!map.isWalkable(monster.position)) {
            return who + " stands in a wall";
        }
        if (monster.hp <= 0 || monster.hp > monster.kind->maxHp) {
            return who + " has health " + std::to_string(monster.hp);
        }
        if (!taken.insert({monster.position.x, monster.position.y}).second) {
            return who + " shares its cell";
        }
        if (stage.monsterAt(monster.position) != &monster) {
            return who + " is not found where it stands";
        }
        if (auto broken = brokenConditions(monster, who)) {
            return broken;
        }
    }
    for (const Person& person : stage.people()) {
        const std::string who = "the " + person.kind->id + at(person.position);
        if (!map.isWalkable(person.position)) {
            return who + " stands in a wall";
        }
        if (!taken.insert({person.position.x, person.position.y}).second) {
            return who + " shares a cell";
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> brokenInvariant(const Game& game) {
    if (auto broken = brokenHero(game)) {
        return broken;
    }
    return brokenFloor(game);
}

std::optional<std::string> brokenSaveTrip(const Game& game, const RulesPtr& rules) {
    const std::string text = saveGame(game);
    try {
        const Game again = loadGame(text, "the soak's save", rules);
        if (stateHash(again) != stateHash(game)) {
            return "the saved game loads with another state hash";
        }
        if (saveGame(again) != text) {
            return "the saved game loads and saves as other text";
        }
    } catch (const SaveError& error) {
        return std::string("the game's own save is refused: ") + error.what();
    }
    return std::nullopt;
}

}  // namespace delve
