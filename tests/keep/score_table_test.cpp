#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "core/atomic_file.h"
#include "keep/score_file.h"
#include "keep/score_table.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

// What killed a hero: a monster of a kind on a floor.
Said killedBy(std::string kind, int depth) {
    return Said{MessageId::KilledBy,
                MessageArguments{}.withMonster(std::move(kind)).withNumber(depth)};
}

// A fate written in words, as the tables of format 1 and 2 kept it.
Said words(std::string text) {
    return Said{MessageId::Text, MessageArguments{}.withText(std::move(text))};
}

ScoreEntry run(int depth, int gold, int turns, std::string date = "2024-05-01") {
    ScoreEntry entry;
    entry.heroClass = "fighter";
    entry.experienceLevel = 2;
    entry.depth = depth;
    entry.gold = gold;
    entry.turns = turns;
    entry.seed = 42;
    entry.cause = killedBy("rat", depth);
    entry.date = std::move(date);
    return entry;
}

// Reading must fail at `line` with a message holding `words`.
void expectDamaged(const std::string& text, int line, const std::string& words) {
    try {
        readScoreFile(text, "scores.txt");
        ADD_FAILURE() << "read a damaged table (" << words << ")";
    } catch (const ScoreFileError& error) {
        EXPECT_EQ(error.line(), line) << error.what();
        EXPECT_NE(std::string(error.what()).find(words), std::string::npos) << error.what();
        EXPECT_EQ(std::string(error.what()).rfind("scores.txt:" + std::to_string(line) + ":", 0),
                  0u)
            << error.what();
    }
}

const std::string kHeader = "delve-scores 1\n";
const std::string kGoodRun =
    "run 2024-05-01 rogue 3 4 0 1234 42 died killed by an orc on floor 4\n";

// A death at `depth`, on `turns`, with the hero's level and experience.
ScoreEntry death(int depth, int level, int experience, int turns) {
    ScoreEntry entry = run(depth, 0, turns);
    entry.experienceLevel = level;
    entry.experience = experience;
    return entry;
}

ScoreEntry win(int turns) {
    ScoreEntry entry = run(10, 0, turns);
    entry.outcome = RunOutcome::Won;
    entry.cause = words("won");
    return entry;
}

TEST(ScoreTable, AmongDeathsTheDeeperRanksFirstWhateverTheRest) {
    EXPECT_TRUE(ranksAbove(death(3, 1, 0, 900), death(2, 5, 200, 100)));
    EXPECT_FALSE(ranksAbove(death(2, 5, 200, 100), death(3, 1, 0, 900)));
}

TEST(ScoreTable, AtTheSameDepthTheHigherLevelThenMoreExperienceRanksFirst) {
    EXPECT_TRUE(ranksAbove(death(2, 3, 60, 900), death(2, 2, 59, 100)));
    EXPECT_FALSE(ranksAbove(death(2, 2, 59, 100), death(2, 3, 60, 900)));
    EXPECT_TRUE(ranksAbove(death(2, 2, 25, 900), death(2, 2, 12, 100)));
    EXPECT_FALSE(ranksAbove(death(2, 2, 12, 100), death(2, 2, 25, 900)));
}

TEST(ScoreTable, TurnsDoNotRankDeaths) {
    // Two heroes killed on the same floor at the same level, with the same
    // experience: neither did better for dying sooner or later.
    EXPECT_FALSE(ranksAbove(death(1, 1, 0, 10), death(1, 1, 0, 11)));
    EXPECT_FALSE(ranksAbove(death(1, 1, 0, 11), death(1, 1, 0, 10)));
    ScoreTable table;
    table.add(death(1, 1, 0, 11));
    EXPECT_EQ(table.add(death(1, 1, 0, 10)), 2) << "a tie goes after the run already there";
}

TEST(ScoreTable, ARogueKilledSoonerNoLongerRanksAboveAFighterWhoDidMore) {
    ScoreEntry rogue = death(1, 1, 0, 10);
    rogue.heroClass = "rogue";
    rogue.cause = killedBy("jackal", 1);
    ScoreEntry fighter = death(1, 1, 3, 11);
    fighter.cause = killedBy("goblin", 1);
    ScoreTable table;
    EXPECT_EQ(table.add(rogue), 1);
    EXPECT_EQ(table.add(fighter), 1) << "more experience on the same floor ranks first";
    EXPECT_EQ(table.entries()[1].heroClass, "rogue");
    ScoreEntry levelled = death(1, 2, 10, 11);
    EXPECT_EQ(table.add(levelled), 1) << "a higher level ranks first";
}

