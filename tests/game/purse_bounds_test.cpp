// Sums that could outgrow what a save holds stop at its bounds instead of
// wrapping round (core/bounds.h).
#include <gtest/gtest.h>

#include "core/bounds.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "support/item_rules.h"

namespace delve {
namespace {

TEST(PurseBounds, AddingUpStopsAtTheBound) {
    EXPECT_EQ(addUpTo(2, 3, 10), 5);
    EXPECT_EQ(addUpTo(8, 3, 10), 10);
    EXPECT_EQ(addUpTo(kMaxCounter, kMaxCounter, kMaxCounter), kMaxCounter);
}

// Found by hand: three piles of a billion gold made the purse
// -1294967296, and the run's save was then refused.
TEST(PurseBounds, ThreePilesOfABillionFillThePurseAndTheRunStillSaves) {
    Game game = testing::itemGame("billions", "#@GGG#\n######\nlegend|G|gold|1000000000\nend\n");
    for (int pile = 0; pile < 3; ++pile) {
        game.act(Step{Direction::East});
        game.act(PickUpItems{});
    }
    EXPECT_EQ(game.hero().gold, kMaxCounter);
    const Game back = loadGame(saveGame(game), "purse", testing::itemRules());
    EXPECT_EQ(stateHash(back), stateHash(game));
}

TEST(PurseBounds, AStackInThePackStopsAtTheMostAStackHolds) {
    Game game = testing::itemGame("stacks", "#@AA#\n#####\nlegend|A|item|arrow|1000000\nend\n");
    for (int pile = 0; pile < 2; ++pile) {
        game.act(Step{Direction::East});
        game.act(PickUpItems{});
    }
    ASSERT_FALSE(game.hero().pack.items().empty());
    EXPECT_EQ(game.hero().pack.items().front().count, kMaxStack);
    EXPECT_NO_THROW(loadGame(saveGame(game), "stacks", testing::itemRules()));
}

}  // namespace
}  // namespace delve
