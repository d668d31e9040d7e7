#include "hunters.h"

#include "bench_maps.h"
#include "core/rng.h"
#include "map/dijkstra_map.h"
#include "map/path_costs.h"

namespace delve::bench {

std::shared_ptr<const Level> caveLevel() {
    static const std::shared_ptr<const Level> cave = [] {
        const GeneratedFloor& floor = benchMaps(Ground::Cave).front().floor;
        auto level = std::make_shared<Level>();
        level->source = "cave1000";
        level->name = "The Cave";
        level->map = floor.map;
        level->start = floor.start;
        return level;
    }();
    return cave;
}

void addHunters(Game& game, int count, std::uint64_t seed) {
    // Only where there is a way to the hero (not behind a secret door).
    DijkstraMap reach;
    reach.compute(stepCostsFor(game.map()), game.hero().position);
    const MonsterKind& orc = *game.rules().monster("orc");
    Rng scatter(seed);
    for (int placed = 0; placed < count;) {
        const Point cell{scatter.roll(0, game.map().width() - 1),
                         scatter.roll(0, game.map().height() - 1)};
        if (game.map().isWalkable(cell) && reach.reached(cell) &&
            game.stage().monsterAt(cell) == nullptr && cell != game.hero().position) {
            game.addMonster(orc, cell, MonsterMind::Hunting).lastSeenHero = game.hero().position;
            ++placed;
        }
    }
    game.act(Wait{});
}

}  // namespace delve::bench
