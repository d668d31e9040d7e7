// The start screens: the adventure, the class and the hero's name, each
// asked only if the command line left it open; Esc goes back a step.
#include <gtest/gtest.h>

#include <string>

#include "support/frame_text.h"
#include "support/golden.h"
#include "support/pressing.h"
#include "support/test_rules.h"
#include "ui/app.h"

namespace delve {
namespace {

using testing::press;
void type(App& app, const std::u32string& text) {
    for (char32_t c : text) {
        press(app, c == U' ' ? Key::named(KeyCode::Space) : Key::of(c));
    }
}

App appAskingEverything() {
    return App(GameOptions{42, "fighter", nullptr, testing::gameRules()},
               StartChoices{true, true, true}, DrawStyle{});
}

TEST(StartScreens, AskTheAdventureThenTheClassThenTheName) {
    App app = appAskingEverything();
    EXPECT_EQ(app.topScreenName(), "adventure");
    EXPECT_NE(testing::frameOf(app).find("The Mine"), std::string::npos) << testing::frameOf(app);
    press(app, U'b');
    EXPECT_EQ(app.topScreenName(), "class");
    press(app, U'c');
    ASSERT_EQ(app.topScreenName(), "name");
    EXPECT_NE(testing::frameOf(app).find("Name: Iva_"), std::string::npos)
        << "the barbarian's own name is offered\n"
        << testing::frameOf(app);
    EXPECT_FALSE(app.hasGame());
    press(app, Key::named(KeyCode::Enter));
    ASSERT_TRUE(app.hasGame());
    EXPECT_EQ(app.topScreenName(), "play");
    EXPECT_EQ(app.game().plan().id, "mine");
    EXPECT_EQ(app.game().hero().heroClass->id, "barbarian");
    EXPECT_EQ(app.game().hero().name, "Iva");
}

TEST(StartScreens, EscGoesBackAStepAndFromTheFirstLeaves) {
    App app = appAskingEverything();
    press(app, U'a');
    press(app, U'a');
    ASSERT_EQ(app.topScreenName(), "name");
    press(app, Key::named(KeyCode::Escape));
    EXPECT_EQ(app.topScreenName(), "class");
    press(app, Key::named(KeyCode::Escape));
    EXPECT_EQ(app.topScreenName(), "adventure");
    EXPECT_FALSE(app.wantsQuit());
    press(app, Key::named(KeyCode::Escape));
    EXPECT_TRUE(app.wantsQuit());
}

TEST(StartScreens, TheFirstLetterTypedReplacesTheOfferedName) {
    App app = appAskingEverything();
    press(app, U'a');
    press(app, U'a');
    type(app, U"Zoë Ñ");
    EXPECT_NE(testing::frameOf(app).find("Name: Zoë Ñ_"), std::string::npos)
        << testing::frameOf(app);
    press(app, Key::named(KeyCode::Backspace));
    press(app, Key::named(KeyCode::Backspace));
    press(app, Key::named(KeyCode::Enter));
    ASSERT_TRUE(app.hasGame());
    EXPECT_EQ(app.game().hero().name, "Zoë") << "the space left at the end is dropped";
}

TEST(StartScreens, ANameIsCutAtTwentyAndNeverBeginsWithASpace) {
    App app = appAskingEverything();
    press(app, U'a');
    press(app, U'a');
    type(app, U"  Ivanka the Unbowed of the Deep");
    press(app, Key::named(KeyCode::Enter));
    ASSERT_TRUE(app.hasGame());
    EXPECT_EQ(app.game().hero().name, "Ivanka the Unbowed o");
}

TEST(StartScreens, ANameErasedToNothingIsTheOffer) {
    App app = appAskingEverything();
    press(app, U'a');
    press(app, U'b');
    for (int i = 0; i < 6; ++i) {
        press(app, Key::named(KeyCode::Backspace));
    }
    press(app, Key::named(KeyCode::Enter));
    ASSERT_TRUE(app.hasGame());
    EXPECT_EQ(app.game().hero().name, "Nell");
}

TEST(StartScreens, ANewRunOffersTheNameTypedForTheLastAndTheLastChoices) {
    App app = appAskingEverything();
    press(app, U'b');
    press(app, U'a');
    type(app, U"Ana");
    press(app, Key::named(KeyCode::Enter));
    ASSERT_TRUE(app.hasGame());
    app.newRun();
    EXPECT_EQ(app.topScreenName(), "adventure");
    press(app, Key::named(KeyCode::Enter));
    EXPECT_EQ(app.options().adventure, "mine") << "the last adventure is highlighted";
    press(app, Key::named(KeyCode::Enter));
    EXPECT_EQ(app.options().heroClass, "fighter") << "and the last class";
    EXPECT_NE(testing::frameOf(app).find("Name: Ana_"), std::string::npos) << testing::frameOf(app);
}

TEST(StartScreens, OnlyWhatTheCommandLineLeftOpenIsAsked) {
    App app(GameOptions{42, "fighter", nullptr, testing::gameRules()}, StartChoices::onlyTheClass(),
            DrawStyle{});
    EXPECT_EQ(app.topScreenName(), "class");
    press(app, U'b');
    ASSERT_TRUE(app.hasGame());
    EXPECT_EQ(app.game().plan().id, "dungeon");
    EXPECT_EQ(app.game().hero().name, "Nell");
}

TEST(StartScreens, RulesWithOneAdventureDoNotAskForIt) {
    App app(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{true, true, false},
            DrawStyle{});
    EXPECT_EQ(app.topScreenName(), "class");
    press(app, Key::named(KeyCode::Escape));
    EXPECT_TRUE(app.wantsQuit()) << "the class screen is the first";
}

TEST(StartScreens, TabSaysWhetherTheHeroIsAWomanOrAMan) {
    App app = appAskingEverything();
    press(app, U'a');
    press(app, U'c');
    ASSERT_EQ(app.topScreenName(), "name");
    EXPECT_NE(testing::frameOf(app).find("The hero is a woman."), std::string::npos)
        << "the barbarian's hero is a woman\n"
        << testing::frameOf(app);
    press(app, Key::named(KeyCode::Tab));
    EXPECT_NE(testing::frameOf(app).find("The hero is a man."), std::string::npos)
        << testing::frameOf(app);
    press(app, Key::named(KeyCode::Enter));
    ASSERT_TRUE(app.hasGame());
    EXPECT_EQ(app.game().hero().gender, HeroGender::Male);
}

TEST(StartScreens, TheFightersHeroIsAManUnlessTheCommandLineSays) {
    GameOptions options{42, "fighter", nullptr, testing::gameRules()};
    EXPECT_EQ(Game(options).hero().gender, HeroGender::Male);
    options.heroGender = HeroGender::Female;
    EXPECT_EQ(Game(options).hero().gender, HeroGender::Female);
}

}  // namespace
}  // namespace delve
