#include <SDL2/SDL.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
#include <string>

#include "frontend/sdl/sdl_frontend.h"

namespace delve {
namespace {

// The mouse moving over a window under SDL's dummy video driver. The 1600x900
// picture in an 800x600 window is halved, with 75 pixels of bar above and
// below: a cell is 8 by 12.5 window pixels.
class SdlHover : public ::testing::Test {
  protected:
    void SetUp() override {
        setenv("SDL_VIDEODRIVER", "dummy", 1);
        setenv("SDL_AUDIODRIVER", "dummy", 1);
        SdlOptions options;
        options.columns = 100;
        options.rows = 36;
        options.softwareRenderer = true;
        options.sound = false;
        options.windowWidth = 800;
        options.windowHeight = 600;
        std::string whyNot;
        window_ = SdlFrontend::open(options, whyNot);
        ASSERT_NE(window_, nullptr) << whyNot;
        while (window_->nextEvent(0)) {
        }
    }

    static void push(SDL_Event event) { ASSERT_EQ(SDL_PushEvent(&event), 1) << SDL_GetError(); }

    static void pushMotion(int x, int y) {
        SDL_Event event{};
        event.type = SDL_MOUSEMOTION;
        event.motion.x = x;
        event.motion.y = y;
        push(event);
    }

    // A window pixel inside a cell.
    static void pushMotionOverCell(Point cell) {
        pushMotion(cell.x * 8 + 4, 75 + cell.y * 25 / 2 + 6);
    }

    static void pushWindowEvent(SDL_WindowEventID id) {
        SDL_Event event{};
        event.type = SDL_WINDOWEVENT;
        event.window.event = static_cast<Uint8>(id);
        push(event);
    }

    static void pushKey(SDL_Keycode sym, SDL_Scancode scancode) {
        SDL_Event event{};
        event.type = SDL_KEYDOWN;
        event.key.state = SDL_PRESSED;
        event.key.keysym = {scancode, sym, KMOD_NONE, 0};
        push(event);
    }

    // The cell of the next event if it is a Hover.
    std::optional<Point> nextHover() {
        const auto event = window_->nextEvent(0);
        if (!event || event->kind != InputEvent::Kind::Hover) {
            return std::nullopt;
        }
        return event->cell;
    }

    std::unique_ptr<SdlFrontend> window_;
};

TEST_F(SdlHover, MotionNamesTheCellUnderTheMouse) {
    pushMotionOverCell({10, 5});
    const auto event = window_->nextEvent(0);
    ASSERT_TRUE(event.has_value());
    EXPECT_EQ(event->kind, InputEvent::Kind::Hover);
    EXPECT_EQ(event->cell, (Point{10, 5}));
    EXPECT_FALSE(window_->nextEvent(0).has_value());
}

TEST_F(SdlHover, ABurstOfMotionIsOneHoverOnTheLatestCell) {
    for (int x = 0; x < 60; ++x) {
        pushMotionOverCell({x, 3 + x % 7});
    }
    EXPECT_EQ(nextHover(), (Point{59, 3 + 59 % 7}));
    EXPECT_FALSE(window_->nextEvent(0).has_value());
}

TEST_F(SdlHover, MotionInsideOneCellSaysItOnce) {
    pushMotionOverCell({20, 8});
    EXPECT_EQ(nextHover(), (Point{20, 8}));
    pushMotion(20 * 8 + 1, 75 + 8 * 25 / 2 + 2);
    pushMotion(20 * 8 + 6, 75 + 8 * 25 / 2 + 10);
    EXPECT_FALSE(window_->nextEvent(0).has_value());
}

TEST_F(SdlHover, MotionIsNotMergedAcrossAKey) {
    pushMotionOverCell({1, 1});
    pushKey(SDLK_LEFT, SDL_SCANCODE_LEFT);
    pushMotionOverCell({2, 2});
    pushMotionOverCell({3, 3});
    EXPECT_EQ(nextHover(), (Point{1, 1}));
    const auto key = window_->nextEvent(0);
    ASSERT_TRUE(key.has_value());
    EXPECT_EQ(key->kind, InputEvent::Kind::Key);
    EXPECT_EQ(key->key, Key::named(KeyCode::Left));
    EXPECT_EQ(nextHover(), (Point{3, 3}));
    EXPECT_FALSE(window_->nextEvent(0).has_value());
}

// A key puts the hover away in the game; the least motion after it, even
// inside the same cell, brings it back.
TEST_F(SdlHover, AfterAKeyMotionInsideTheSameCellSaysItAgain) {
    pushMotionOverCell({20, 8});
    EXPECT_EQ(nextHover(), (Point{20, 8}));
    pushKey(SDLK_LEFT, SDL_SCANCODE_LEFT);
    const auto key = window_->nextEvent(0);
    ASSERT_TRUE(key.has_value());
    EXPECT_EQ(key->kind, InputEvent::Kind::Key);
    pushMotion(20 * 8 + 1, 75 + 8 * 25 / 2 + 2);
    EXPECT_EQ(nextHover(), (Point{20, 8}));
}

TEST_F(SdlHover, TheBarsAndLeavingTheWindowAreOverNoCell) {
    pushMotionOverCell({4, 4});
    EXPECT_EQ(nextHover(), (Point{4, 4}));
    pushMotion(400, 30);  // the bar above the picture
    EXPECT_EQ(nextHover(), (Point{-1, -1}));
    pushMotionOverCell({5, 4});
    EXPECT_EQ(nextHover(), (Point{5, 4}));
    pushWindowEvent(SDL_WINDOWEVENT_LEAVE);
    EXPECT_EQ(nextHover(), (Point{-1, -1}));
    // Leaving twice says it once.
    pushWindowEvent(SDL_WINDOWEVENT_LEAVE);
    EXPECT_FALSE(window_->nextEvent(0).has_value());
}

TEST_F(SdlHover, MotionThenLeavingInOneBurstIsOneHoverOffTheWindow) {
    pushMotionOverCell({7, 7});
    pushWindowEvent(SDL_WINDOWEVENT_LEAVE);
    EXPECT_EQ(nextHover(), (Point{-1, -1}));
    EXPECT_FALSE(window_->nextEvent(0).has_value());
}

}  // namespace
}  // namespace delve
