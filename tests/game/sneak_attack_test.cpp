// A blow on a monster that has not noticed the hero: it always lands and does
// the class's multiple of the damage (three, the rogue's five).
#include <gtest/gtest.h>

#include <algorithm>

#include "support/command_games.h"

namespace delve {
namespace {

using testing::gameOnLevel;

const std::string kCell =
    "#####\n"
    "#@..#\n"
    "#####\n";

// Health the guard (50) loses to one blow from the hero of `heroClass`, on
// the run of `seed`, the guard minded so.
int blowOnGuard(const std::string& heroClass, MonsterMind mind, std::uint64_t seed) {
    const testing::TempLevel file("sneak_" + heroClass, kCell);
    Game game(GameOptions{seed, heroClass, file.path(), testing::rules()});
    game.addMonster(*game.rules().monster("guard"), {2, 1}, mind);
    game.act(Move{Direction::East});
    return game.rules().monster("guard")->maxHp - game.monsters()[0].hp;
}

TEST(SneakAttack, OnASleeperAlwaysLandsForThreeTimesTheFightersBlow) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const int lost = blowOnGuard("fighter", MonsterMind::Asleep, seed);
        // The fighter's 1d8+1, three times over.
        EXPECT_EQ(lost % 3, 0) << "seed " << seed;
        EXPECT_GE(lost, 6) << "seed " << seed;
        EXPECT_LE(lost, 27) << "seed " << seed;
    }
}

TEST(SneakAttack, OnAWandererThatHasNotNoticedCountsToo) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const int lost = blowOnGuard("fighter", MonsterMind::Wandering, seed);
        EXPECT_EQ(lost % 3, 0) << "seed " << seed;
        EXPECT_GE(lost, 6) << "seed " << seed;
    }
}

TEST(SneakAttack, TheRoguesIsWorthFiveBlows) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const int lost = blowOnGuard("rogue", MonsterMind::Asleep, seed);
        // The rogue's 1d6+1, five times over.
        EXPECT_EQ(lost % 5, 0) << "seed " << seed;
        EXPECT_GE(lost, 10) << "seed " << seed;
        EXPECT_LE(lost, 35) << "seed " << seed;
    }
}

TEST(SneakAttack, AHunterTakesAnOrdinaryBlow) {
    bool missed = false;
    int most = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const int lost = blowOnGuard("fighter", MonsterMind::Hunting, seed);
        missed |= lost == 0;
        most = std::max(most, lost);
    }
    EXPECT_TRUE(missed) << "a guard that sees it coming is sometimes missed";
    EXPECT_LE(most, 9) << "never more than the fighter's 1d8+1";
}

TEST(SneakAttack, IsNamedInTheLog) {
    const testing::TempLevel file("sneak_log", kCell);
    Game game(GameOptions{4, "fighter", file.path(), testing::rules()});
    game.addMonster(*game.rules().monster("guard"), {2, 1}, MonsterMind::Asleep);
    game.act(Move{Direction::East});
    // The guard, awake now, may answer at once: the blow is the line before.
    const auto said = game.log().last(3);
    const bool named = std::any_of(said.begin(), said.end(), [](const Message& message) {
        return message.text == "You strike the guard unawares!";
    });
    EXPECT_TRUE(named);
}

}  // namespace
}  // namespace delve
