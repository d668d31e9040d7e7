// Ctrl+=, Ctrl+- and Ctrl+0 change the zoom setting on any screen, within
// its bounds, take no turn, and no command may take them.
#include <gtest/gtest.h>

#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/input/keymap.h"

namespace delve {
namespace {

Key ctrl(char32_t c) {
    Key key = Key::of(c);
    key.ctrl = true;
    return key;
}

TEST(ZoomKeys, CtrlEqualsAndMinusStepTheZoomAndCtrlZeroPutsItBack) {
    App app(GameOptions{42, "fighter", nullptr, testing::rules()}, StartChoices{}, DrawStyle{});
    const int turn = app.game().turn();
    app.handle(InputEvent::keyPress(ctrl(U'=')));
    app.handle(InputEvent::keyPress(ctrl(U'+')));
    EXPECT_EQ(app.settings().current().zoom, 120);
    app.handle(InputEvent::keyPress(ctrl(U'0')));
    EXPECT_EQ(app.settings().current().zoom, 100);
    for (int i = 0; i < 10; ++i) {
        app.handle(InputEvent::keyPress(ctrl(U'-')));
    }
    EXPECT_EQ(app.settings().current().zoom, Settings::kLeastZoom);
    EXPECT_EQ(app.game().turn(), turn);
}

TEST(ZoomKeys, TheZoomStopsAtItsMost) {
    int zoom = 100;
    for (int i = 0; i < 40; ++i) {
        zoom = zoomedBy(zoom, ZoomStep::In);
    }
    EXPECT_EQ(zoom, Settings::kMostZoom);
}

TEST(ZoomKeys, NoCommandMayTakeAZoomKey) {
    Keymap keymap(KeyPreset::ViKeys);
    const auto refusal = keymap.rebind(Intent::Explore, {ctrl(U'-')});
    ASSERT_TRUE(refusal.has_value());
    EXPECT_FALSE(refusal->holder.has_value());
}

}  // namespace
}  // namespace delve
