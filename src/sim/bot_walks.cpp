// Where the careful bot walks when nothing threatens it: the game's own
// Explore while it will go, its own steps where it will not (a monster in
// view, places of danger to go round), then rested to the stairs and down;
// with no stairs found, past known traps, then searching for secret doors.
#include <algorithm>

#include "game/conditions/condition_rule.h"
#include "game/known_floor.h"
#include "sim/careful_bot.h"
#include "sim/pack_lookup.h"

namespace delve {

using namespace std::literals;

namespace {

// Choices on one floor after which the bot stops exploring it and makes
// for the stairs: a floor where it keeps going round in circles.
constexpr int kChoicesPerFloor = 2500;
// Turns searched at each spot where a secret door may be, and how far a
// search reaches (deeds/search_around.cpp).
constexpr int kSearchTurns = 15;
constexpr int kSearchReach = 2;
// What a step near a place of danger counts as, in steps.
constexpr int kDangerSteps = 12;

// Cells the hero can stand on beside a wall with unseen cells behind it:
// where a secret door could lead on.
std::vector<Point> searchSpots(const Map& map, const StepCosts& known) {
    std::vector<Point> spots;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            const Point cell{x, y};
            if (!known.isPassable(cell)) {
                continue;
            }
            const bool beside = std::ranges::any_of(kAllDirections, [&](Direction d) {
                const Point wall = cell + offset(d);
                const Point beyond = wall + offset(d);
                return map.isExplored(wall) && !known.isPassable(wall) && map.contains(beyond) &&
                       !map.isExplored(beyond);
            });
            if (beside) {
                spots.push_back(cell);
            }
        }
    }
    return spots;
}

}  // namespace

// Explore the floor, then rest to the full and take the stairs. A floor
// with monsters on it she cannot beat is left as soon as she knows the way
// down, and explored meanwhile on her own legs, keeping clear of them.
std::optional<Request> CarefulBot::moveOn(const Game& game) {
    const Hero& hero = game.hero();
    const auto stairs = CarefulBot::stairs(game);
    const bool explored = knowledge(game) == floor_.exploredAt;
    const bool tired = floor_.choicesHere > kChoicesPerFloor || restless();
    const bool leaving = explored || tired || (stairs && !floor_.danger.empty()) || floor_.homeward;
    if (!leaving) {
        if (!floor_.danger.empty()) {
            if (auto step = wander(game, false)) {
                return step;
            }
        }
        if (may(Option::Explore)) {
            return take(Option::Explore, Explore{true});
        }
        if (auto step = wander(game, false)) {
            return step;
        }
    }
    if (stairs && hero.hp < hero.maxHp && !haltingCondition(hero) && may(Option::Rest)) {
        return take(Option::Rest, Rest{true});
    }
    if (stairs) {
        // The game's travel knows nothing of danger: near it, the bot
        // walks on its own legs, round it where there is a way.
        const bool onStairs = *stairs == hero.position;
        if ((onStairs || floor_.danger.empty()) && may(Option::Descend)) {
            return take(Option::Descend,
                        floor_.homeward ? Request{Ascend{true}} : Request{Descend{true}});
        }
        // No safe way the game's travel will take: over the traps she
        // knows, then.
        const Point goal[] = {*stairs};
        if (auto step = walkToward(Option::WalkToStairs, game, goal, true)) {
            return step;
        }
    }
    // No stairs seen: a map, a way down, or the edge beyond known traps.
    for (const char* effect : {"magic_mapping", "descend"}) {
        const int slot = knownSlot(game, effect);
        if (slot >= 0 && may(Option::Descend) && !(floor_.homeward && effect == "descend"sv)) {
            return take(Option::Descend, useSlot(slot));
        }
    }
    // Nowhere new to go stays so until more of the floor is seen.
    if (floor_.nowhereAt != knowledge(game)) {
        if (auto step = wander(game, true)) {
            return step;
        }
        floor_.nowhereAt = knowledge(game);
    }
    return searchForDoors(game);
}

void CarefulBot::noteGuardian(const Game& game) {
    const std::string& guardian = game.plan().guardian;
    for (const Monster& monster : game.stage().monsters()) {
        if (monster.kind->id == guardian && game.canSee(monster)) {
            floor_.guardian = monster.position;
        }
    }
}

