// Exploring whole generated floors with no monsters to stop it: every cell
// the hero could walk to from the start ends up seen.
#include <gtest/gtest.h>

#include <vector>

#include "support/command_games.h"
#include "support/printers.h"

namespace delve {
namespace {

// The cells a walker could reach from `start` on the floor as it is: floor,
// doors and stairs, but not secret doors, which exploring cannot know of.
std::vector<Point> reachableFrom(const Map& map, Point start) {
    Grid<std::uint8_t> seen(map.width(), map.height(), 0);
    std::vector<Point> reached{start};
    seen[start] = 1;
    for (std::size_t i = 0; i < reached.size(); ++i) {
        for (Direction d : kAllDirections) {
            const Point next = reached[i] + offset(d);
            if (map.contains(next) && seen[next] == 0 && map.isWalkable(next)) {
                seen[next] = 1;
                reached.push_back(next);
            }
        }
        // A closed door is not walkable yet, but a walker opens it.
        for (Direction d : kAllDirections) {
            const Point next = reached[i] + offset(d);
            if (map.contains(next) && seen[next] == 0 && map.terrain(next) == Terrain::ClosedDoor) {
                seen[next] = 1;
                reached.push_back(next);
            }
        }
    }
    return reached;
}

TEST(ExploreFloors, SeesEveryReachableCellOfAHundredFloors) {
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        GameOptions options{seed, "fighter", nullptr, testing::rules()};
        options.emptyFloors = true;
        Game game(options);
        ASSERT_TRUE(game.stage().monsters().empty());
        const std::vector<Point> reachable = reachableFrom(game.map(), game.hero().position);
        game.act(Explore{});
        const int steps = testing::runCommand(game);
        ASSERT_FALSE(game.commandRunning()) << "seed " << seed << ": still going after " << steps;
        EXPECT_EQ(testing::lastMessage(game), "Explored.") << "seed " << seed;
        EXPECT_EQ(game.turn(), steps - 1) << "seed " << seed << ": every step but the last a turn";
        for (Point cell : reachable) {
            ASSERT_TRUE(game.map().isExplored(cell))
                << "seed " << seed << ": cell " << cell.x << "," << cell.y << " never seen";
        }
    }
}

}  // namespace
}  // namespace delve
