// How the careful bot gets away from what it cannot beat: down the stairs
// on a way nothing can cut, by a scroll or potion it knows, by a gamble on
// one it does not, or away where the foes would be longest in coming; and
// the places of danger it keeps clear of afterwards.
#include <algorithm>

#include "sim/careful_bot.h"
#include "sim/flight.h"
#include "sim/pack_lookup.h"

namespace delve {

namespace {

// Running, she makes for stairs however far.
constexpr int kFarthestStairs = 1000;
// How many places of danger the bot remembers on a floor.
constexpr std::size_t kMostDangers = 24;

}  // namespace

std::optional<Request> CarefulBot::downStairs(const Game& game, const Surroundings& around,
                                             int most) {
    const Hero& hero = game.hero();
    if (!may(Option::Escape)) {
        return std::nullopt;
    }
    if (game.map().terrain(hero.position) == Terrain::StairsDown) {
        return take(Option::Escape, Descend{});
    }
    if (const auto stairs = CarefulBot::stairs(game)) {
        const std::vector<Point> route = game.foresight().travelRoute(*stairs);
        if (!route.empty() && static_cast<int>(route.size()) <= most &&
            game.stage().monsterAt(route.front()) == nullptr && outruns(hero, route, around.foes)) {
            return stepTo(Option::Escape, game, route.front());
        }
    }
    return std::nullopt;
}

std::optional<Request> CarefulBot::escape(const Game& game, const Surroundings& around, bool low) {
    const Hero& hero = game.hero();
    if (!may(Option::Escape)) {
        return std::nullopt;
    }
    if (auto down = downStairs(game, around, kFarthestStairs)) {
        return down;
    }
    for (const char* effect : {"teleport", "descend"}) {
        if (const int slot = knownSlot(game, effect); slot >= 0) {
            return take(Option::Escape, useSlot(slot));
        }
    }
    if (low && !around.adjacent.empty()) {
        // No way out that she knows of: an unknown potion may be healing.
        if (const int slot = unknownSlot(game, ItemClass::Potion); slot >= 0) {
            return take(Option::Escape, useSlot(slot));
        }
    }
    // Nothing faster than she is can be left behind.
    for (const Monster* foe : around.foes) {
        if (foe->speed > hero.speed && chebyshevDistance(foe->position, hero.position) <= 3) {
            return std::nullopt;
        }
    }
    const std::vector<Point> foes = positionsOf(around.foes);
    if (const auto step =
            fleeStep(known(game), game.stage(), hero.position, foes, distances_, safety_)) {
        return stepTo(Option::Escape, game, *step);
    }
    return std::nullopt;
}

void CarefulBot::markDanger(const Surroundings& around) {
    for (const Monster* foe : around.foes) {
        if (floor_.danger.size() < kMostDangers && !nearDanger(foe->position)) {
            floor_.danger.push_back(foe->position);
        }
    }
}

bool CarefulBot::nearDanger(Point cell) const {
    return std::ranges::any_of(floor_.danger, [cell](Point place) {
        return chebyshevDistance(place, cell) <= kDangerReach;
    });
}

}  // namespace delve
