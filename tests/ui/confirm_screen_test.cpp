#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "support/pressing.h"
#include "support/test_rules.h"

#include "ui/app.h"
#include "ui/screens/confirm_screen.h"

namespace delve {
namespace {

using testing::press;

App confirmFighterApp() {
    return App(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
}

// Opens a question whose answer counts how often it was given, and which
// settles the question only when `settles` says so.
void ask(App& app, int& answers, bool settles = true) {
    app.push(std::make_unique<ConfirmScreen>("Really?", "Do the thing?", [&answers, settles](App&) {
        ++answers;
        return settles;
    }));
    press(app, Key::of(U'&'));  // the push waits for an event; '&' means nothing in play
}

TEST(ConfirmScreen, YesCarriesOutTheAnswerAndCloses) {
    App app = confirmFighterApp();
    int answers = 0;
    ask(app, answers);
    ASSERT_EQ(app.topScreenName(), "confirm");
    press(app, Key::of(U'y'));
    EXPECT_EQ(answers, 1);
    EXPECT_EQ(app.topScreenName(), "play");
}

TEST(ConfirmScreen, NoAndEscapeCloseWithoutAnswering) {
    App app = confirmFighterApp();
    int answers = 0;
    ask(app, answers);
    press(app, Key::of(U'n'));
    EXPECT_EQ(app.topScreenName(), "play");
    ask(app, answers);
    press(app, Key::named(KeyCode::Escape));
    EXPECT_EQ(app.topScreenName(), "play");
    EXPECT_EQ(answers, 0);
}

TEST(ConfirmScreen, OtherKeysLeaveTheQuestionOpen) {
    App app = confirmFighterApp();
    int answers = 0;
    ask(app, answers);
    press(app, Key::of(U'j'));
    EXPECT_EQ(app.topScreenName(), "confirm");
    EXPECT_EQ(answers, 0);
}

TEST(ConfirmScreen, AnAnswerThatFailedKeepsTheQuestionOpen) {
    App app = confirmFighterApp();
    int answers = 0;
    ask(app, answers, false);
    press(app, Key::of(U'y'));
    EXPECT_EQ(answers, 1);
    EXPECT_EQ(app.topScreenName(), "confirm");
}

}  // namespace
}  // namespace delve
