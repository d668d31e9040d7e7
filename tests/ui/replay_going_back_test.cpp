// Going back to a copy set aside in a recording: F9's question and its
// answer are not taken down, a yes is taken down as the copy, and the replay
// ends on the same hash, the going back noted in the run's record.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "keep/state_hash.h"
#include "support/pressing.h"
#include "support/replaying.h"
#include "support/settings_doubles.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/keeping/recording.h"
#include "ui/keeping/replay.h"
#include "ui/keeping/run_recorder.h"

namespace delve {
namespace {

using testing::TextRecorder;

// Keeps only a copy set aside on disk, as a run continued from a save has.
class CopyOnDisk : public RunKeeper {
  public:
    explicit CopyOnDisk(Game copy) : copy_(std::move(copy)) {}
    bool keepsRuns() const override { return true; }
    std::optional<Game> takeAside() override { return copy_; }

  private:
    Game copy_;
};

GameOptions goingBackOptionsFor(std::uint64_t seed) {
    return GameOptions{seed, "fighter", nullptr, testing::rules()};
}

using testing::press;

using testing::pressAll;

using testing::replayOf;

int count(const std::string& text, const std::string& part) {
    int found = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) {
        ++found;
    }
    return found;
}

TEST(ReplayGoingBack, F9AndYesReplayToTheSameHash) {
    TextRecorder recorder;
    App app(goingBackOptionsFor(13), StartChoices{}, DrawStyle{});
    app.keeping().setRecorder(recorder);
    pressAll(app, U"jjl");
    press(app, Key::named(KeyCode::F5));
    pressAll(app, U"kk..");
    press(app, Key::named(KeyCode::F9));
    press(app, Key::of(U'y'));
    pressAll(app, U"..");
    press(app, Key::named(KeyCode::F9));
    press(app, Key::of(U'y'));
    press(app, Key::of(U'l'));
    ASSERT_EQ(app.game().goingsBack().size(), 2u);
    app.keeping().finishRecording();

    const std::string& text = recorder.text;
    EXPECT_EQ(count(text, "\nrestore "), 2) << text;
    EXPECT_EQ(count(text, "input <F9>"), 0) << "the question is not taken down";
    EXPECT_EQ(count(text, "input y"), 0) << "nor its answer: the copy is";
    const auto replayed = replayOf(text);
    EXPECT_EQ(replayed->game().goingsBack(), app.game().goingsBack());
    EXPECT_EQ(stateHash(replayed->game()), stateHash(app.game()));
    EXPECT_EQ(replayed->topScreenName(), "play");
}

TEST(ReplayGoingBack, AQuestionAnsweredNoLeavesNothingInTheRecording) {
    TextRecorder recorder;
    App app(goingBackOptionsFor(13), StartChoices{}, DrawStyle{});
    app.keeping().setRecorder(recorder);
    pressAll(app, U"jj");
    press(app, Key::named(KeyCode::F5));
    press(app, Key::of(U'.'));
    const std::string before = recorder.text;
    press(app, Key::named(KeyCode::F9));
    press(app, Key::of(U'j'));  // not an answer: the question stays
    press(app, Key::of(U'n'));
    press(app, Key::named(KeyCode::F9));
    press(app, Key::named(KeyCode::Escape));
    EXPECT_EQ(recorder.text, before) << "n is a step south-east on the play screen";
    press(app, Key::of(U'l'));
    app.keeping().finishRecording();
    const auto replayed = replayOf(recorder.text);
    EXPECT_EQ(stateHash(replayed->game()), stateHash(app.game()));
    EXPECT_TRUE(replayed->game().goingsBack().empty());
}

TEST(ReplayGoingBack, AContinuedRunGoingBackToItsCopyOnDiskReplays) {
    // The replay has no copy on disk: the question must not reach it.
    Game copy(goingBackOptionsFor(9));
    copy.act(Step{Direction::East});
    Game saved = copy;
    saved.act(Wait{});
    saved.act(Wait{});
    CopyOnDisk keeper(copy);
    TextRecorder recorder;
    App app(goingBackOptionsFor(42), StartChoices{}, DrawStyle{});
    app.keeping().setKeeper(keeper);
    app.keeping().setRecorder(recorder);
    app.resumeRun(saved);
    press(app, Key::named(KeyCode::F9));
    ASSERT_EQ(app.topScreenName(), "confirm");
    press(app, Key::of(U'y'));
    ASSERT_EQ(app.game().goingsBack(), (std::vector<GoingBack>{{saved.turn(), copy.turn()}}));
    press(app, Key::of(U'j'));
    app.keeping().finishRecording();
    const auto replayed = replayOf(recorder.text);
    EXPECT_EQ(stateHash(replayed->game()), stateHash(app.game()));
    EXPECT_EQ(replayed->game().goingsBack(), app.game().goingsBack());
}

}  // namespace
}  // namespace delve