TEST(ScoreTable, AWonRunRanksAboveAnyDeathAndTheQuickerWinFirst) {
    ScoreTable table;
    table.add(death(10, 30, 9000, 100));
    EXPECT_EQ(table.add(win(90000)), 1);
    EXPECT_EQ(table.add(win(50000)), 1) << "the quicker of two wins";
    EXPECT_EQ(table.add(win(70000)), 2);
    EXPECT_EQ(table.entries().back().outcome, RunOutcome::Died);
}

TEST(ScoreTable, OnlyTheBestTwentyAreKept) {
    ScoreTable table;
    for (int i = 0; i < 20; ++i) {
        EXPECT_EQ(table.add(death(5, 2, 100 - i, 1000)), i + 1);
    }
    EXPECT_EQ(table.add(death(5, 2, 50, 1000)), std::nullopt) << "less experience than all twenty";
    EXPECT_EQ(table.add(death(5, 2, 81, 1000)), std::nullopt)
        << "a tie with the last is not enough";
    EXPECT_EQ(table.entries().size(), 20u);
    EXPECT_EQ(table.add(death(6, 1, 0, 9999)), 1);
    EXPECT_EQ(table.entries().size(), 20u);
    EXPECT_EQ(table.entries().back().experience, 82) << "the twentieth fell off";
}

TEST(ScoreTable, AnEntryIsMadeFromAGame) {
    const testing::TempLevel file("score_death",
                                  "#######\n#@ggg.#\n#.ggg.#\n#######\n"
                                  "legend|g|monster|goblin\nend\n");
    Game game(GameOptions{77, "rogue", file.level(), testing::rules()});
    const ScoreEntry alive = scoreEntryFor(game, "2024-05-01");
    EXPECT_EQ(alive.outcome, RunOutcome::Alive);
    EXPECT_EQ(alive.cause, (Said{MessageId::StillAlive, MessageArguments{}.withNumber(1)}));
    for (int turn = 0; turn < 500 && !game.isOver(); ++turn) {
        game.act(Wait{});
    }
    const ScoreEntry entry = scoreEntryFor(game, "2024-05-02");
    EXPECT_EQ(entry.heroClass, "rogue");
    EXPECT_EQ(entry.experienceLevel, 1);
    EXPECT_EQ(entry.experience, game.hero().experience);
    EXPECT_EQ(entry.depth, 1);
    EXPECT_EQ(entry.gold, 0);
    EXPECT_EQ(entry.turns, game.turn());
    EXPECT_EQ(entry.seed, 77u);
    EXPECT_EQ(entry.outcome, RunOutcome::Died);
    EXPECT_EQ(entry.cause, killedBy("goblin", 1));
    EXPECT_EQ(entry.date, "2024-05-02");
}

TEST(ScoreTable, AnEntryKeepsTheHerosExperience) {
    const testing::TempLevel file("score_rat",
                                  "######\n#@r..#\n######\nlegend|r|monster|rat\nend\n");
    Game game(GameOptions{5, "fighter", file.level(), testing::rules()});
    for (int blow = 0; blow < 20 && !game.stage().monsters().empty(); ++blow) {
        game.act(Step{Direction::East});
    }
    ASSERT_TRUE(game.stage().monsters().empty()) << "the rat dies within 20 blows";
    ASSERT_GT(game.hero().experience, 0);
    EXPECT_EQ(scoreEntryFor(game, "2024-05-01").experience, game.hero().experience);
}

