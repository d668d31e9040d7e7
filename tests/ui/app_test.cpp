#include <gtest/gtest.h>

#include <algorithm>

#include "support/temp_level.h"
#include "support/test_rules.h"

#include "support/pressing.h"
#include "ui/app.h"

namespace delve {
namespace {

using testing::press;

App fighterApp() {
    return App(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
}

TEST(App, HelpOpensAndAnyKeyClosesIt) {
    App app = fighterApp();
    EXPECT_EQ(app.topScreenName(), "play");
    press(app, U'?');
    EXPECT_EQ(app.topScreenName(), "help");
    const int turn = app.game().turn();
    press(app, U'j');
    EXPECT_EQ(app.topScreenName(), "play");
    EXPECT_EQ(app.game().turn(), turn);  // the key closed help, it did not walk
}

TEST(App, TheMenuResumesOrQuitsAfterAYes) {
    App app = fighterApp();
    press(app, Key::named(KeyCode::Escape));
    EXPECT_EQ(app.topScreenName(), "menu");
    press(app, U'r');
    EXPECT_EQ(app.topScreenName(), "play");
    press(app, Key::named(KeyCode::Escape));
    press(app, U'q');
    EXPECT_EQ(app.topScreenName(), "confirm");
    press(app, U'n');
    EXPECT_EQ(app.topScreenName(), "menu");
    EXPECT_FALSE(app.wantsQuit());
    press(app, U'q');
    press(app, U'y');
    EXPECT_TRUE(app.wantsQuit());
}

TEST(App, TheClassScreenStartsTheRun) {
    App app(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices::onlyTheClass(),
            DrawStyle{});
    EXPECT_EQ(app.topScreenName(), "class");
    EXPECT_FALSE(app.hasGame());
    press(app, U'z');
    EXPECT_FALSE(app.hasGame());
    press(app, U'a');
    ASSERT_TRUE(app.hasGame());
    EXPECT_EQ(app.topScreenName(), "play");
    EXPECT_EQ(app.game().hero().heroClass->id, "fighter");
}

TEST(App, EscOnTheClassScreenLeaves) {
    App app(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices::onlyTheClass(),
            DrawStyle{});
    press(app, Key::named(KeyCode::Escape));
    EXPECT_TRUE(app.wantsQuit());
}

TEST(App, ClosingTheWindowQuits) {
    App app = fighterApp();
    app.handle(InputEvent{InputEvent::Kind::Quit, {}, {}});
    EXPECT_TRUE(app.wantsQuit());
}

TEST(App, EveryScreenDrawsAtTheSmallestAndALargeSize) {
    App app = fighterApp();
    for (auto [columns, rows] : {std::pair{40, 12}, std::pair{80, 24}, std::pair{100, 36}}) {
        CellBuffer frame(columns, rows);
        app.draw(frame);
        press(app, U'?');
        app.draw(frame);
        press(app, U' ');
        press(app, Key::named(KeyCode::Escape));
        app.draw(frame);
        press(app, U'r');
        Key history = Key::of(U'p');
        history.ctrl = true;
        press(app, history);
        EXPECT_EQ(app.topScreenName(), "messages");
        app.draw(frame);
        press(app, Key::named(KeyCode::Escape));
        EXPECT_EQ(app.topScreenName(), "play");
    }
}

TEST(App, TheFrameShowsTheHeroThePanelAndTheLog) {
    App app = fighterApp();
    CellBuffer frame(80, 24);
    app.draw(frame);
    std::string all;
    for (const auto& row : frame.textRows()) {
        all += row + "\n";
    }
    EXPECT_NE(all.find('@'), std::string::npos);
    EXPECT_NE(all.find("The Depths"), std::string::npos);
    EXPECT_NE(all.find("Seed 42"), std::string::npos);
    EXPECT_NE(all.find("HP 30/30"), std::string::npos);
    EXPECT_NE(all.find("[#"), std::string::npos) << "the health bar";
    EXPECT_NE(all.find("Around:"), std::string::npos);
    EXPECT_NE(all.find("Floor 1: The Depths."), std::string::npos);
}

TEST(App, DeathOpensTheDeathScreenAndEnterStartsANewRun) {
    const testing::TempLevel level("app_death",
                                   "#######\n#@ggg.#\n#.ggg.#\n#######\n"
                                   "legend|g|monster|goblin\nend\n");
    App app(GameOptions{3, "rogue", level.level(), testing::rules()}, StartChoices{}, DrawStyle{});
    for (int turn = 0; turn < 500 && app.topScreenName() == "play"; ++turn) {
        press(app, U'.');
    }
    ASSERT_EQ(app.topScreenName(), "death");
    EXPECT_TRUE(app.game().isOver());
    CellBuffer frame(80, 24);
    app.draw(frame);
    std::string all;
    for (const auto& row : frame.textRows()) {
        all += row + "\n";
    }
    EXPECT_NE(all.find("killed by a goblin on floor 1"), std::string::npos) << all;
    const std::uint64_t oldSeed = app.game().seed();
    press(app, U'x');
    EXPECT_EQ(app.topScreenName(), "death") << "only Enter or Esc leave it";
    press(app, Key::named(KeyCode::Enter));
    EXPECT_EQ(app.topScreenName(), "class");
    press(app, U'b');
    ASSERT_TRUE(app.hasGame());
    EXPECT_NE(app.game().seed(), oldSeed);
    EXPECT_FALSE(app.game().isOver());
}

TEST(App, AHitFlashesAndSounds) {
    const testing::TempLevel level("app_flash",
                                   "#####\n#@r.#\n#####\n"
                                   "legend|r|monster|rat\nend\n");
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    press(app, U'l');
    const auto sounds = app.presentation().takeSounds();
    EXPECT_FALSE(sounds.empty());
    EXPECT_TRUE(app.presentation().takeSounds().empty()) << "each sound is handed over once";
    CellBuffer frame(80, 24);
    app.draw(frame);
    const bool hit = std::ranges::find(sounds, SoundCue::Hit) != sounds.end() ||
                     std::ranges::find(sounds, SoundCue::Kill) != sounds.end();
    EXPECT_EQ(!frame.highlights().empty(), hit) << "a blow that lands flashes its cell";
}

}  // namespace
}  // namespace delve
