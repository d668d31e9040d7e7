// A blow on a monster that has not noticed the hero: it always lands and does
// the class's multiple of the damage (three, the rogue's five).
#include <gtest/gtest.h>

#include <algorithm>

#include "support/command_games.h"
#include "support/said_text.h"

namespace delve {
namespace {

using testing::gameOnLevel;

const std::string kSneakCell =
    "#####\n"
    "#@..#\n"
    "#####\n";

// Health the guard (50) loses to one blow from the hero of `heroClass`, on
// the run of `seed`, the guard minded so.
int blowOnGuard(const std::string& heroClass, MonsterMind mind, std::uint64_t seed) {
    // A file of its own for each class and mind: tests run side by side.
    const testing::TempLevel file(
        "sneak_" + heroClass + "_" + std::to_string(static_cast<int>(mind)), kSneakCell);
    Game game(GameOptions{seed, heroClass, file.level(), testing::rules()});
    game.addMonster(*game.rules().monster("guard"), {2, 1}, mind);
    game.act(Step{Direction::East});
    return game.rules().monster("guard")->maxHp - game.stage().monsters()[0].hp;
}

// Over thirty runs, every blow lands as a multiple of `multiple` within
// `least`..`most`: the class's dice, that many times over.
void expectSneakBlows(const std::string& heroClass, MonsterMind mind, int multiple, int least,
                      int most) {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const int lost = blowOnGuard(heroClass, mind, seed);
        EXPECT_EQ(lost % multiple, 0) << "seed " << seed;
        EXPECT_GE(lost, least) << "seed " << seed;
        EXPECT_LE(lost, most) << "seed " << seed;
    }
}

TEST(SneakAttack, OnASleeperAlwaysLandsForThreeTimesTheFightersBlow) {
    expectSneakBlows("fighter", MonsterMind::Asleep, 3, 6, 27);  // 1d8+1
}

TEST(SneakAttack, OnAWandererThatHasNotNoticedCountsToo) {
    expectSneakBlows("fighter", MonsterMind::Wandering, 3, 6, 27);
}

TEST(SneakAttack, TheRoguesIsWorthFiveBlows) {
    expectSneakBlows("rogue", MonsterMind::Asleep, 5, 10, 35);  // 1d6+1
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
    const testing::TempLevel file("sneak_log", kSneakCell);
    Game game(GameOptions{4, "fighter", file.level(), testing::rules()});
    game.addMonster(*game.rules().monster("guard"), {2, 1}, MonsterMind::Asleep);
    game.act(Step{Direction::East});
    // The guard, awake now, may answer at once, and the turn's end says it
    // is seen: the blow is among the last lines.
    const auto said = game.log().last(4);
    const bool named = std::any_of(said.begin(), said.end(), [&game](const Message& message) {
        return testing::textOf(game, message) == "You strike the guard unawares!";
    });
    EXPECT_TRUE(named);
}

}  // namespace
}  // namespace delve
