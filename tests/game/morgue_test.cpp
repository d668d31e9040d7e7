#include <gtest/gtest.h>

#include <sstream>

#include "../keep/save_test_games.h"
#include "keep/save_codec.h"
#include "support/going_back.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/keeping/morgue.h"
#include "ui/text/message_text.h"

namespace delve {
namespace {

using enum Direction;

// A rat to kill beside the hero, a sleeper out of earshot at the far end, a
// secret door in the south wall and a room behind it the hero never sees.
const std::string kCellar =
    "level|cellar|The Test Cellar\n"
    "##########\n"
    "#@r....z.#\n"
    "#........#\n"
    "####?#####\n"
    "#........#\n"
    "##########\n"
    "legend|r|monster|rat\n"
    "legend|z|monster|sleeper\n"
    "end\n";

Game cellarAfterTheRat() {
    const testing::TempLevel file("morgue_cellar", kCellar);
    Game game(GameOptions{5, "fighter", file.level(), testing::rules()});
    for (int blow = 0; blow < 20 && game.stage().monsters().size() == 2; ++blow) {
        game.act(Step{East});
    }
    return game;
}

// The lines of `text` from the one after `heading` up to the next blank line.
std::vector<std::string> section(const std::string& text, const std::string& heading) {
    std::istringstream in(text);
    std::vector<std::string> lines;
    bool inside = false;
    for (std::string line; std::getline(in, line);) {
        if (inside && line.empty()) {
            break;
        }
        if (inside) {
            lines.push_back(line);
        }
        inside |= line == heading;
    }
    return lines;
}

TEST(Morgue, TheHeadingSaysWhoHowFarAndHow) {
    const Game game = cellarAfterTheRat();
    ASSERT_EQ(game.stage().monsters().size(), 1u) << "the rat dies within 20 blows";
    const std::string text = morgueText(game);
    const std::string heading =
        "Delve: the record of a run\n\nBran, Fighter, level 1 (1 experience)\n"
        "Adventure: The Dungeon\nFloor 1: The Test Cellar\nTurns: " +
        std::to_string(game.turn()) + "\nSeed: 5\nHealth: " + std::to_string(game.hero().hp) +
        " of 30\nFate: still alive on floor 1\n";
    EXPECT_EQ(text.substr(0, heading.size()), heading) << text;
    EXPECT_EQ(section(text, "Kills: 1"), std::vector<std::string>{"  1 rat"}) << text;
}

TEST(Morgue, TheFloorIsDrawnAsTheHeroKnewIt) {
    const Game game = cellarAfterTheRat();
    // The sleeper, in view, is drawn; the rat killed lies where it fell;
    // the secret door passes for wall; the room behind it was never seen,
    // so the picture stops above it.
    EXPECT_EQ(knownFloorPicture(game),
              "##########\n"
              "#@%....r.#\n"
              "#........#\n"
              "##########\n");
    const std::string text = morgueText(game);
    EXPECT_EQ(text.substr(text.size() - 69),
              "The floor as you knew it\n##########\n#@%....r.#\n#........#\n##########\n");
}

TEST(Morgue, UnseenCellsAreBlankAndTheMarginIsCut) {
    // A pillar hides the cells behind it; the west room is never seen.
    const testing::TempLevel file("morgue_pillar",
                                  "############\n"
                                  "#...#......#\n"
                                  "#...#...#..#\n"
                                  "#...#......#\n"
                                  "#...#.@....#\n"
                                  "############\n");
    const Game game(GameOptions{5, "fighter", file.level(), testing::rules()});
    EXPECT_EQ(knownFloorPicture(game),
              "###### #\n"
              "#.... .#\n"
              "#...#..#\n"
              "#......#\n"
              "#.@....#\n"
              "########\n");
}

TEST(Morgue, ADeathIsNamedAndTheLastTwentyMessagesKept) {
    const testing::TempLevel file("morgue_death",
                                  "#######\n#@ggg.#\n#.ggg.#\n#######\n"
                                  "legend|g|monster|goblin\nend\n");
    Game game(GameOptions{5, "rogue", file.level(), testing::rules()});
    for (int turn = 0; turn < 500 && !game.isOver(); ++turn) {
        game.act(Wait{});
    }
    ASSERT_TRUE(game.isOver());
    const std::string text = morgueText(game);
    EXPECT_NE(text.find("\nFate: killed by a goblin on floor 1\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\nHealth: 0 of 22\n"), std::string::npos) << text;
    EXPECT_EQ(section(text, "Kills: 0"), std::vector<std::string>{"  none"});
    std::vector<std::string> expected;
    for (const Message& message : game.log().last(20)) {
        expected.push_back("  " + messageText(message, game.rules()));
    }
    EXPECT_EQ(section(text, "The last messages"), expected);
    EXPECT_EQ(expected.back(), "  You die...");
}

TEST(Morgue, KillsAreListedMostFirstWithTheirNames) {
    Game game(GameOptions{5, "fighter", nullptr, testing::rules()});
    std::string save = saveGame(game);
    save.replace(save.find("\nkills 0\n"), 9,
                 "\nkills 3\nkill goblin 3\nkill guard 1\nkill rat 2\n");
    const std::string text = morgueText(loadGame(save, "kills.sav", testing::rules()));
    EXPECT_EQ(section(text, "Kills: 6"),
              (std::vector<std::string>{"  3 goblins", "  2 rats", "  1 guard"}));
}

TEST(Morgue, ARunPlayedStraightSaysItNeverWentBack) {
    const std::string text = morgueText(cellarAfterTheRat());
    EXPECT_NE(text.find("\n\nWent back to a copy set aside: never\n\n"), std::string::npos) << text;
}

// How the hero saw, and whether the run was shown what the hero did not know
// (F4; F1 and F3), stand after the goings back.
TEST(Morgue, TellsTheSightAndWhetherHiddenThingsWereShown) {
    Game game = cellarAfterTheRat();
    EXPECT_NE(morgueText(game).find("\nSight: symmetric shadowcasting\nShown what you did not know "
                                    "(F1, F3): no\n\nThe last messages\n"),
              std::string::npos)
        << morgueText(game);
    game.setSightAlgorithm(FovAlgorithm::Bresenham);
    game.noteSawHiddenThings();
    EXPECT_NE(morgueText(game).find("\nSight: Bresenham's rays (F4)\nShown what you did not know "
                                    "(F1, F3): yes\n"),
              std::string::npos)
        << morgueText(game);
}

TEST(Morgue, EachGoingBackIsListedFromWhichTurnToWhich) {
    // Back from turn 7 to turn 2, then on to turn 4 and back again.
    const Game second = testing::wentBackTwice();
    const std::string text = morgueText(second);
    EXPECT_EQ(section(text, "Went back to a copy set aside: 2 times"),
              (std::vector<std::string>{"  from turn 7 to turn 2", "  from turn 4 to turn 2"}))
        << text;
}

// A name with only its English, the plural by English's rules.
Noun englishName(const std::string& one) {
    return {"monster", EnglishName{one, {}}};
}

TEST(Morgue, CountsReadAsEnglish) {
    EXPECT_EQ(countOf(1, englishName("giant white rat")), "1 giant white rat");
    EXPECT_EQ(countOf(3, englishName("giant white rat")), "3 giant white rats");
    EXPECT_EQ(countOf(2, englishName("dire wolf")), "2 dire wolves");
    EXPECT_EQ(countOf(2, englishName("giant scorpion")), "2 giant scorpions");
    EXPECT_EQ(countOf(4, englishName("lich")), "4 liches");
    EXPECT_EQ(countOf(2, englishName("harpy")), "2 harpies");
    EXPECT_EQ(countOf(2, englishName("monkey")), "2 monkeys");
    EXPECT_EQ(countOf(5, englishName("basilisk")), "5 basilisks");
    EXPECT_EQ(countOf(2, englishName("naga")), "2 nagas");
}

}  // namespace
}  // namespace delve