TEST(ScoreFile, ATableSurvivesTheTripThroughText) {
    ScoreTable table;
    ScoreEntry seasoned = run(3, 0, 100);
    seasoned.experience = 1000000000;
    table.add(seasoned);
    ScoreEntry odd = run(1, 999, 7, "1999-12-31");
    odd.heroClass = "rogue";
    odd.adventure = "mine";
    odd.heroName = "Ívanka la Brava";
    odd.experienceLevel = 1000;
    odd.experience = 0;
    odd.seed = 18446744073709551615ULL;
    odd.outcome = RunOutcome::Alive;
    odd.cause = Said{MessageId::StillAlive, MessageArguments{}.withNumber(1)};
    table.add(odd);
    const std::string text = scoreFileText(table);
    EXPECT_EQ(text.rfind("delve-scores 5\n#", 0), 0u) << text;
    EXPECT_NE(text.find("\nrun 1999-12-31 mine rogue 1000 0 1 999 7 18446744073709551615 0 alive "
                        "still_alive number=1\nname Ívanka la Brava\nend\n"),
              std::string::npos)
        << text;
    EXPECT_EQ(readScoreFile(text, "scores.txt"), table);
    EXPECT_TRUE(readScoreFile(kHeader + "end\n", "scores.txt").empty());
}

TEST(ScoreFile, ATableWithCrlfLineEndsReadsAsItsLfTwin) {
    ScoreTable table;
    ScoreEntry named = run(3, 0, 100);
    named.heroName = "Ada";
    table.add(named);
    const std::string text = scoreFileText(table);
    std::string crlf;
    for (const char c : text) {
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    }
    EXPECT_EQ(readScoreFile(crlf, "scores.txt"), table);
}

TEST(ScoreFile, AHandEditedTableIsPutInOrderAndCut) {
    std::string text = kHeader + "\n# my best runs\n";
    for (int i = 0; i < 25; ++i) {
        text += "run 2024-05-01 fighter 1 " + std::to_string(1 + i % 5) + " 0 " +
                std::to_string(100 + i) + " 1 died killed by a rat\n";
    }
    text += "end\n\n# the end\n";
    const ScoreTable table = readScoreFile(text, "scores.txt");
    ASSERT_EQ(table.entries().size(), 20u);
    EXPECT_EQ(table.entries().front().depth, 5);
    EXPECT_EQ(table.entries().front().turns, 104);
    EXPECT_EQ(table.entries().back().depth, 2) << "the five runs on floor 1 fell off";
}

TEST(ScoreFile, AFateOfFormat3IsCheckedFieldByField) {
    const std::string header = "delve-scores 3\n";
    const std::string start = "run 2024-05-01 rogue 3 0 4 0 1234 42 died ";
    expectDamaged(header + start + "eaten_by monster=rat\nend\n", 2,
                  "nothing is said as \"eaten_by\"");
    expectDamaged(header + start + "killed_by number=x\nend\n", 2,
                  "the number should be a whole number");
    expectDamaged(header + start + "killed_by number=2 monster=rat\nend\n", 2,
                  "once each and in that order");
    const ScoreTable table =
        readScoreFile(header + start + "killed_by monster=orc number=4\nend\n", "scores.txt");
    EXPECT_EQ(table.entries().at(0).cause, killedBy("orc", 4));
}

TEST(ScoreFile, DamageIsReportedAtItsLine) {
    expectDamaged("", 1, "the file is empty");
    expectDamaged("level|mine|The Mine\n", 1, "not a Delve score table");
    expectDamaged("delve-scores 6\nend\n", 1,
                  "written by format 6; this Delve reads formats 1 to 5");
    expectDamaged("delve-scores 0\nend\n", 1,
                  "written by format 0; this Delve reads formats 1 to 5");
    expectDamaged(kHeader + kGoodRun, 3, "the table ends before its `end` line");
    expectDamaged(kHeader + "# comment\nscore 1\nend\n", 3, "should begin with `run` or `end`");
    expectDamaged(kHeader + "end\n" + kGoodRun, 3, "may follow the `end` line");
    expectDamaged(kHeader + "end now\n", 2, "the `end` line holds nothing else");
    expectDamaged(kHeader + "run 2024-5-01 rogue 3 4 0 1 42 died x\nend\n", 2,
                  "the date should read YYYY-MM-DD, not \"2024-5-01\"");
    expectDamaged(kHeader + "run 2024-05-01 Rogue! 3 4 0 1 42 died x\nend\n", 2, "a class is");
    expectDamaged(kHeader + "run 2024-05-01 rogue 0 4 0 1 42 died x\nend\n", 2,
                  "the level 0 is out of range (1..1000)");
    expectDamaged(kHeader + "run 2024-05-01 rogue 1 4 -3 1 42 died x\nend\n", 2,
                  "the gold should be a whole number (0..1000000000), not \"-3\"");
    expectDamaged(kHeader + "run 2024-05-01 rogue 1 4 0 1 99999999999999999999 died x\nend\n", 2,
                  "the seed 99999999999999999999 is out of range");
    expectDamaged(kHeader + "run 2024-05-01 rogue 1 4 0 1 42 fled x\nend\n", 2,
                  "the outcome is died, won or alive, not \"fled\"");
    expectDamaged(kHeader + "run 2024-05-01 rogue 1 4 0 1 42 died\nend\n", 2,
                  "the line ends before the fate");
    expectDamaged(kHeader + "run 2024-05-01 rogue 1 4 0 1 42 died \x01\nend\n", 2,
                  "a control character");
    try {
        readScoreFile(kHeader + "run 2024-05-01 rogue 1 4 0 1 42 fled x\nend\n", "scores.txt");
    } catch (const ScoreFileError& error) {
        EXPECT_EQ(error.column(), 33) << "the column of the outcome";
    }
}

