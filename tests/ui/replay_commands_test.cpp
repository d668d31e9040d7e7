// A multi-turn command in a recording: each step is taken down where it
// came among the keys, so a command stopped by a key part-way replays to the
// same step, as the window and terminal would have played it.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "keep/state_hash.h"
#include "support/replaying.h"
#include "support/settings_doubles.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

#include "ui/app.h"
#include "ui/keeping/recording.h"
#include "ui/keeping/replay.h"
#include "ui/keeping/run_recorder.h"
#include "ui/views/layout.h"
#include "ui/views/map_view.h"

namespace delve {
namespace {

using testing::TextRecorder;

// A floor whose first room is empty, so the commands start at once. (The
// monsters elsewhere stay: a recording holds the seed, not test options.)
GameOptions quietFloor() {
    return GameOptions{9, "fighter", nullptr, testing::rules()};
}

using testing::replayOf;

TEST(ReplayCommands, AnExploreStoppedByAKeyReplaysToTheSameStep) {
    TextRecorder recorder;
    App app(quietFloor(), StartChoices{}, DrawStyle{});
    app.keeping().setRecorder(recorder);
    app.handle(InputEvent::keyPress(Key::of(U'o')));
    ASSERT_TRUE(app.commandRunning());
    for (int i = 0; i < 7; ++i) {
        app.stepCommand();
    }
    // A key part-way: it stops the explore and does nothing else.
    const Point stoppedAt = app.game().hero().position;
    app.handle(InputEvent::keyPress(Key::of(U'l')));
    EXPECT_FALSE(app.commandRunning());
    EXPECT_EQ(app.game().hero().position, stoppedAt);
    app.handle(InputEvent::keyPress(Key::of(U'o')));
    while (app.commandRunning()) {
        app.stepCommand();
    }
    app.keeping().finishRecording();

    std::size_t steps = 0;
    for (std::size_t at = recorder.text.find("\nstep\n"); at != std::string::npos;
         at = recorder.text.find("\nstep\n", at + 1)) {
        ++steps;
    }
    EXPECT_GT(steps, 7u) << recorder.text;

    const auto replayed = replayOf(recorder.text);
    EXPECT_EQ(stateHash(replayed->game()), stateHash(app.game()));
    EXPECT_EQ(replayed->game().turn(), app.game().turn());
}

TEST(ReplayCommands, ATravelByClickReplaysStepForStep) {
    TextRecorder recorder;
    App app(quietFloor(), StartChoices{}, DrawStyle{});
    app.keeping().setRecorder(recorder);
    CellBuffer frame(80, 24);
    app.draw(frame);
    const Point start = app.game().hero().position;
    app.handle(InputEvent::keyPress(Key::of(U'o')));
    for (int i = 0; i < 5; ++i) {
        app.stepCommand();
    }
    ASSERT_TRUE(app.commandRunning());
    app.handle(InputEvent::keyPress(Key::named(KeyCode::Escape)));  // stops it, opens nothing
    EXPECT_EQ(app.topScreenName(), "play");
    app.handle(InputEvent::keyPress(Key::of(U'R')));  // full health: refused
    EXPECT_FALSE(app.commandRunning());
    ASSERT_NE(app.game().hero().position, start);
    // Back to the start by a click, which travels there.
    app.draw(frame);
    const auto cell = app.lastFrame().camera.screenCellOf(start);
    ASSERT_TRUE(cell.has_value());
    app.handle(InputEvent::click(*cell));
    ASSERT_TRUE(app.commandRunning());
    while (app.commandRunning()) {
        app.stepCommand();
    }
    EXPECT_EQ(app.game().hero().position, start);
    app.keeping().finishRecording();
    EXPECT_NE(recorder.text.find("input <click:" + std::to_string(start.x) + "," +
                                 std::to_string(start.y) + ">"),
              std::string::npos)
        << recorder.text;

    const auto replayed = replayOf(recorder.text);
    EXPECT_EQ(stateHash(replayed->game()), stateHash(app.game()));
    EXPECT_EQ(replayed->game().hero().position, start);
}

}  // namespace
}  // namespace delve
