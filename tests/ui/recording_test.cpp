#include <gtest/gtest.h>

#include <string>

#include "game/hero_name.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "support/golden.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/keeping/recording.h"
#include "ui/keeping/replay.h"

namespace delve {
namespace {

Game someGame(std::uint64_t seed) {
    Game game(GameOptions{seed, "rogue", nullptr, testing::rules()});
    for (int i = 0; i < 12; ++i) {
        game.act(Step{kAllDirections[static_cast<std::size_t>(i) % 8]});
    }
    return game;
}

std::string header() {
    return recordingHeader(RecordedStart{42, "fighter", std::nullopt, std::nullopt, std::nullopt});
}

// The message a bad recording gives.
std::string recordingErrorOf(const std::string& text) {
    try {
        readRecording(text, "run.rec", testing::rules());
    } catch (const RecordingError& error) {
        return error.what();
    }
    return "no error";
}

TEST(Recording, WhatIsWrittenIsReadBack) {
    const Game start = someGame(5);
    const Game copy = someGame(6);
    RecordedStart begun{
        5, "rogue", "levels/a level.txt", saveGame(start), std::nullopt, "dungeon", "Ива Петрова"};
    std::string text = recordingHeader(begun);
    text += recordedInput(ScriptStep{Key::of(U'j'), std::nullopt, std::nullopt});
    Key history = Key::of(U'p');
    history.ctrl = true;
    text += recordedInput(ScriptStep{history, std::nullopt, std::nullopt});
    text += recordedInput(ScriptStep{Key::named(KeyCode::F5), std::nullopt, std::nullopt});
    text += recordedInput(ScriptStep{Key::named(KeyCode::Space), std::nullopt, std::nullopt});
    text += recordedInput(ScriptStep{Key::of(U'<'), std::nullopt, std::nullopt});
    text += recordedInput(ScriptStep{std::nullopt, Point{12, 30}, std::nullopt});
    text += recordedStep();
    text += recordedRestore(saveGame(copy));
    text += recordingEnd(0x0123456789abcdefULL);

    const Recording recording = readRecording(text, "run.rec", testing::rules());
    EXPECT_EQ(recording.source, "run.rec");
    EXPECT_EQ(recording.start.seed, 5u);
    EXPECT_EQ(recording.start.heroClass, "rogue");
    EXPECT_EQ(recording.start.levelFile, "levels/a level.txt");
    EXPECT_EQ(recording.start.adventure, "dungeon");
    EXPECT_EQ(recording.start.heroName, "Ива Петрова");
    ASSERT_TRUE(recording.start.game);
    EXPECT_EQ(stateHash(*recording.start.game), stateHash(start));
    ASSERT_EQ(recording.entries.size(), 8u);
    EXPECT_EQ(recording.entries[0].input.key, Key::of(U'j'));
    EXPECT_EQ(recording.entries[1].input.key, history);
    EXPECT_EQ(recording.entries[2].input.key, Key::named(KeyCode::F5));
    EXPECT_EQ(recording.entries[3].input.key, Key::named(KeyCode::Space));
    EXPECT_EQ(recording.entries[4].input.key, Key::of(U'<'));
    EXPECT_EQ(recording.entries[5].input.clickOnMap, (Point{12, 30}));
    EXPECT_EQ(recording.entries[6].kind, RecordedEntry::Kind::CommandStep);
    ASSERT_EQ(recording.entries[7].kind, RecordedEntry::Kind::Restore);
    EXPECT_EQ(stateHash(*recording.entries[7].game), stateHash(copy));
    EXPECT_EQ(recording.endHash, 0x0123456789abcdefULL);
}

TEST(Recording, ANewRunNeedsNoSaveAndMayHaveNoEnd) {
    const std::string text =
        header() + recordedInput(ScriptStep{Key::of(U'l'), std::nullopt, std::nullopt});
    EXPECT_EQ(text,
              "delve-recording 3\nseed 42\nclass fighter\nadventure dungeon\nname\ngender\nlevel\n"
              "start new\ninput l\n");
    const Recording recording = readRecording(text, "run.rec", testing::rules());
    EXPECT_FALSE(recording.start.game);
    EXPECT_FALSE(recording.start.levelFile);
    EXPECT_FALSE(recording.endHash);
    EXPECT_EQ(recording.start.heroName, "");
    EXPECT_EQ(recording.entries.at(0).line, 9);
}

TEST(Recording, MoreEntriesThanARecordingMayHoldAreRefusedAtTheFirstTooMany) {
    std::string text = header();
    text.reserve(text.size() + 5 * (kMostRecordedEntries + 2));
    for (std::size_t i = 0; i <= kMostRecordedEntries; ++i) {
        text += "step\n";
    }
    const int firstTooMany = 9 + static_cast<int>(kMostRecordedEntries);
    EXPECT_EQ(recordingErrorOf(text),
              "run.rec:" + std::to_string(firstTooMany) +
                  ":1: a recording holds at most 400000 inputs, steps and restores; this one "
                  "goes on past them");
}

TEST(Recording, TheHerosGenderIsReadBackAndAnOlderFormatHasNone) {
    RecordedStart start{42, "fighter", std::nullopt, std::nullopt, std::nullopt};
    start.heroGender = HeroGender::Female;
    const std::string text = recordingHeader(start);
    EXPECT_NE(text.find("\nname\ngender female\nlevel\n"), std::string::npos) << text;
    EXPECT_EQ(readRecording(text, "run.rec", testing::rules()).start.heroGender,
              HeroGender::Female);
    const std::string older =
        "delve-recording 2\nseed 42\nclass fighter\nadventure dungeon\nname\nlevel\nstart new\n";
    EXPECT_EQ(readRecording(older, "run.rec", testing::rules()).start.heroGender, std::nullopt);
    std::string wrong = text;
    wrong.replace(wrong.find("female"), 6, "they");
    EXPECT_EQ(recordingErrorOf(wrong),
              "run.rec:6:8: the hero's gender is female or male, not \"they\"");
}

TEST(Recording, FaultsAreNamedAtTheirLineAndColumn) {
    EXPECT_EQ(recordingErrorOf(""), "run.rec:1:1: the recording ends before the header");
    EXPECT_EQ(recordingErrorOf("delve-save 1\n"),
              "run.rec:1:1: not a Delve recording: the first line should be \"delve-recording 3\"");
    EXPECT_EQ(recordingErrorOf("delve-recording 7\n"),
              "run.rec:1:17: recorded in format 7; this Delve reads formats 1 to 3");
    EXPECT_EQ(recordingErrorOf("delve-recording 1\nseed x\n"),
              "run.rec:2:6: the seed should be a whole number, not \"x\"");
    EXPECT_EQ(recordingErrorOf("delve-recording 1\nseed 1\nclass wizard\n"),
              "run.rec:3:7: unknown class \"wizard\"");
    EXPECT_EQ(recordingErrorOf("delve-recording 1\nseed 1\nclass rogue\nlevel\nstart later\n"),
              "run.rec:5:7: a run starts `new` or from a `save`, not \"later\"");
    EXPECT_EQ(recordingErrorOf("delve-recording 2\nseed 1\nclass rogue\nlevel\n"),
              "run.rec:4:1: expected the `adventure` line here");
    EXPECT_EQ(recordingErrorOf("delve-recording 2\nseed 1\nclass rogue\nadventure castle\n"),
              "run.rec:4:11: unknown adventure \"castle\"");
    EXPECT_EQ(
        recordingErrorOf("delve-recording 2\nseed 1\nclass rogue\nadventure dungeon\nname  Iva\n"),
        "run.rec:5:6: " + std::string(kHeroNameRule));
    EXPECT_EQ(recordingErrorOf(header() + "input <Nope>\n"),
              "run.rec:9:7: bad key `<Nope>` at offset 0: unknown key name");
    EXPECT_EQ(recordingErrorOf(header() + "input jk\n"),
              "run.rec:9:7: one key or click a line, not \"jk\"");
    EXPECT_EQ(recordingErrorOf(header() + "input j\njump\n"),
              "run.rec:10:1: expected `input`, `step`, `restore` or `end`, not \"jump\"");
    EXPECT_EQ(recordingErrorOf(header() + "step 2\n"),
              "run.rec:9:6: unexpected \"2\" at the end of the line");
    EXPECT_EQ(recordingErrorOf(header() + "end 12\n"),
              "run.rec:9:5: the hash is sixteen hex digits, not \"12\"");
    EXPECT_EQ(recordingErrorOf(header() + "end 0123456789abcdef\ninput j\n"),
              "run.rec:10:1: nothing may follow the `end` line");
    EXPECT_EQ(recordingErrorOf(header() + "input \xc3(\n"),
              "run.rec:9:7: the byte 0xc3 is not UTF-8: a recording is UTF-8 text");
}

TEST(Recording, ASaveInsideIsCheckedWithTheRecordingsLineNumbers) {
    std::string save = saveGame(someGame(3));
    // The save's fourth line (`rng ...`) spoiled: an even increment.
    const std::size_t rng = save.find("\nrng ") + 1;
    const std::size_t end = save.find('\n', rng);
    save.replace(rng, end - rng, "rng 1 2");
    const std::string text = header() + "input j\n" + recordedRestore(save);
    // The header is eight lines, the input one, `restore N` one: the save's
    // first line is line 11, so its fourth is line 14.
    EXPECT_EQ(recordingErrorOf(text), "run.rec:14:7: the dice's increment must be odd");

    const std::string cut = header() + "restore 400\ndelve-save 1\n";
    EXPECT_EQ(recordingErrorOf(cut),
              "run.rec:11:1: the recording ends before the save's last line");
}

TEST(Recording, AFormatOneRecordingIsOfTheDungeonWithTheClasssName) {
    const Recording recording =
        readRecording("delve-recording 1\nseed 7\nclass rogue\nlevel\nstart new\ninput j\n",
                      "old.rec", testing::rules());
    EXPECT_EQ(recording.start.adventure, "dungeon");
    EXPECT_EQ(recording.start.heroName, "");
    const GameOptions options =
        Replay::optionsFor(recording, testing::rules(), testing::levelFromFile);
    EXPECT_EQ(Game(options).hero().name, "Nell");
    EXPECT_EQ(Game(options).plan().id, "dungeon");
}

TEST(Recording, AMineRunIsReplayedInTheMineWithItsHerosName) {
    RecordedStart begun{9, "barbarian", std::nullopt, std::nullopt, std::nullopt, "mine", "Zoë"};
    const Recording recording =
        readRecording(recordingHeader(begun) + "input j\n", "mine.rec", testing::gameRules());
    const Game game(Replay::optionsFor(recording, testing::gameRules(), testing::levelFromFile));
    EXPECT_EQ(game.plan().id, "mine");
    EXPECT_EQ(game.hero().name, "Zoë");
}

}  // namespace
}  // namespace delve
