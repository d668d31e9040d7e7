// Traps: hidden until found, what each does to whoever springs it, and the
// ways the hero finds them and keeps off them.
#include <gtest/gtest.h>

#include "game/conditions/condition_rule.h"
#include "support/command_games.h"
#include "support/item_rules.h"

namespace delve {
namespace {

using testing::gameOnLevel;
using testing::lastText;

// The hero, a hidden trap of `kind` two steps east, and room beyond.
std::string trapAhead(const std::string& kind, const std::string& more = "") {
    return "##########\n"
           "#@.^.....#\n"
           "##########\n"
           "legend|^|trap|" +
           kind + more + "\nend\n";
}

Game steppedOnto(const std::string& kind) {
    Game game = gameOnLevel("trap_" + kind, trapAhead(kind));
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    return game;
}

using testing::saidEver;

TEST(Traps, AHiddenTrapIsUnknownUntilSteppedOn) {
    Game game = gameOnLevel("trap_hidden", trapAhead("net"));
    ASSERT_EQ(game.stage().traps().size(), 1u);
    EXPECT_FALSE(game.stage().traps().front().known);
    EXPECT_EQ(game.foresight().knownTrapAhead(Direction::East), nullptr);
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    EXPECT_TRUE(game.stage().traps().front().known);
    EXPECT_TRUE(saidEver(game, MessageId::HeroSpringsTrap));
}

TEST(Traps, APoisonNeedlePoisons) {
    const Game game = steppedOnto("poison_needle");
    EXPECT_TRUE(game.hero().conditions.has(ConditionKind::Poisoned));
}

TEST(Traps, ANetHoldsTheHeroInPlace) {
    Game game = steppedOnto("net");
    EXPECT_TRUE(game.hero().conditions.has(ConditionKind::Held));
    game.act(Step{Direction::East});
    EXPECT_EQ(game.hero().position, (Point{3, 1}));
}

TEST(Traps, ConfusionGasConfuses) {
    const Game game = steppedOnto("confusion_gas");
    EXPECT_TRUE(game.hero().conditions.has(ConditionKind::Confused));
}

TEST(Traps, ATeleportSendsTheHeroElsewhere) {
    const Game game = steppedOnto("teleport");
    EXPECT_NE(game.hero().position, (Point{3, 1}));
    EXPECT_TRUE(game.map().isWalkable(game.hero().position));
}

TEST(Traps, APitDropsTheHeroToTheNextFloorHurt) {
    const Game game = steppedOnto("pit");
    EXPECT_EQ(game.stage().depth(), 2);
    EXPECT_LT(game.hero().hp, game.hero().maxHp);
}

TEST(Traps, AnAlarmWakesTheFloorAndBringsItToTheTrap) {
    const std::string level =
        "#######################\n"
        "#@.^.................s#\n"
        "#######################\n"
        "legend|^|trap|alarm\n"
        "legend|s|monster|sleeper\n"
        "end\n";
    Game game = gameOnLevel("trap_alarm", level);
    ASSERT_EQ(game.stage().monsters().front().mind, MonsterMind::Asleep);
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    EXPECT_EQ(game.stage().monsters().front().mind, MonsterMind::Hunting);
    EXPECT_LT(game.stage().monsters().front().position.x, 21) << "it comes to look";
}

TEST(Traps, AStepOntoAKnownTrapIsRefusedUnlessConfirmed) {
    Game game = gameOnLevel("trap_known", trapAhead("net", "|known"));
    game.act(Step{Direction::East});
    ASSERT_NE(game.foresight().knownTrapAhead(Direction::East), nullptr);
    const int turn = game.turn();
    EXPECT_FALSE(game.act(Step{Direction::East}).tookTurn);
    EXPECT_EQ(lastText(game), "You keep off the net trap.");
    EXPECT_EQ(game.turn(), turn);
    EXPECT_TRUE(game.act(Step{Direction::East, true}).tookTurn);
    EXPECT_TRUE(game.hero().conditions.has(ConditionKind::Held));
}

TEST(Traps, TravelAndExploreGoAroundAKnownTrap) {
    const std::string level =
        "#########\n"
        "#@......#\n"
        "#.......#\n"
        "#########\n"
        "legend|^|trap|pit|known\n"
        "end\n";
    // The trap sits in the top row, on the straight way east.
    std::string withTrap = level;
    withTrap.replace(withTrap.find("#@......#") + 4, 1, "^");
    Game game = gameOnLevel("trap_travel", withTrap);
    const std::vector<Point> route = game.foresight().travelRoute({7, 1});
    ASSERT_FALSE(route.empty());
    for (Point cell : route) {
        EXPECT_NE(cell, (Point{4, 1})) << "the way goes around the pit";
    }
    EXPECT_EQ(testing::textOf(game, game.foresight().travelRefusal({4, 1})),
              "You will not travel onto a trap you know of.");
}

TEST(Traps, MonstersKeepOffTheTrapsOfTheirFloor) {
    // The guard sees the hero from the start and hunts her down the corridor
    // as far as the trap, and no farther: its way is closed there.
    const std::string level =
        "#########\n"
        "#@..^..g#\n"
        "#########\n"
        "legend|^|trap|net\n"
        "legend|g|monster|guard\n"
        "end\n";
    Game game = gameOnLevel("trap_guard", level);
    for (int turn = 0; turn < 10; ++turn) {
        game.act(Wait{});
    }
    const Monster& guard = game.stage().monsters().front();
    EXPECT_EQ(guard.lastSeenHero, (Point{1, 1})) << "it saw the hero";
    EXPECT_GT(guard.position.x, 4) << "it never stepped onto the trap";
    EXPECT_FALSE(game.stage().traps().front().known) << "nobody sprang it";
    // Without the trap the same guard comes all the way.
    Game open = gameOnLevel("trap_guard_open",
                            "#########\n#@.....g#\n#########\nlegend|g|monster|guard\nend\n");
    for (int turn = 0; turn < 10; ++turn) {
        open.act(Wait{});
    }
    EXPECT_EQ(open.stage().monsters().front().position, (Point{2, 1}));
}

TEST(Traps, SearchingFindsAHiddenTrapAndASecretDoor) {
    const std::string level =
        "#######\n"
        "#@.^..#\n"
        "#.....#\n"
        "##?####\n"
        "#.....#\n"
        "#######\n"
        "legend|^|trap|pit\n"
        "end\n";
    Game game = gameOnLevel("search", level);
    int turns = 0;
    while ((!game.stage().traps().front().known ||
            game.map().terrain({2, 3}) == Terrain::SecretDoor) &&
           turns < 30) {
        game.act(Search{1});
        ++turns;
    }
    EXPECT_TRUE(game.stage().traps().front().known);
    EXPECT_EQ(game.map().terrain({2, 3}), Terrain::ClosedDoor);
    EXPECT_EQ(game.turn(), turns) << "each search takes a turn";
    EXPECT_LE(turns, 6) << "the chance grows with every turn on the spot";
}

TEST(Traps, ALongSearchStopsWhenItFindsSomething) {
    Game game = gameOnLevel("long_search", trapAhead("pit"));
    game.act(Search{5});
    ASSERT_TRUE(game.commandRunning());
    testing::runCommand(game);
    if (game.stage().traps().front().known) {
        EXPECT_EQ(lastText(game), "You stop: you have found a trap.");
        EXPECT_LE(game.turn(), 5);
    } else {
        EXPECT_EQ(lastText(game), "You search and find nothing.");
        EXPECT_EQ(game.turn(), 5);
    }
}

TEST(Traps, ARoguesEyesFindATrapTwoStepsAway) {
    Game game = gameOnLevel("rogue_trap", trapAhead("pit"), "rogue");
    game.act(Wait{});
    EXPECT_TRUE(game.stage().traps().front().known);
    EXPECT_TRUE(saidEver(game, MessageId::TrapFound));
}

TEST(Doors, CloseShutsTheOnlyOpenDoorBesideTheHeroAndCutsSight) {
    const std::string level =
        "#######\n"
        "#@'...#\n"
        "#######\n";
    Game game = gameOnLevel("close_door", level);
    ASSERT_TRUE(game.map().isVisible({4, 1}));
    EXPECT_TRUE(game.act(Close{}).tookTurn);
    EXPECT_EQ(game.map().terrain({2, 1}), Terrain::ClosedDoor);
    EXPECT_EQ(lastText(game), "You close the door.");
    EXPECT_FALSE(game.map().isVisible({4, 1})) << "the closed door cuts the view";
}

TEST(Doors, CloseWithNoDoorOrWithSomeoneInTheDoorwayDoesNothing) {
    Game bare = gameOnLevel("close_none", "#####\n#@..#\n#####\n");
    EXPECT_FALSE(bare.act(Close{}).tookTurn);
    EXPECT_EQ(lastText(bare), "There is no open door beside you.");
    // The guard comes for the hero and stands in the doorway between them.
    Game guarded =
        gameOnLevel("close_guarded", "#######\n#.@'g.#\n#######\nlegend|g|monster|guard\nend\n");
    guarded.act(Wait{});  // it notices her
    guarded.act(Wait{});  // and comes
    ASSERT_NE(guarded.stage().monsterAt({3, 1}), nullptr);
    EXPECT_FALSE(guarded.act(Close{}).tookTurn);
    EXPECT_EQ(lastText(guarded), "The guard stands in the doorway.");
    EXPECT_EQ(guarded.map().terrain({3, 1}), Terrain::OpenDoor);
}

TEST(Doors, WithTwoOpenDoorsADirectionSaysWhich) {
    const std::string level =
        "#####\n"
        "#'@'#\n"
        "#####\n";
    Game game = gameOnLevel("close_two", level);
    EXPECT_EQ(game.foresight().openDoorsAround().size(), 2u);
    EXPECT_FALSE(game.act(Close{}).tookTurn) << "the ui asks which";
    EXPECT_TRUE(game.act(Close{Direction::West}).tookTurn);
    EXPECT_EQ(game.map().terrain({1, 1}), Terrain::ClosedDoor);
    EXPECT_EQ(game.map().terrain({3, 1}), Terrain::OpenDoor);
}

}  // namespace
}  // namespace delve
