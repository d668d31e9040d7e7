#include <gtest/gtest.h>

#include "support/dying.h"
#include "support/frame_text.h"
#include "support/pressing.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/views/layout.h"

namespace delve {
namespace {

using testing::frameOf;

const std::string kDeathGoblinPit =
    "#######\n#@ggg.#\n#.ggg.#\n#######\nlegend|g|monster|goblin\nend\n";

using testing::press;

// Waits among goblins until the death screen opens.
void dieIn(App& app) {
    ASSERT_TRUE(testing::waitToDie(app, 500));
}

ScoreEntry pastRun(int depth) {
    ScoreEntry entry;
    entry.heroClass = "fighter";
    entry.depth = depth;
    entry.turns = 1000;
    entry.cause =
        Said{MessageId::KilledBy, MessageArguments{}.withMonster("troll").withNumber(depth)};
    entry.date = "2024-01-01";
    return entry;
}

// A hook that puts the run into a table holding `past`, counting its calls.
RunKeeping::RunEndHook recorder(std::vector<ScoreEntry> past, int& calls) {
    return [past = std::move(past), &calls](const Game& game) -> std::optional<ScoreBoard> {
        ++calls;
        ScoreBoard board;
        for (const ScoreEntry& entry : past) {
            board.table.add(entry);
        }
        board.rank = board.table.add(scoreEntryFor(game, "2024-05-01"));
        return board;
    };
}

class DeathScreenTest : public ::testing::Test {
  protected:
    testing::TempLevel level_{"death_screen_pit", kDeathGoblinPit};
    App app_{GameOptions{5, "rogue", level_.level(), testing::rules()}, StartChoices{},
             DrawStyle{true}};
};

TEST_F(DeathScreenTest, WithoutAHookItShowsNoTable) {
    dieIn(app_);
    const std::string frame = frameOf(app_);
    EXPECT_NE(frame.find("You were killed by a goblin on floor 1."), std::string::npos) << frame;
    EXPECT_EQ(frame.find("The best runs"), std::string::npos) << frame;
}

TEST_F(DeathScreenTest, TheHookIsCalledOnceAndItsTableShownWithThisRunMarked) {
    int calls = 0;
    app_.keeping().whenRunEnds(recorder({pastRun(3), pastRun(1)}, calls));
    press(app_, Key::of(U'.'));
    EXPECT_EQ(calls, 0) << "not before the hero dies";
    dieIn(app_);
    press(app_, Key::of(U'.'));
    press(app_, Key::of(U'x'));
    EXPECT_EQ(calls, 1);
    const std::string frame = frameOf(app_);
    EXPECT_NE(frame.find("You were killed by a goblin on floor 1."), std::string::npos) << frame;
    EXPECT_NE(frame.find("The best runs"), std::string::npos) << frame;
    EXPECT_NE(frame.find("  #  Hero  Class      Adventure    Level  Floor"), std::string::npos)
        << frame;
    EXPECT_NE(frame.find("  1        Fighter    The Dungeon      1      3"), std::string::npos)
        << frame;
    // Dying sooner on the same floor, level and experience ranks no higher:
    // the run goes after the one already there.
    EXPECT_NE(frame.find("  2        Fighter    The Dungeon      1      1      0    1000"),
              std::string::npos)
        << frame;
    EXPECT_NE(frame.find("> 3  Nell  Rogue      The Dungeon      1      1"), std::string::npos)
        << frame;
    EXPECT_NE(frame.find("Enter: a new run"), std::string::npos) << frame;
}

TEST_F(DeathScreenTest, ALowRankIsShownInTheLastRowThatFits) {
    int calls = 0;
    std::vector<ScoreEntry> past;
    for (int i = 0; i < 14; ++i) {
        past.push_back(pastRun(5));
    }
    app_.keeping().whenRunEnds(recorder(past, calls));
    dieIn(app_);
    // Each fate takes two lines at 80 columns, so 24 rows leave room for 6
    // runs: the best 5, then this one, 15th.
    const std::string frame = frameOf(app_);
    EXPECT_NE(frame.find("  5        Fighter"), std::string::npos) << frame;
    EXPECT_EQ(frame.find("  6        Fighter"), std::string::npos) << frame;
    EXPECT_NE(frame.find(">15  Nell  Rogue"), std::string::npos) << frame;
    // The smallest screen has room for fewer, but still says how the hero
    // died, and still shows this run.
    const std::string small = frameOf(app_, kSmallestColumns, kSmallestRows);
    EXPECT_NE(small.find("You were killed by a goblin"), std::string::npos) << small;
    EXPECT_NE(small.find(">15  Nell  Rogue"), std::string::npos) << small;
    // A smaller screen only asks to be made larger.
    const std::string tooSmall = frameOf(app_, 40, 12);
    EXPECT_NE(tooSmall.find("make the window larger"), std::string::npos) << tooSmall;
    EXPECT_EQ(tooSmall.find("The best runs"), std::string::npos) << tooSmall;
}

TEST_F(DeathScreenTest, SaysWhereTheMorgueFileIsKept) {
    app_.keeping().whenRunEnds([](const Game&) -> std::optional<ScoreBoard> {
        ScoreBoard board;
        board.morgueFile = "/home/nell/delve/morgue/morgue-2024-05-01-5.txt";
        return board;
    });
    dieIn(app_);
    const std::string frame = frameOf(app_);
    EXPECT_NE(frame.find("The story of this run is kept in"), std::string::npos) << frame;
    EXPECT_NE(frame.find("morgue-2024-05-01-5.txt"), std::string::npos) << frame;
}

TEST_F(DeathScreenTest, ARunThatMissedTheTableIsToldSo) {
    int calls = 0;
    app_.keeping().whenRunEnds(recorder(std::vector<ScoreEntry>(20, pastRun(6)), calls));
    dieIn(app_);
    const std::string frame = frameOf(app_);
    EXPECT_NE(frame.find("This run did not make the best 20."), std::string::npos) << frame;
    EXPECT_EQ(frame.find('>'), std::string::npos) << frame;
}

TEST_F(DeathScreenTest, EachNewRunIsRecordedWhenItEnds) {
    int calls = 0;
    app_.keeping().whenRunEnds(recorder({}, calls));
    dieIn(app_);
    press(app_, Key::named(KeyCode::Enter));
    ASSERT_EQ(app_.topScreenName(), "class");
    press(app_, Key::of(U'b'));  // the rogue, second on the class screen
    ASSERT_EQ(app_.topScreenName(), "play");
    EXPECT_EQ(calls, 1);
    dieIn(app_);  // the same pit: the level file is kept for the new run
    EXPECT_EQ(calls, 2);
}

}  // namespace
}  // namespace delve