TEST(ScoreFile, AFormat1TableReadsWithNoExperience) {
    // Written before the experience was kept: LEVEL is followed by DEPTH.
    const ScoreTable table = readScoreFile(kHeader + kGoodRun + "end\n", "scores.txt");
    ASSERT_EQ(table.entries().size(), 1u);
    const ScoreEntry& entry = table.entries()[0];
    EXPECT_EQ(entry.experienceLevel, 3);
    EXPECT_EQ(entry.experience, 0);
    EXPECT_EQ(entry.depth, 4);
    EXPECT_EQ(entry.turns, 1234);
    EXPECT_EQ(entry.cause, words("killed by an orc on floor 4"));
    // Written again, it is today's format, the fate kept as the words it was.
    EXPECT_NE(
        scoreFileText(table).find("\nrun 2024-05-01 dungeon rogue 3 0 4 0 1234 42 0 died text "
                                  "text=killed by an orc on floor 4\nname\n"),
        std::string::npos)
        << scoreFileText(table);
}

TEST(ScoreFile, AFormat5RunCarriesItsAdventureAndItsHerosName) {
    const std::string header = "delve-scores 5\n";
    const std::string start = "run 2024-05-01 mine barbarian 2 30 3 5 1234 42 0 won ";
    const ScoreTable table = readScoreFile(
        header + start + "text text=won\nname Iva\n" + start + "text text=won\nname\nend\n",
        "scores.txt");
    ASSERT_EQ(table.entries().size(), 2u);
    EXPECT_EQ(table.entries()[0].adventure, "mine");
    EXPECT_EQ(table.entries()[0].heroName, "Iva");
    EXPECT_EQ(table.entries()[0].gold, 5);
    EXPECT_EQ(table.entries()[1].heroName, "") << "`name` alone: a hero without a name";
}

TEST(ScoreFile, AFormat5RunWithoutItsNameOrWithABadOneIsRefusedAtItsLine) {
    const std::string header = "delve-scores 5\n";
    const std::string start =
        "run 2024-05-01 mine barbarian 2 30 3 5 1234 42 0 won text text=won\n";
    expectDamaged(header + start + "end\n", 3, "a `name` line should follow each `run` line");
    expectDamaged(header + start + start + "name Iva\nend\n", 3,
                  "a `name` line should follow each `run` line");
    expectDamaged(header + start + "name  Iva\nend\n", 3, "a hero's name");
    expectDamaged(header + start + "name Iva\x01\nend\n", 3, "a control character");
    expectDamaged(header +
                      "run 2024-05-01 Mine! barbarian 2 30 3 5 1234 42 0 won text text=won\n"
                      "name Iva\nend\n",
                  2, "an adventure is 1 to 40 of a-z");
}

