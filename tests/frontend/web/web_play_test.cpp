// A game played from a page: the first screen whole, then only changes; the
// running command stepped only when woken; the same keys playing out as
// they do anywhere else.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "frontend/web/web_play.h"
#include "keep/state_hash.h"
#include "support/test_rules.h"
#include "ui/app.h"

namespace delve {
namespace {

using nlohmann::json;
using Clock = WebPlay::Clock;

App seed42() {
    return App(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
}

PageMessage key(char32_t c) {
    return InputEvent::keyPress(Key::of(c));
}

std::vector<std::string> typesOf(const std::vector<std::string>& messages) {
    std::vector<std::string> types;
    for (const std::string& message : messages) {
        types.push_back(json::parse(message)["type"]);
    }
    return types;
}

TEST(WebPlay, TheFirstFrameIsTheWholeScreenAtThePagesSize) {
    App app = seed42();
    WebPlay play(app, PageSize{100, 30}, Clock::time_point{});
    const std::vector<std::string> messages = play.takeMessages();
    ASSERT_EQ(messages.size(), 1u);
    const json screen = json::parse(messages.front());
    EXPECT_EQ(screen["type"], "screen");
    EXPECT_EQ(screen["columns"], 100);
    EXPECT_EQ(screen["rows"], 30);
    EXPECT_NE(messages.front().find('@'), std::string::npos);
}

TEST(WebPlay, AKeyThatActsSendsOnlyTheCellsThatChanged) {
    App app = seed42();
    WebPlay play(app, PageSize{80, 24}, Clock::time_point{});
    play.takeMessages();
    const int turn = app.game().turn();
    play.receive(key(U'.'), Clock::time_point{});
    EXPECT_EQ(app.game().turn(), turn + 1);
    EXPECT_EQ(typesOf(play.takeMessages()), std::vector<std::string>{"cells"});
}

TEST(WebPlay, ANewSizeOrARedrawSendsTheWholeScreen) {
    App app = seed42();
    WebPlay play(app, PageSize{80, 24}, Clock::time_point{});
    play.takeMessages();
    play.receive(PageSize{120, 40}, Clock::time_point{});
    const std::vector<std::string> resized = play.takeMessages();
    ASSERT_EQ(typesOf(resized), std::vector<std::string>{"screen"});
    EXPECT_EQ(json::parse(resized.front())["columns"], 120);
    play.receive(PageRedraw{}, Clock::time_point{});
    EXPECT_EQ(play.takeMessages(), std::vector<std::string>{play.wholeScreen()});
}

TEST(WebPlay, ExploringTakesAStepOnlyWhenWokenAtItsTime) {
    App app = seed42();
    const Clock::time_point start{};
    WebPlay play(app, PageSize{80, 24}, start);
    play.receive(key(U'o'), start);
    ASSERT_TRUE(app.commandRunning());
    ASSERT_TRUE(play.due());
    const int turn = app.game().turn();
    const Clock::time_point next = *play.due();
    EXPECT_GT(next, start);
    play.wake(next - std::chrono::milliseconds(1));
    EXPECT_EQ(app.game().turn(), turn);
    play.wake(next);
    EXPECT_GT(app.game().turn(), turn);
}

TEST(WebPlay, AKeyWhileExploringStopsIt) {
    App app = seed42();
    WebPlay play(app, PageSize{80, 24}, Clock::time_point{});
    play.receive(key(U'o'), Clock::time_point{});
    ASSERT_TRUE(app.commandRunning());
    play.receive(key(U'x'), Clock::time_point{});
    EXPECT_FALSE(app.commandRunning());
    EXPECT_FALSE(play.due());
}

// The same keys make the same game in a page as handed straight to the app.
TEST(WebPlay, TheSameKeysPlayOutAsTheyDoWithoutAPage) {
    const std::u32string keys = U"jjjlllkkhh.s";
    App direct = seed42();
    for (const char32_t c : keys) {
        direct.handle(InputEvent::keyPress(Key::of(c)));
    }
    App served = seed42();
    WebPlay play(served, PageSize{80, 24}, Clock::time_point{});
    for (const char32_t c : keys) {
        play.receive(key(c), Clock::time_point{});
    }
    EXPECT_EQ(stateHash(served.game()), stateHash(direct.game()));
    EXPECT_GT(served.game().turn(), 5);
}

}  // namespace
}  // namespace delve
