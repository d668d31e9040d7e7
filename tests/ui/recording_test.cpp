#include <gtest/gtest.h>

#include <string>

#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "support/test_rules.h"
#include "ui/recording.h"

namespace delve {
namespace {

Game someGame(std::uint64_t seed) {
    Game game(GameOptions{seed, "rogue", nullptr, testing::rules()});
    for (int i = 0; i < 12; ++i) {
        game.act(Move{kAllDirections[static_cast<std::size_t>(i) % 8]});
    }
    return game;
}

std::string header() {
    return recordingHeader(RecordedStart{42, "fighter", std::nullopt, std::nullopt, std::nullopt});
}

// The message a bad recording gives.
std::string errorOf(const std::string& text) {
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
    RecordedStart begun{5, "rogue", "levels/a level.txt", saveGame(start), std::nullopt};
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
    ASSERT_TRUE(recording.start.game);
    EXPECT_EQ(stateHash(*recording.start.game), stateHash(start));
    ASSERT_EQ(recording.entries.size(), 8u);
    EXPECT_EQ(recording.entries[0].input.key, Key::of(U'j'));
    EXPECT_EQ(recording.entries[1].input.key, history);
    EXPECT_EQ(recording.entries[2].input.key, Key::named(KeyCode::F5));
    EXPECT_EQ(recording.entries[3].input.key, Key::named(KeyCode::Space));
    EXPECT_EQ(recording.entries[4].input.key, Key::of(U'<'));
    EXPECT_EQ(recording.entries[5].input.clickOnMap, (Point{12, 30}));
    EXPECT_EQ(recording.entries[6].kind, RecordedEntry::Kind::Step);
    ASSERT_EQ(recording.entries[7].kind, RecordedEntry::Kind::Restore);
    EXPECT_EQ(stateHash(*recording.entries[7].game), stateHash(copy));
    EXPECT_EQ(recording.endHash, 0x0123456789abcdefULL);
}

TEST(Recording, ANewRunNeedsNoSaveAndMayHaveNoEnd) {
    const std::string text =
        header() + recordedInput(ScriptStep{Key::of(U'l'), std::nullopt, std::nullopt});
    EXPECT_EQ(text, "delve-recording 1\nseed 42\nclass fighter\nlevel\nstart new\ninput l\n");
    const Recording recording = readRecording(text, "run.rec", testing::rules());
    EXPECT_FALSE(recording.start.game);
    EXPECT_FALSE(recording.start.levelFile);
    EXPECT_FALSE(recording.endHash);
    EXPECT_EQ(recording.entries.at(0).line, 6);
}

TEST(Recording, FaultsAreNamedAtTheirLineAndColumn) {
    EXPECT_EQ(errorOf(""), "run.rec:1:1: the recording ends before the header");
    EXPECT_EQ(errorOf("delve-save 1\n"),
              "run.rec:1:1: not a Delve recording: the first line should be \"delve-recording 1\"");
    EXPECT_EQ(errorOf("delve-recording 7\n"),
              "run.rec:1:17: recorded in format 7; this Delve reads format 1");
    EXPECT_EQ(errorOf("delve-recording 1\nseed x\n"),
              "run.rec:2:6: the seed should be a whole number, not \"x\"");
    EXPECT_EQ(errorOf("delve-recording 1\nseed 1\nclass wizard\n"),
              "run.rec:3:7: unknown class \"wizard\"");
    EXPECT_EQ(errorOf("delve-recording 1\nseed 1\nclass rogue\nlevel\nstart later\n"),
              "run.rec:5:7: a run starts `new` or from a `save`, not \"later\"");
    EXPECT_EQ(errorOf(header() + "input <Nope>\n"),
              "run.rec:6:7: bad key `<Nope>` at offset 0: unknown key name");
    EXPECT_EQ(errorOf(header() + "input jk\n"), "run.rec:6:7: one key or click a line, not \"jk\"");
    EXPECT_EQ(errorOf(header() + "input j\njump\n"),
              "run.rec:7:1: expected `input`, `step`, `restore` or `end`, not \"jump\"");
    EXPECT_EQ(errorOf(header() + "step 2\n"),
              "run.rec:6:6: unexpected \"2\" at the end of the line");
    EXPECT_EQ(errorOf(header() + "end 12\n"),
              "run.rec:6:5: the hash is sixteen hex digits, not \"12\"");
    EXPECT_EQ(errorOf(header() + "end 0123456789abcdef\ninput j\n"),
              "run.rec:7:1: nothing may follow the `end` line");
}

TEST(Recording, ASaveInsideIsCheckedWithTheRecordingsLineNumbers) {
    std::string save = saveGame(someGame(3));
    // The save's fourth line (`rng ...`) spoiled: an even increment.
    const std::size_t rng = save.find("\nrng ") + 1;
    const std::size_t end = save.find('\n', rng);
    save.replace(rng, end - rng, "rng 1 2");
    const std::string text = header() + "input j\n" + recordedRestore(save);
    // The header is five lines, the input one, `restore N` one: the save's
    // first line is line 8, so its fourth is line 11.
    EXPECT_EQ(errorOf(text), "run.rec:11:7: the dice's increment must be odd");

    const std::string cut = header() + "restore 400\ndelve-save 1\n";
    EXPECT_EQ(errorOf(cut), "run.rec:8:1: the recording ends before the save's last line");
}

}  // namespace
}  // namespace delve
