#include <optional>

#include "game/deeds/deed.h"
#include "game/moves/move_rule.h"

namespace delve {

namespace {

// Steps back while the hero is within `distance` cells, so that its spit or
// bolt can go on (a naga keeping out of reach).
constexpr std::string_view kKeepDistanceFields[] = {"distance"};

MoveNumbers readKeepDistance(const DataFields& table) {
    return {.distance = table.wholeNumber("distance", 1, 8)};
}

// The free neighbouring cell farthest from the hero, if it is farther than
// where the monster stands; the first such in the order of the directions.
std::optional<Point> stepBack(const World& world, const Monster& monster) {
    const Point hero = world.hero.position;
    std::optional<Point> best;
    int bestDistance = chebyshevDistance(monster.position, hero);
    for (Direction direction : kAllDirections) {
        const Point cell = monster.position + offset(direction);
        const int distance = chebyshevDistance(cell, hero);
        if (distance > bestDistance && world.map().isWalkable(cell) &&
            world.stage.monsterAt(cell) == nullptr && world.stage.trapAt(cell) == nullptr) {
            best = cell;
            bestDistance = distance;
        }
    }
    return best;
}

// Cornered, it has nowhere to step back to, and fights.
bool fitsForKeepDistance(const World& world, const Monster& monster, const MoveNumbers& move) {
    return chebyshevDistance(monster.position, world.hero.position) <= move.distance &&
           world.monsterSeesHero(monster) && stepBack(world, monster).has_value();
}

void useKeepDistance(World& world, Monster& monster, const MoveNumbers&) {
    if (const auto to = stepBack(world, monster)) {
        perform(world, monster, Walk{directionOfStep(monster.position, *to)});
    }
}

}  // namespace

extern const MoveRule kKeepDistance{.word = "keep_distance",
                                    .fields = kKeepDistanceFields,
                                    .read = readKeepDistance,
                                    .fits = fitsForKeepDistance,
                                    .use = useKeepDistance};

}  // namespace delve
