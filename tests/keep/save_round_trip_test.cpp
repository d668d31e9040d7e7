#include <gtest/gtest.h>

#include "content/rules_loader.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "save_test_games.h"
#include "support/build_folders.h"
#include "support/test_rules.h"

namespace delve {
namespace {

// Saves, loads, and then plays the original and the copy side by side: the
// same hash after loading shows the state came back, and the same hashes
// for 200 more turns show nothing that steers the future was left out (the
// dice, energy, hunts and wanderings in progress).
void expectFaithfulRoundTrip(const RulesPtr& rules, std::uint64_t seed, int actionsBefore) {
    Game game(GameOptions{seed, testing::classFor(seed), nullptr, rules});
    Rng walker(seed * 7919 + 1);
    testing::playRandomly(game, walker, actionsBefore);

    const std::string text = saveGame(game);
    Game copy = loadGame(text, "round-trip", rules);
    ASSERT_EQ(stateHash(copy), stateHash(game)) << "seed " << seed;
    ASSERT_EQ(saveGame(copy), text) << "saving a loaded game gives the same text";
    ASSERT_EQ(copy.log(), game.log());
    ASSERT_EQ(copy.map().exploredCount(), game.map().exploredCount());
    ASSERT_EQ(copy.map().visibleCells().size(), game.map().visibleCells().size());

    for (int step = 0; step < 200; ++step) {
        const Request action = testing::randomAction(game, walker);
        game.act(action);
        copy.act(action);
        ASSERT_EQ(stateHash(copy), stateHash(game)) << "seed " << seed << " step " << step;
    }
    ASSERT_EQ(copy.causeOfDeath(), game.causeOfDeath());
}

TEST(SaveRoundTrip, TestRulesGamesContinueAlikeAfterLoading) {
    for (std::uint64_t seed = 1; seed <= 24; ++seed) {
        expectFaithfulRoundTrip(testing::rules(), seed, static_cast<int>(seed * 53 % 700));
    }
}

TEST(SaveRoundTrip, RealDataGamesContinueAlikeAfterLoading) {
    const RulesPtr rules = loadRules(std::string(testing::kSourceFolder) + "/data");
    for (std::uint64_t seed = 100; seed < 112; ++seed) {
        expectFaithfulRoundTrip(rules, seed, static_cast<int>(seed * 97 % 900));
    }
}

TEST(SaveRoundTrip, AFreshRunRoundTrips) {
    expectFaithfulRoundTrip(testing::rules(), 42, 0);
}

TEST(SaveRoundTrip, HuntersKeepHuntingAfterLoading) {
    // Play until some monster hunts the hero, then save right there.
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 40 && checked < 5; ++seed) {
        Game game(GameOptions{seed, "fighter", nullptr, testing::rules()});
        Rng walker(seed);
        for (int i = 0; i < 2000 && !game.isOver(); ++i) {
            game.act(testing::randomAction(game, walker));
            const bool hunted =
                std::any_of(game.stage().monsters().begin(), game.stage().monsters().end(),
                            [](const Monster& m) { return m.hunting(); });
            if (hunted) {
                Game copy = loadGame(saveGame(game), "hunt", testing::rules());
                for (int step = 0; step < 200; ++step) {
                    const Request action = testing::randomAction(game, walker);
                    game.act(action);
                    copy.act(action);
                    ASSERT_EQ(stateHash(copy), stateHash(game)) << "seed " << seed;
                }
                ++checked;
                break;
            }
        }
    }
    EXPECT_GE(checked, 3) << "too few runs had a hunter to check";
}

TEST(SaveRoundTrip, ADeadHeroStaysDead) {
    Game game(GameOptions{7, "fighter", nullptr, testing::rules()});
    std::string text = saveGame(game);
    const std::string hero = "\nhero fighter ";
    const std::size_t at = text.find(hero);
    ASSERT_NE(at, std::string::npos);
    // Set the hero's hp (the fourth number) to 0 and give a cause.
    std::size_t field = at + hero.size();
    for (int i = 0; i < 2; ++i) {
        field = text.find(' ', field) + 1;
    }
    text.replace(field, text.find(' ', field) - field, "0");
    text.replace(text.find("\ndeath\n"), 7, "\ndeath killed_by monster=rat number=1\n");
    const Game dead = loadGame(text, "dead", testing::rules());
    EXPECT_TRUE(dead.isOver());
    EXPECT_EQ(dead.causeOfDeath(),
              (Said{MessageId::KilledBy, MessageArguments{}.withMonster("rat").withNumber(1)}));
    EXPECT_EQ(saveGame(dead), text);
}

TEST(SaveRoundTrip, TheTextBeginsWithItsHeaderAndEndsWithEnd) {
    const Game game(GameOptions{3, "rogue", nullptr, testing::rules()});
    const std::string text = saveGame(game);
    EXPECT_EQ(text.rfind("delve-save 13\nseed 3\nadventure dungeon\nrng ", 0), 0u);
    EXPECT_NE(text.find("\nhero rogue "), std::string::npos);
    EXPECT_NE(text.find("\nmap 80 40\n"), std::string::npos);
    const std::string ending =
        "\nkills 0\nfight 0\nquests 0\ngoings_back 0\nviews shadowcast 0\ndeath\nend\n";
    EXPECT_EQ(text.substr(text.size() - ending.size()), ending);
}

}  // namespace
}  // namespace delve
