// Monster moves (data/monsters.toml's `moves`): each move, used by a
// hunting monster of a kind that has it, does what it says, and only when
// it fits.
#include <gtest/gtest.h>

#include "game/game.h"
#include "support/item_rules.h"
#include "support/said_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

// A kind that stands still until it sees the hero, always hits, and has
// one sure move.
MonsterKind kindWith(const std::string& id, MonsterMove move) {
    MonsterKind kind = *testing::rules()->monster("guard");
    kind.id = id;
    kind.name = {id, {}};
    kind.accuracy = 100;
    kind.sight = 10;
    kind.moves = {std::move(move)};
    return kind;
}

RulesPtr rulesWithMoves() {
    static const RulesPtr shared = [] {
        auto table = std::make_shared<Rules>(*testing::rules());
        table->monsters.push_back(kindWith(
            "biter",
            testing::moveOf("venomous_bite", {.condition = ConditionKind::Poisoned, .turns = 5})));
        table->monsters.push_back(
            kindWith("spitter", testing::moveOf("spit", {.range = 4, .damage = Dice{1, 1, 0}})));
        table->monsters.push_back(
            kindWith("webber", testing::moveOf("spit", {.range = 4,
                                                        .damage = Dice{1, 1, 0},
                                                        .condition = ConditionKind::Held,
                                                        .turns = 3})));
        table->monsters.push_back(kindWith(
            "caster", testing::moveOf("lightning_bolt", {.range = 6, .damage = Dice{2, 1, 0}})));
        table->monsters.push_back(kindWith("blinker", testing::moveOf("blink", {.distance = 6})));
        table->monsters.push_back(
            kindWith("howler", testing::moveOf("call_for_help", {.range = 12})));
        table->monsters.push_back(
            kindWith("skirmisher", testing::moveOf("keep_distance", {.distance = 3})));
        return RulesPtr(table);
    }();
    return shared;
}

// The rogue: no Toughness, so a move's damage is taken whole. A turn has
// passed, in which the monsters in view noticed her: noticing takes a
// monster's turn, and these are tests of what comes after.
Game movesGameOn(const std::string& name, const std::string& map, const std::string& legend) {
    const testing::TempLevel file("moves_" + name, map + legend + "end\n");
    Game game(GameOptions{11, "rogue", file.level(), rulesWithMoves()});
    game.act(Wait{});
    return game;
}

using testing::saidEver;

const Monster& only(const Game& game, const std::string& kind) {
    for (const Monster& monster : game.stage().monsters()) {
        if (monster.kind->id == kind) {
            return monster;
        }
    }
    throw std::logic_error("no " + kind + " on the floor");
}

TEST(MonsterMoves, AVenomousBitePoisonsTheHero) {
    Game game = movesGameOn("bite", "#######\n#@b...#\n#######\n", "legend|b|monster|biter\n");
    game.act(Wait{});
    EXPECT_TRUE(saidEver(game, MessageId::MonsterBites));
    EXPECT_TRUE(game.hero().conditions.has(ConditionKind::Poisoned));
}

TEST(MonsterMoves, ASpitHurtsTheHeroFromAfar) {
    Game game = movesGameOn("spit", "########\n#@...s.#\n########\n", "legend|s|monster|spitter\n");
    const int hp = game.hero().hp;
    game.act(Wait{});
    EXPECT_TRUE(saidEver(game, MessageId::MonsterSpits));
    EXPECT_EQ(game.hero().hp, hp - 1);
    EXPECT_EQ(only(game, "spitter").position, (Point{5, 1})) << "it spat instead of stepping";
}

TEST(MonsterMoves, NobodySpitsThroughAnotherMonster) {
    Game game = movesGameOn("spit_blocked", "########\n#@.z.s.#\n########\n",
                            "legend|s|monster|spitter\nlegend|z|monster|sleeper\n");
    const int hp = game.hero().hp;
    game.act(Wait{});
    EXPECT_FALSE(saidEver(game, MessageId::MonsterSpits));
    EXPECT_EQ(game.hero().hp, hp);
    EXPECT_EQ(only(game, "spitter").position, (Point{4, 1})) << "it stepped closer instead";
}

TEST(MonsterMoves, AWebSpitHoldsTheHero) {
    Game game = movesGameOn("web", "########\n#@..w..#\n########\n", "legend|w|monster|webber\n");
    game.act(Wait{});
    EXPECT_TRUE(game.hero().conditions.has(ConditionKind::Held));
}

TEST(MonsterMoves, ALightningBoltNeverMisses) {
    Game game =
        movesGameOn("bolt", "#########\n#@....c.#\n#########\n", "legend|c|monster|caster\n");
    const int hp = game.hero().hp;
    game.act(Wait{});
    EXPECT_TRUE(saidEver(game, MessageId::MonsterCastsLightning));
    EXPECT_EQ(game.hero().hp, hp - 2);
}

TEST(MonsterMoves, ABlinkLandsBesideTheHero) {
    Game game = movesGameOn("blink",
                            "#########\n"
                            "#@......#\n"
                            "#.......#\n"
                            "#......k#\n"
                            "#########\n",
                            "legend|k|monster|blinker\n");
    game.act(Wait{});
    EXPECT_TRUE(saidEver(game, MessageId::MonsterBlinks));
    EXPECT_EQ(chebyshevDistance(only(game, "blinker").position, game.hero().position), 1);
}

TEST(MonsterMoves, ACallForHelpWakesTheFloorNearby) {
    Game game = movesGameOn("howl",
                            "##############\n"
                            "#@..h####...z#\n"
                            "#...........##\n"
                            "##############\n",
                            "legend|h|monster|howler\nlegend|z|monster|sleeper\n");
    ASSERT_FALSE(only(game, "sleeper").awake());
    game.act(Wait{});
    EXPECT_TRUE(saidEver(game, MessageId::MonsterCallsForHelp));
    EXPECT_TRUE(only(game, "sleeper").hunting());
    EXPECT_EQ(only(game, "sleeper").lastSeenHero, game.hero().position);
}

TEST(MonsterMoves, NoCallWithNobodyToAnswer) {
    Game game = movesGameOn("howl_alone", "##########\n#@..h....#\n##########\n",
                            "legend|h|monster|howler\n");
    game.act(Wait{});
    EXPECT_FALSE(saidEver(game, MessageId::MonsterCallsForHelp));
}

TEST(MonsterMoves, AMonsterKeepingItsDistanceStepsBack) {
    Game game = movesGameOn("distance", "##########\n#@.k.....#\n##########\n",
                            "legend|k|monster|skirmisher\n");
    game.act(Wait{});
    EXPECT_EQ(only(game, "skirmisher").position, (Point{4, 1}));
}

TEST(MonsterMoves, ACorneredMonsterKeepingItsDistanceFights) {
    Game game = movesGameOn("cornered", "#####\n#@k##\n#####\n", "legend|k|monster|skirmisher\n");
    const int hp = game.hero().hp;
    game.act(Wait{});
    EXPECT_EQ(only(game, "skirmisher").position, (Point{2, 1}));
    EXPECT_LT(game.hero().hp, hp);
}

}  // namespace
}  // namespace delve
