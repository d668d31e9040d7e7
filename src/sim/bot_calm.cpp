// What the careful bot does when nothing threatens it: picks up what lies
// underfoot, puts on what it found, learns what its potions and scrolls
// are, rests before it is badly hurt, kills sleepers it can beat while
// they sleep, and moves on (bot_walks.cpp).
#include <algorithm>

#include "game/conditions/condition_rule.h"
#include "game/fight_odds.h"
#include "sim/careful_bot.h"
#include "sim/gear.h"
#include "sim/pack_lookup.h"

namespace delve {

namespace {

// Below this share of her health (in percent) the hero rests before
// going on; before the stairs she rests to the full (bot_walks.cpp).
constexpr int kRestPercent = 70;
// Below this share an unknown potion is worth a try: it may heal.
constexpr int kTryPotionPercent = 50;
// A sleeper is worth waking with a blow when the fight would likely cost
// less than this share of her health (in percent).
constexpr int kStalkPercent = 40;

}  // namespace

std::optional<Request> CarefulBot::calm(const Game& game, const Surroundings& around) {
    if (auto action = tend(game)) {
        return action;
    }
    if (auto action = heal(game)) {
        return action;
    }
    if (auto action = stalk(game, around)) {
        return action;
    }
    if (auto action = chooseFromVault(game)) {
        return action;
    }
    if (auto action = takeOnGuardian(game)) {
        return action;
    }
    return moveOn(game);
}

// Gear, and the potions and scrolls not known yet.
std::optional<Request> CarefulBot::tend(const Game& game) {
    const Hero& hero = game.hero();
    if (worthTakingUnderfoot(game) && may(Option::PickUp)) {
        return take(Option::PickUp, PickUpItems{});
    }
    if (const int slot = gearToUse(hero); slot >= 0 && may(Option::Equip)) {
        return take(Option::Equip, useSlot(slot));
    }
    if (const int identify = knownSlot(game, "identify"); identify >= 0) {
        int unknown = unknownSlot(game, ItemClass::Potion);
        if (unknown < 0) {
            unknown = unknownSlot(game, ItemClass::Scroll);
        }
        if (unknown >= 0 && may(Option::Identify)) {
            return take(Option::Identify, UseItem{identify, std::nullopt, unknown});
        }
    }
    if (const int enchanting = knownSlot(game, "enchant");
        enchanting >= 0 && may(Option::Enchant)) {
        if (const std::optional<EquipSlot> into = worthEnchanting(hero)) {
            return take(Option::Enchant, UseItem{enchanting, std::nullopt, -1, *into});
        }
    }
    // A scroll read in safety is learnt; one that must be aimed is only
    // recognised, and kept for when it is wanted.
    if (const int slot = unknownSlot(game, ItemClass::Scroll);
        slot >= 0 && may(Option::ReadUnknown)) {
        return take(Option::ReadUnknown, useSlot(slot));
    }
    if (const int slot = gearToDrop(hero); slot >= 0 && may(Option::Drop)) {
        return take(Option::Drop, DropItem{slot});
    }
    return std::nullopt;
}

std::optional<Request> CarefulBot::chooseFromVault(const Game& game) {
    const Hero& hero = game.hero();
    const FloorItem* best = nullptr;
    for (const FloorItem& lying : game.stage().items()) {
        if (lying.pedestal && game.map().isExplored(lying.at) && hero.pack.hasRoomFor(lying.item) &&
            (best == nullptr || vaultWorth(hero, lying.item) > vaultWorth(hero, best->item))) {
            best = &lying;
        }
    }
    if (best == nullptr || !may(Option::PickUp)) {
        return std::nullopt;
    }
    if (best->at == hero.position) {
        return take(Option::PickUp, PickUpItems{});
    }
    const Point goal = best->at;
    return walkToward(Option::PickUp, game, std::span<const Point>(&goal, 1), false);
}

std::optional<Request> CarefulBot::heal(const Game& game) {
    const Hero& hero = game.hero();
    const bool hurt = hero.hp * 100 < hero.maxHp * kRestPercent;
    if (!hurt) {
        return std::nullopt;
    }
    if (const auto condition = haltingCondition(hero)) {
        const int antidote = knownSlot(game, "cure");
        if (*condition == ConditionKind::Poisoned && antidote >= 0 && may(Option::WaitOut)) {
            return take(Option::WaitOut, useSlot(antidote));
        }
        // No rest while poisoned, bleeding or confused: it wears off.
        if (may(Option::WaitOut)) {
            return take(Option::WaitOut, Search{1});
        }
    }
    if (hero.hp * 100 < hero.maxHp * kTryPotionPercent && may(Option::DrinkUnknown)) {
        if (const int slot = unknownSlot(game, ItemClass::Potion); slot >= 0) {
            return take(Option::DrinkUnknown, useSlot(slot));
        }
    }
    if (may(Option::Rest)) {
        return take(Option::Rest, Rest{true});
    }
    return std::nullopt;
}

// A sleeper it can beat is struck in its sleep, the sneak attack landing
// for certain and hard. Once chosen (a wanderer too, fight()'s choice), it
// is crept up on even while a corner hides it.
std::optional<Request> CarefulBot::stalk(const Game& game, const Surroundings& around) {
    const Hero& hero = game.hero();
    if (!may(Option::Stalk) || restless()) {
        return std::nullopt;
    }
    for (const Monster* sleeper : around.sleepers) {
        const Monster* one[] = {sleeper};
        if (fightCost(hero, one, true) * 100 < hero.hp * kStalkPercent) {
            floor_.stalked = sleeper->position;
            floor_.stalkUntil = game.turn() + kStalking;
            break;
        }
    }
    // Given up on, reached, or seen gone from where it was.
    if (floor_.stalked && (game.turn() > floor_.stalkUntil || *floor_.stalked == hero.position ||
                           (game.map().isVisible(*floor_.stalked) &&
                            game.stage().monsterAt(*floor_.stalked) == nullptr))) {
        floor_.stalked.reset();
    }
    if (!floor_.stalked) {
        return std::nullopt;
    }
    const std::vector<Point> route = game.foresight().travelRoute(*floor_.stalked);
    if (route.empty()) {
        floor_.stalked.reset();
        return std::nullopt;
    }
    return stepTo(Option::Stalk, game, route.front());
}

}  // namespace delve
