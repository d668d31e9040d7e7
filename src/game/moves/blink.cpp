#include <algorithm>

#include "game/aim.h"
#include "game/moves/move_rule.h"

namespace delve {

namespace {

// A jump to a free cell beside the hero, within `distance` steps and in
// its sight (a wraith closing in).
constexpr std::string_view kBlinkFields[] = {"distance"};

MoveNumbers readBlink(const DataFields& table) {
    return {.distance = table.wholeNumber("distance", 2, 12)};
}

// Where it may land: beside the hero, within `distance` steps of where it
// stands, on a free walkable cell it sees in a straight line.
std::vector<Point> landings(const World& world, const Monster& monster, int distance) {
    std::vector<Point> cells;
    const Map& map = world.map();
    for (Direction direction : kAllDirections) {
        const Point cell = world.hero.position + offset(direction);
        const int steps = chebyshevDistance(monster.position, cell);
        if (!map.contains(cell) || !map.isWalkable(cell) || steps == 0 || steps > distance ||
            world.stage.monsterAt(cell) != nullptr || world.stage.trapAt(cell) != nullptr) {
            continue;
        }
        const std::vector<Point> line = lineToward(monster.position, cell, steps);
        const bool seen =
            std::none_of(line.begin(), line.end(), [&](Point on) { return map.isOpaque(on); });
        if (seen) {
            cells.push_back(cell);
        }
    }
    return cells;
}

bool fitsForBlink(const World& world, const Monster& monster, const MoveNumbers& move) {
    return chebyshevDistance(monster.position, world.hero.position) > 1 &&
           world.monsterSeesHero(monster) && !landings(world, monster, move.distance).empty();
}

void useBlink(World& world, Monster& monster, const MoveNumbers& move) {
    const bool seenBefore = world.canSee(monster);
    world.stage.move(monster, world.rng.pick(landings(world, monster, move.distance)));
    if (seenBefore || world.canSee(monster)) {
        world.say(MessageId::MonsterBlinks, about(monster));
    }
}

}  // namespace

extern const MoveRule kBlink{.word = "blink",
                             .fields = kBlinkFields,
                             .read = readBlink,
                             .fits = fitsForBlink,
                             .use = useBlink};

}  // namespace delve
