#include <gtest/gtest.h>

#include "support/test_rules.h"

#include "core/rng.h"
#include "game/game.h"

namespace delve {
namespace {

// A walker that bumps about at random on many seeds, down the stairs when it
// finds them, checking after every action what must always hold.
TEST(RandomWalk, TheHeroStaysOnFloorAndSightStaysConsistent) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Game game(GameOptions{seed, "fighter", nullptr, testing::rules()});
        Rng walker(seed * 7919);
        int explored = game.map().exploredCount();
        int depth = game.stage().depth();
        for (int step = 0; step < 1500; ++step) {
            const int turn = game.turn();
            const Outcome outcome =
                game.map().terrain(game.hero().position) == Terrain::StairsDown && walker.chance(50)
                    ? game.act(Descend{})
                    : game.act(Step{kAllDirections[walker.below(8)]});
            ASSERT_EQ(game.turn(), turn + (outcome.tookTurn ? 1 : 0));
            const Map& map = game.map();
            const Point hero = game.hero().position;
            ASSERT_TRUE(map.isWalkable(hero)) << "seed " << seed << " step " << step;
            ASSERT_TRUE(map.isVisible(hero));
            if (game.stage().depth() != depth) {
                depth = game.stage().depth();
                explored = 0;
            }
            ASSERT_GE(map.exploredCount(), explored) << "fog never forgets";
            explored = map.exploredCount();
            for (Point p : map.visibleCells()) {
                ASSERT_TRUE(map.isExplored(p));
                ASSERT_LE(squaredDistance(p, hero), 8 * 9) << "beyond the sight radius";
            }
        }
    }
}

}  // namespace
}  // namespace delve
