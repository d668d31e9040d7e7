// The interactive loop's pace for multi-turn commands: a step when one is
// due, input waited for no longer than that, the mouse never holding a step
// up, a key stopping the command.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <deque>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "keep/state_hash.h"
#include "support/scripted_frontend.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/input/keymap.h"
#include "ui/loop/run_loop.h"
#include "ui/views/layout.h"

namespace delve {
namespace {

using testing::ScriptedFrontend;

TEST(RunLoop, StepsACommandWhenDueAndAKeyStopsIt) {
    const testing::TempLevel level("run_loop",
                                   "##############################\n"
                                   "#@...........................#\n"
                                   "##############################\n");
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    const auto key = [](char32_t c) { return InputEvent::keyPress(Key::of(c)); };
    ScriptedFrontend frontend(&app, {
                                        key(U'o'),                   // explore
                                        std::nullopt,                // wait ran out: a step
                                        InputEvent::hover({20, 5}),  // the mouse moves
                                        std::nullopt,                // a step all the same
                                        key(U'j'),                   // stops it
                                    });
    runInteractive(app, frontend, frontend.clock());
    EXPECT_TRUE(app.wantsQuit());

    // Idle, the loop sleeps until something happens.
    ASSERT_EQ(frontend.waits.size(), 6u);
    EXPECT_EQ(frontend.waits[0], -1);
    // 'o' started exploring, and its first step was due at once: the loop
    // took it before it waited again, for the next step's 30 ms.
    EXPECT_EQ(frontend.turns[1], 1);
    EXPECT_EQ(frontend.waits[1], 30);
    // The wait ran out: a second step. The hover came 10 ms into the next
    // wait; it took no step and did not put the next one off: the loop
    // waited only the 20 ms left.
    EXPECT_EQ(frontend.turns[2], 2);
    EXPECT_EQ(frontend.waits[2], 30);
    EXPECT_EQ(frontend.turns[3], 2);
    EXPECT_EQ(frontend.waits[3], 30 - ScriptedFrontend::kEventAfter);
    EXPECT_EQ(frontend.waits[4], 30);
    // The wait ran out again: a third step; then 'j' stopped the command,
    // and did not walk.
    EXPECT_EQ(frontend.turns[4], 3);
    EXPECT_EQ(frontend.waits[5], -1);
    EXPECT_EQ(frontend.turns[5], 3);
    EXPECT_FALSE(app.commandRunning());
}

// Saves into a full disk, or keeps what it is given.
class TriedKeeper : public RunKeeper {
  public:
    bool keepsRuns() const override { return true; }
    void save(const Game& game) override {
        ++tries;
        if (full) {
            throw std::runtime_error("the disk is full");
        }
        saved = stateHash(game);
    }
    bool full = false;
    int tries = 0;
    std::uint64_t saved = 0;
};

// A stop signal makes every wait for input a Quit from then on (as the
// script's end does here): the run is saved even in the middle of a
// command, which stops first, and the loop ends.
TEST(RunLoop, AQuitInTheMiddleOfACommandStopsItAndSaves) {
    const testing::TempLevel level("run_loop_quit",
                                   "##############################\n"
                                   "#@...........................#\n"
                                   "##############################\n");
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    TriedKeeper keeper;
    app.keeping().setKeeper(keeper);
    ScriptedFrontend frontend(&app, {InputEvent::keyPress(Key::of(U'o')), std::nullopt});
    runInteractive(app, frontend, frontend.clock());
    EXPECT_TRUE(app.wantsQuit());
    EXPECT_FALSE(app.commandRunning());
    EXPECT_EQ(keeper.tries, 2) << "before the first input, and on quitting";
    EXPECT_EQ(keeper.saved, stateHash(app.game()));
    EXPECT_GT(app.game().turn(), 0) << "the command had taken steps";
}

TEST(RunLoop, AQuitThatKeepsComingLeavesEvenWhenTheSaveFails) {
    App app(GameOptions{3, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
    TriedKeeper keeper;
    keeper.full = true;
    app.keeping().setKeeper(keeper);
    ScriptedFrontend frontend(&app, {});
    runInteractive(app, frontend, frontend.clock());
    EXPECT_TRUE(app.wantsQuit());
    EXPECT_EQ(frontend.waits.size(), 2u) << "the first quit stays to say the save failed";
    EXPECT_EQ(keeper.tries, 2) << "tried once more, then left without it";
    ASSERT_TRUE(app.keeping().error());
    EXPECT_EQ(*app.keeping().error(), "the disk is full");
}

TEST(RunLoop, OnAScreenTooSmallForTheGameKeysAndClicksDoNothing) {
    const testing::TempLevel level("run_loop_small",
                                   "##########\n"
                                   "#@.......#\n"
                                   "##########\n");
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    ScriptedFrontend frontend(&app,
                              {InputEvent::keyPress(Key::of(U'l')), InputEvent::click({3, 3}),
                               InputEvent::keyPress(Key::named(KeyCode::Escape))},
                              kSmallestColumns - 1, kSmallestRows);
    runInteractive(app, frontend, frontend.clock());
    EXPECT_TRUE(app.wantsQuit());  // closing still closes
    EXPECT_EQ(app.game().turn(), 0);
    EXPECT_EQ(app.game().hero().position, (Point{1, 1}));
    EXPECT_EQ(app.topScreenName(), "play");  // Esc opened no menu
}

// Hears what the loop asks of a frontend besides frames: the settings it is
// to follow, and the sounds it is to play.
class ListeningFrontend : public ScriptedFrontend {
  public:
    using ScriptedFrontend::ScriptedFrontend;
    void play(SoundCue cue) override { played.push_back(cue); }
    void follow(const Settings& settings) override { followed.push_back(settings); }
    std::vector<SoundCue> played;
    std::vector<Settings> followed;
};

TEST(RunLoop, TheFrontendFollowsTheSettingsAndIsSilentWithoutSound) {
    const testing::TempLevel level("run_loop_sound",
                                   "######\n"
                                   "#@r..#\n"
                                   "######\n"
                                   "legend|r|monster|rat\n"
                                   "end\n");
    for (const bool sound : {true, false}) {
        App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
                DrawStyle{});
        Settings settings;
        settings.sound = sound;
        settings.volume = 40;
        app.settings().change(settings);
        ListeningFrontend frontend(&app, {InputEvent::keyPress(Key::of(U'l'))});
        runInteractive(app, frontend, frontend.clock());
        ASSERT_FALSE(frontend.followed.empty());
        EXPECT_EQ(frontend.followed.front(), settings);
        EXPECT_EQ(frontend.played.empty(), !sound) << "the blow's sound";
    }
}

// A window whose grid changes as it follows the settings, as Alt+Enter
// changes a window's: 100x45, and 160x50 while it fills the screen.
class RegriddingFrontend : public ScriptedFrontend {
  public:
    RegriddingFrontend() : ScriptedFrontend({}) {}
    int columns() const override { return filled_ ? 160 : 100; }
    int rows() const override { return filled_ ? 50 : 45; }
    void follow(const Settings& settings) override { filled_ = settings.fullscreen; }
    void present(const CellBuffer& frame) override { presented = {frame.columns(), frame.rows()}; }
    Point presented;

  private:
    bool filled_ = false;
};

TEST(RunLoop, TheFrameAfterAltEnterIsLaidOutForTheNewGridAtOnce) {
    App app(GameOptions{3, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
    RegriddingFrontend frontend;
    CellBuffer frame;
    presentFrame(app, frontend, frame);
    EXPECT_EQ(frontend.presented, (Point{100, 45}));
    app.handle(InputEvent::keyPress(kFullscreenKey));
    presentFrame(app, frontend, frame);
    EXPECT_EQ(frontend.presented, (Point{160, 50}));
    app.handle(InputEvent::keyPress(kFullscreenKey));
    presentFrame(app, frontend, frame);
    EXPECT_EQ(frontend.presented, (Point{100, 45}));
}

// Takes pictures as a window does, or none as a terminal, or fails as a
// full disk.
class PictureFrontend : public ScriptedFrontend {
  public:
    using ScriptedFrontend::ScriptedFrontend;
    std::optional<std::string> keepPicture(std::string_view name) override {
        names.emplace_back(name);
        if (full) {
            throw std::runtime_error("the disk is full");
        }
        if (!takesPictures) {
            return std::nullopt;
        }
        return "/pics/" + std::string(name) + ".png";
    }
    std::vector<std::string> names;
    bool takesPictures = true;
    bool full = false;
};

bool noted(const App& app, const std::string& text) {
    return std::ranges::any_of(app.notes(),
                               [&](const App::Note& note) { return note.text == text; });
}

TEST(RunLoop, F12KeepsAPictureAndTheLogSaysWhereWithoutATurn) {
    App app(GameOptions{3, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
    PictureFrontend frontend(&app, {InputEvent::keyPress(kPictureKey)});
    runInteractive(app, frontend, frontend.clock());
    EXPECT_EQ(frontend.names, (std::vector<std::string>{"delve-seed-3-turn-0"}));
    EXPECT_TRUE(noted(app, "A picture of the window is kept in /pics/delve-seed-3-turn-0.png."));
    EXPECT_EQ(app.game().turn(), 0);
}

TEST(RunLoop, F12WhereNoPictureCanBeTakenOrKeptSaysSo) {
    App app(GameOptions{3, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
    PictureFrontend terminal(&app, {InputEvent::keyPress(kPictureKey)});
    terminal.takesPictures = false;
    runInteractive(app, terminal, terminal.clock());
    EXPECT_TRUE(noted(app, "Only the window takes pictures (F12)."));

    App again(GameOptions{3, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
    PictureFrontend full(&again, {InputEvent::keyPress(kPictureKey)});
    full.full = true;
    runInteractive(again, full, full.clock());
    EXPECT_TRUE(noted(again, "The picture could not be kept: the disk is full"));
}

}  // namespace
}  // namespace delve