std::optional<Request> CarefulBot::takeOnGuardian(const Game& game) {
    const Hero& hero = game.hero();
    if (!floor_.guardian || homeward(game)) {
        return std::nullopt;
    }
    const bool explored = knowledge(game) == floor_.exploredAt;
    const bool tired = floor_.choicesHere > kChoicesPerFloor || restless();
    if (!floor_.committed && !explored && !tired) {
        return std::nullopt;
    }
    if (!floor_.committed && hero.hp < hero.maxHp && !haltingCondition(hero) && may(Option::Rest)) {
        return take(Option::Rest, Rest{true});
    }
    floor_.committed = true;
    // Where it was seen last, until she finds it gone from there.
    if (hero.position == *floor_.guardian) {
        floor_.guardian.reset();
        return std::nullopt;
    }
    const std::vector<Point> route = game.foresight().travelRoute(*floor_.guardian);
    if (route.empty()) {
        return std::nullopt;
    }
    return stepTo(Option::Approach, game, route.front());
}

// Somewhere a secret door hides the rest: search a while at a spot beside
// a wall with unseen floor beyond, then at the nearest spot that search
// did not reach, and round again once every one has been searched.
std::optional<Request> CarefulBot::searchForDoors(const Game& game) {
    const Point hero = game.hero().position;
    if (floor_.searchSpot == hero && may(Option::Search)) {
        floor_.searchSpot.reset();
        floor_.searched.push_back(hero);
        return take(Option::Search, Search{kSearchTurns});
    }
    if (!floor_.searchSpot) {
        floor_.searchSpot = nextSearchSpot(game);
        if (!floor_.searchSpot) {
            return std::nullopt;
        }
    }
    const Point goal[] = {*floor_.searchSpot};
    if (auto step = walkToward(Option::Search, game, goal, true)) {
        return step;
    }
    floor_.searched.push_back(*floor_.searchSpot);  // out of reach: not again this round
    floor_.searchSpot.reset();
    return std::nullopt;
}

std::optional<Point> CarefulBot::nextSearchSpot(const Game& game) {
    const Point hero = game.hero().position;
    const auto covered = [this](Point spot) {
        return std::ranges::any_of(floor_.searched, [spot](Point done) {
            return chebyshevDistance(spot, done) <= kSearchReach;
        });
    };
    for (int round = 0; round < 2; ++round) {
        std::vector<Point> nearest;
        int best = 0;
        for (Point spot : searchSpots(game.map(), known(game))) {
            const int distance = chebyshevDistance(spot, hero);
            if (covered(spot) || (!nearest.empty() && distance > best)) {
                continue;
            }
            if (nearest.empty() || distance < best) {
                nearest.clear();
                best = distance;
            }
            nearest.push_back(spot);
        }
        if (!nearest.empty()) {
            return nearest[rng_.below(static_cast<std::uint32_t>(nearest.size()))];
        }
        floor_.searched.clear();  // every spot searched: round again
    }
    return std::nullopt;
}

std::optional<Request> CarefulBot::wander(const Game& game, bool overKnownTraps) {
    const Map& map = game.map();
    const Point hero = game.hero().position;
    std::vector<Point> goals;
    std::vector<Point> risky;
    for (Point cell : unexploredEdge(map, known(game, overKnownTraps))) {
        (nearDanger(cell) ? risky : goals).push_back(cell);
    }
    for (const FloorItem& item : game.stage().items()) {
        if (worthTaking(game, item) && item.at != hero) {
            (nearDanger(item.at) ? risky : goals).push_back(item.at);
        }
    }
    if (auto step = walkToward(Option::Wander, game, goals, overKnownTraps)) {
        return step;
    }
    return walkToward(Option::Wander, game, risky, overKnownTraps);
}

std::optional<Request> CarefulBot::walkToward(Option option, const Game& game,
                                             std::span<const Point> goals, bool overKnownTraps) {
    if (goals.empty() || !may(option)) {
        return std::nullopt;
    }
    StepCosts costs = known(game, overKnownTraps);
    // Past the monsters in view; one that runs from her is struck if it
    // stands in the way.
    for (const Monster& monster : game.stage().monsters()) {
        if (game.canSee(monster) && monster.mind != MonsterMind::Fleeing) {
            costs.block(monster.position);
        }
    }
    // Near danger a step counts as many: she goes round if there is a way.
    for (Point place : floor_.danger) {
        for (int dy = -kDangerReach; dy <= kDangerReach; ++dy) {
            for (int dx = -kDangerReach; dx <= kDangerReach; ++dx) {
                const Point cell = place + Point{dx, dy};
                if (costs.isPassable(cell)) {
                    costs.set(cell, kStepCost * kDangerSteps);
                }
            }
        }
    }
    distances_.compute(costs, goals);
    const auto next = distances_.downhill(game.hero().position);
    if (!next) {
        return std::nullopt;
    }
    return stepTo(option, game, *next, overKnownTraps);
}

}  // namespace delve
