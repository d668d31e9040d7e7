// What the careful bot does with a threatening monster in view: drink when
// low, run from what it cannot beat (bot_escape.cpp), meet several in a
// corridor, shoot or cast at what comes (bot_ranged.cpp), strike what is
// beside it, and wait for what hunts it to come.
#include <algorithm>

#include "game/fight_odds.h"
#include "sim/careful_bot.h"
#include "sim/choke_point.h"
#include "sim/flight.h"
#include "sim/pack_lookup.h"

namespace delve {

namespace {

// Below this share of her health (in percent), the hero is low.
constexpr int kLowPercent = 35;
// A fight is taken on only when its likely cost, times this (in percent),
// is less than the health the hero can count on: luck runs both ways.
constexpr int kMarginPercent = 170;
// How far the bot looks for a corridor to step back into.
constexpr int kChokeReach = 4;
// Turns it waits for a monster to come before going to meet it.
constexpr int kPatience = 4;
// Turns it waits in a corridor for hunters gone out of view.
constexpr int kLurking = 6;
// Turns it keeps running once it has started.
constexpr int kRunning = 8;
// Below this share of her health (in percent), hunted, she takes stairs
// this near rather than fight.
constexpr int kHurtPercent = 50;
constexpr int kNearStairs = 10;

}  // namespace

std::optional<Request> CarefulBot::fight(const Game& game, const Surroundings& around) {
    const Hero& hero = game.hero();
    if (std::ranges::any_of(around.foes, [](const Monster* foe) { return foe->hunting(); })) {
        floor_.huntedAt = game.turn();
    }
    const bool oneAtATime = openSides(known(game), hero.position) <= 2;
    const int healing = knownSlot(game, "heal");
    int reserve = hero.hp;
    if (healing >= 0) {
        reserve += knownCount(game, "heal") * hero.pack.at(healing).kind->power;
    }
    const bool low = hero.hp * 100 <= hero.maxHp * kLowPercent;
    const bool close = around.nearest <= 2;
    if (low && close && healing >= 0 && may(Option::Drink)) {
        return take(Option::Drink, useSlot(healing));
    }
    // Beyond her where she stands, or only where one at a time can reach.
    const auto beyond = [&](bool oneByOne) {
        return fightCost(hero, around.foes, oneByOne) * kMarginPercent / 100 >= reserve;
    };
    // Gone to fight the Guardian, she does not turn back.
    const bool hopeless = !floor_.committed && beyond(oneAtATime);
    const bool outmatched = !floor_.committed && (oneAtATime ? beyond(false) : hopeless);
    if (outmatched) {
        markDanger(around);
    }
    if (hopeless) {
        floor_.runUntil = game.turn() + kRunning;
    }
    // Gone round in circles running from what does not follow, she stops
    // running unless it hurts her: the way on lies past it.
    if (game.turn() <= floor_.runUntil && (!restless() || low)) {
        if (auto away = escape(game, around, low)) {
            return away;
        }
    }
    // Hurt and hunted with the stairs near: down, rather than a fight.
    if (hero.hp * 100 < hero.maxHp * kHurtPercent && game.turn() == floor_.huntedAt &&
        !floor_.committed) {
        if (auto down = downStairs(game, around, kNearStairs)) {
            return down;
        }
    }
    // Several coming: first step back where only one can reach her.
    const auto hunters =
        std::ranges::count_if(around.foes, [](const Monster* foe) { return foe->hunting(); });
    if (hunters >= 2 && !oneAtATime && !restless() && may(Option::Choke)) {
        const std::vector<Point> foes = positionsOf(around.foes);
        const auto step = stepToChoke(known(game), hero.position, foes, kChokeReach);
        if (step && *step != hero.position) {
            return stepTo(Option::Choke, game, *step);
        }
    }
    if (auto used = skill(game, around, hopeless, low)) {
        return used;
    }
    if (auto shot = ranged(game, around.foes, hopeless)) {
        return shot;
    }
    return meet(game, around, outmatched);
}

std::optional<Request> CarefulBot::lurk(const Game& game) {
    floor_.held = 0;
    const bool lately = game.turn() - floor_.huntedAt <= kLurking;
    if (lately && !restless() && openSides(known(game), game.hero().position) <= 2 &&
        may(Option::Hold)) {
        return take(Option::Hold, Wait{});
    }
    return std::nullopt;
}

// Strikes what is beside her, waits for what hunts her, and goes to meet
// what has not noticed her, if she could beat it in the open.
std::optional<Request> CarefulBot::meet(const Game& game, const Surroundings& around,
                                        bool outmatched) {
    const Hero& hero = game.hero();
    if (!around.adjacent.empty() && may(Option::Strike)) {
        const Monster* weakest =
            *std::ranges::min_element(around.adjacent, [&hero](const Monster* a, const Monster* b) {
                return turnsToKill(hero, *a) < turnsToKill(hero, *b);
            });
        floor_.held = 0;
        return stepTo(Option::Strike, game, weakest->position);
    }
    // One that hunts her comes of itself: the first blow is hers if she
    // waits. One that has not noticed her is met unawares.
    const bool coming =
        std::ranges::any_of(around.foes, [](const Monster* foe) { return foe->hunting(); });
    if (coming && floor_.held < kPatience && !restless() && may(Option::Hold)) {
        ++floor_.held;
        return take(Option::Hold, Wait{});
    }
    if (!may(Option::Approach)) {
        return std::nullopt;
    }
    const Monster* nearest =
        *std::ranges::min_element(around.foes, [&hero](const Monster* a, const Monster* b) {
            return chebyshevDistance(a->position, hero.position) <
                   chebyshevDistance(b->position, hero.position);
        });
    // Not where it met more than it could take, even if fewer show now;
    // unless that is the only way on.
    if ((outmatched || nearDanger(nearest->position)) && !desperate()) {
        return std::nullopt;
    }
    if (around.nearest > 2 && worthTakingUnderfoot(game) && may(Option::PickUp)) {
        return take(Option::PickUp, PickUpItems{});
    }
    const std::vector<Point> route = game.foresight().travelRoute(nearest->position);
    if (route.empty()) {
        return std::nullopt;
    }
    floor_.held = 0;
    if (!nearest->hunting()) {
        // Crept up on even when it steps out of view (calm's stalk).
        floor_.stalked = nearest->position;
        floor_.stalkUntil = game.turn() + kStalking;
    }
    return stepTo(Option::Approach, game, route.front());
}

}  // namespace delve