TEST(ScoreFile, AFormat2RunCarriesItsExperience) {
    const std::string header = "delve-scores 2\n";
    const ScoreTable table = readScoreFile(
        header + "run 2024-05-01 rogue 1 9 1 0 10 42 died killed by a jackal on floor 1\n" +
            "run 2024-05-01 fighter 1 14 1 0 11 43 died killed by a goblin on floor 1\nend\n",
        "scores.txt");
    ASSERT_EQ(table.entries().size(), 2u);
    EXPECT_EQ(table.entries()[0].heroClass, "fighter") << "more experience on the same floor";
    EXPECT_EQ(table.entries()[0].experience, 14);
    EXPECT_EQ(table.entries()[1].experience, 9);
    expectDamaged(header + "run 2024-05-01 rogue 1 -1 1 0 10 42 died x\nend\n", 2,
                  "the experience should be a whole number (0..1000000000), not \"-1\"");
    expectDamaged(header + "run 2024-05-01 rogue 1 1000000001 1 0 10 42 died x\nend\n", 2,
                  "the experience 1000000001 is out of range (0..1000000000)");
}

TEST(ScoreFile, AMissingFileIsNoTableYetAndAWrittenOneReadsBack) {
    const std::filesystem::path folder =
        std::filesystem::temp_directory_path() / ("delve_scores_" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    const std::filesystem::path file = folder / "scores.txt";
    EXPECT_EQ(loadScoreFile(file), std::nullopt);
    ScoreTable table;
    table.add(run(2, 0, 50));
    saveScoreFile(table, file);
    EXPECT_EQ(loadScoreFile(file), table);
    writeFileAtomically(file, kHeader);
    EXPECT_THROW(loadScoreFile(file), ScoreFileError);
    std::filesystem::remove_all(folder);
}

}  // namespace
// Format 4 keeps whether the run was shown what its hero did not know
// (F1, F3): 0 or 1 after the seed; older tables read with nothing shown.
TEST(ScoreFile, AFormat4RunCarriesTheMarkOfHiddenThingsShown) {
    const std::string header = "delve-scores 4\n";
    const ScoreTable table = readScoreFile(
        header + "run 2024-05-01 rogue 1 9 2 0 10 42 1 died killed_by monster=rat number=2\n" +
            "run 2024-05-01 fighter 1 14 1 0 11 43 0 died killed_by monster=rat number=1\nend\n",
        "scores.txt");
    ASSERT_EQ(table.entries().size(), 2u);
    EXPECT_TRUE(table.entries()[0].sawHiddenThings);
    EXPECT_FALSE(table.entries()[1].sawHiddenThings);
    EXPECT_EQ(readScoreFile(scoreFileText(table), "scores.txt"), table);
    EXPECT_NE(scoreFileText(table).find(" 42 1 died "), std::string::npos);
    expectDamaged(header + "run 2024-05-01 rogue 1 9 2 0 10 42 2 died x\nend\n", 2,
                  "whether the run was shown hidden things");
    expectDamaged(header + "run 2024-05-01 rogue 1 9 2 0 10 42 died x\nend\n", 2,
                  "whether the run was shown hidden things");
    // A format-3 run has no such field, and reads as never shown.
    const ScoreTable older = readScoreFile(
        "delve-scores 3\nrun 2024-05-01 rogue 1 9 2 0 10 42 died killed_by monster=rat\nend\n",
        "scores.txt");
    EXPECT_FALSE(older.entries().at(0).sawHiddenThings);
}

TEST(ScoreTable, AnEntryKeepsWhetherTheRunWasShownHiddenThings) {
    Game game(GameOptions{5, "fighter", nullptr, testing::rules()});
    EXPECT_FALSE(scoreEntryFor(game, "2024-05-01").sawHiddenThings);
    game.noteSawHiddenThings();
    EXPECT_TRUE(scoreEntryFor(game, "2024-05-01").sawHiddenThings);
}

// The table's names and fates are shown as text: bytes that are not UTF-8
// are refused where they stand, and the message shows none of them raw.
TEST(ScoreFile, BytesThatAreNotUtf8AreRefusedWhereTheyStand) {
    expectDamaged("delve-scores 1\nrun 2024-05-01 rogue 3 4 0 1234 42 died by \xa2\xa2\nend\n", 2,
                  "2:44: the byte 0xa2 is not UTF-8: a score table is UTF-8 text");
}

}  // namespace delve
