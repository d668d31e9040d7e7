// What the classes' traits and some conditions do, each checked so that the
// test fails without the rule: the barbarian's fury, the fighter's
// toughness, bleeding that stops healing, bats that flit.
#include <gtest/gtest.h>

#include "support/command_games.h"
#include "support/with_conditions.h"

namespace delve {
namespace {

using testing::gameOnLevel;

// The hero with room for one monster east of her.
const std::string kCell =
    "#####\n"
    "#@..#\n"
    "#####\n";

// The rules with a kind that always hits for exactly 3 and one that flits.
RulesPtr rulesWithBruiserAndFlitter() {
    static const RulesPtr shared = [] {
        auto table = std::make_shared<Rules>(*testing::rules());
        MonsterKind bruiser = *table->monster("guard");
        bruiser.id = "bruiser";
        bruiser.name = {"bruiser", {}};
        bruiser.accuracy = 100;
        bruiser.damage = Dice{1, 1, 2};
        MonsterKind flitter = *table->monster("guard");
        flitter.id = "flitter";
        flitter.name = {"flitter", {}};
        flitter.erratic = true;
        flitter.sight = 12;
        table->monsters.push_back(bruiser);
        table->monsters.push_back(flitter);
        return RulesPtr(table);
    }();
    return shared;
}

// The barbarian's blow grows with what she has lost: at 2 of 34 health, up
// to three more, times three for a sneak attack, on the same dice.
TEST(ClassTraits, FuryAddsToTheBarbariansBlowWhenSheIsHurt) {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const testing::TempLevel file("fury", kCell);
        Game whole(GameOptions{seed, "barbarian", file.level(), testing::rules()});
        whole.addMonster(*whole.rules().monster("guard"), {2, 1}, MonsterMind::Asleep);
        Game hurt = testing::withHeroHealth(whole, 2);
        whole.act(Step{Direction::East});
        hurt.act(Step{Direction::East});
        const int lostWhole = 50 - whole.stage().monsters()[0].hp;
        const int lostHurt = 50 - hurt.stage().monsters()[0].hp;
        EXPECT_EQ(lostHurt - lostWhole, 3 * 3) << "seed " << seed;
    }
}

// A blow of 3 costs the fighter 2 and the rogue 3.
TEST(ClassTraits, ToughnessTakesAPointOffEveryBlowTheFighterTakes) {
    for (const auto& [heroClass, lost] : {std::pair{"fighter", 2}, std::pair{"rogue", 3}}) {
        const testing::TempLevel file(std::string("tough_") + heroClass, kCell);
        Game game(GameOptions{3, heroClass, file.level(), rulesWithBruiserAndFlitter()});
        game.addMonster(*game.rules().monster("bruiser"), {2, 1}, MonsterMind::Hunting);
        const int hp = game.hero().hp;
        game.act(Wait{});
        EXPECT_EQ(hp - game.hero().hp, lost) << heroClass;
    }
}

// Twenty turns of bleeding take ten points, and no point comes back
// meanwhile (two would, unhurt by it: one every ten turns).
TEST(ClassTraits, BleedingKeepsHealthFromComingBack) {
    const Game start = gameOnLevel("bleeding", kCell, "rogue");
    Game game = testing::withConditions(testing::withHeroHealth(start, 15), "bleeding 40");
    for (int turn = 0; turn < 20; ++turn) {
        game.act(Wait{});
    }
    EXPECT_EQ(game.hero().hp, 5);
}

// A flitter hunting the hero from across a room does not always close in,
// as a guard would each turn.
TEST(ClassTraits, AnErraticMonsterFlitsInsteadOfClosingIn) {
    const std::string room =
        "############\n"
        "#@.........#\n"
        "#..........#\n"
        "#..........#\n"
        "############\n";
    int wandering = 0;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const testing::TempLevel file("flit", room);
        Game game(GameOptions{seed, "fighter", file.level(), rulesWithBruiserAndFlitter()});
        game.addMonster(*game.rules().monster("flitter"), {9, 2}, MonsterMind::Hunting);
        for (int turn = 0; turn < 5; ++turn) {
            const int before =
                chebyshevDistance(game.stage().monsters()[0].position, game.hero().position);
            game.act(Wait{});
            const int after =
                chebyshevDistance(game.stage().monsters()[0].position, game.hero().position);
            wandering += after >= before;
        }
    }
    EXPECT_GT(wandering, 0);
}

}  // namespace
}  // namespace delve
