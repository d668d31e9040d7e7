#include <SDL2/SDL.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>

#include "core/atomic_file.h"
#include "frontend/sdl/cell_font.h"
#include "frontend/sdl/offscreen_canvas.h"
#include "frontend/sdl/sdl_frontend.h"
#include "support/scoped_environment.h"
#include "support/temp_folder.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/input/keymap.h"
#include "ui/views/camera.h"
#include "ui/views/layout.h"

namespace delve {
namespace {

// A window under SDL's dummy video driver: real SDL windows, renderers and
// events, but nothing on any screen.
class SdlWindow : public ::testing::Test {
  protected:
    void SetUp() override {
        setenv("SDL_VIDEODRIVER", "dummy", 1);
        setenv("SDL_AUDIODRIVER", "dummy", 1);
        options_.columns = 100;
        options_.rows = 36;
        options_.softwareRenderer = true;
        options_.windowWidth = 800;
        options_.windowHeight = 600;
        std::string whyNot;
        window_ = SdlFrontend::open(options_, whyNot);
        ASSERT_NE(window_, nullptr) << whyNot;
        // Forget the window's own opening events.
        while (window_->nextEvent(0)) {
        }
    }

    static void push(SDL_Event event) { ASSERT_EQ(SDL_PushEvent(&event), 1) << SDL_GetError(); }

    static void pushKeyDown(SDL_Keycode sym, SDL_Scancode scancode, Uint16 mod = KMOD_NONE) {
        SDL_Event event{};
        event.type = SDL_KEYDOWN;
        event.key.state = SDL_PRESSED;
        event.key.keysym = {scancode, sym, mod, 0};
        push(event);
    }

    static void pushText(const char* utf8) {
        SDL_Event event{};
        event.type = SDL_TEXTINPUT;
        std::strncpy(event.text.text, utf8, sizeof(event.text.text) - 1);
        push(event);
    }

    static void pushLeftClick(int x, int y) {
        SDL_Event event{};
        event.type = SDL_MOUSEBUTTONDOWN;
        event.button.button = SDL_BUTTON_LEFT;
        event.button.state = SDL_PRESSED;
        event.button.clicks = 1;
        event.button.x = x;
        event.button.y = y;
        push(event);
    }

    std::optional<Key> nextKey() {
        const auto event = window_->nextEvent(0);
        if (!event || event->kind != InputEvent::Kind::Key) {
            return std::nullopt;
        }
        return event->key;
    }

    SdlOptions options_;
    std::unique_ptr<SdlFrontend> window_;
};

TEST_F(SdlWindow, OpensWithTheGridItWasAskedFor) {
    EXPECT_EQ(window_->columns(), 100);
    EXPECT_EQ(window_->rows(), 36);
    EXPECT_EQ(window_->rendererName(), "software");
}

// A window of the game's own grid (the options name no columns): the grid
// follows the window's pixels and the zoom.
std::unique_ptr<SdlFrontend> growingWindow(int width, int height) {
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    SdlOptions options;
    options.softwareRenderer = true;
    options.sound = false;
    options.windowWidth = width;
    options.windowHeight = height;
    std::string whyNot;
    auto window = SdlFrontend::open(options, whyNot);
    EXPECT_NE(window, nullptr) << whyNot;
    return window;
}

// The grid a window `pixels` large should have at zoom 100, worked out from
// the font alone: its largest size whose lines and letters let the whole
// floor, the narrowest panel and the fewest log lines fit, and as many of
// its cells as fit.
Point largestWholeFloorGrid(Point pixels) {
    EXPECT_EQ(TTF_Init(), 0);
    std::string whyNot;
    FontHandle font = openCellFont("", 1000, 1000, whyNot);
    EXPECT_NE(font, nullptr) << whyNot;
    Point grid;
    for (int size = 4; font && size < 200; ++size) {
        TTF_SetFontSize(font.get(), size);
        const int wide = letterWidth(font.get());
        const int high = TTF_FontHeight(font.get());
        if (wide * kWholeFloorColumns <= pixels.x && high * kWholeFloorRows <= pixels.y) {
            grid = {pixels.x / wide, pixels.y / high};
        }
    }
    font.reset();
    TTF_Quit();
    return grid;
}

// Windows from 1280x720 up at zoom 100: the largest letters that still show
// the whole floor, the panel and the log, so nothing of a floor is ever
// scrolled out of view; the picture is the window's own pixels, and the
// game's screens cut no text and put no part over another.
TEST(SdlWindowGrid, AtZoom100EveryWindowShowsTheWholeFloorWithTheLargestLettersThatFit) {
    for (const Point size :
         {Point{1280, 720}, Point{1366, 768}, Point{1440, 810}, Point{1600, 900}, Point{1920, 1080},
          Point{1280, 1024}, Point{1920, 1200}, Point{2560, 1080}, Point{2560, 1440}}) {
        const auto window = growingWindow(size.x, size.y);
        ASSERT_NE(window, nullptr);
        const std::string where = std::to_string(size.x) + "x" + std::to_string(size.y);
        EXPECT_EQ((Point{window->columns(), window->rows()}), largestWholeFloorGrid(size)) << where;
        App app(GameOptions{42, "fighter", nullptr, testing::shippedRules()}, StartChoices{},
                DrawStyle{});
        CellBuffer frame(window->columns(), window->rows());
        app.draw(frame);
        EXPECT_EQ(frame.cutTexts(), 0) << where;
        const Camera& camera = app.lastFrame().camera;
        EXPECT_TRUE(camera.screenCellOf({0, 0}).has_value()) << where;
        EXPECT_TRUE(camera.screenCellOf({Game::kFloorWidth - 1, Game::kFloorHeight - 1})) << where;
        const Layout layout = layoutFor(frame.columns(), frame.rows());
        EXPECT_LE(layout.mapView.right(), layout.sidePanel.left()) << where;
        EXPECT_LE(layout.mapView.bottom(), layout.messages.top()) << where;
        window->present(frame);
        const RgbaImage picture = window->readPicture();
        EXPECT_EQ(picture.width, size.x) << where;
        EXPECT_EQ(picture.height, size.y) << where;
    }
}

// The zoom goes on from there: larger letters and fewer cells, or smaller
// and more, never fewer than 80 by 24.
TEST(SdlWindowGrid, TheZoomScalesTheLettersFromTheLargestThatFit) {
    const Point whole = largestWholeFloorGrid({1280, 720});
    for (const int zoom : {50, 90, 150, 300}) {
        const auto window = growingWindow(1280, 720);
        ASSERT_NE(window, nullptr);
        Settings settings;
        settings.zoom = zoom;
        window->follow(settings);
        const std::string where = std::to_string(zoom) + "%";
        // A font's sizes step unevenly: its letters may keep their width
        // a size up or down, its lines hardly ever their height.
        if (zoom < 100) {
            EXPECT_GT(window->rows(), whole.y) << where;
            EXPECT_GE(window->columns(), whole.x) << where;
        } else {
            EXPECT_LT(window->rows(), whole.y) << where;
            EXPECT_LE(window->columns(), whole.x) << where;
        }
        EXPECT_GE(window->columns(), 80) << where;
        EXPECT_GE(window->rows(), 24) << where;
    }
}

TEST(SdlWindowGrid, ZoomingInGivesFewerCellsAndSaysSoAsAResize) {
    const auto window = growingWindow(1280, 720);
    ASSERT_NE(window, nullptr);
    while (window->nextEvent(0)) {
    }
    const int columns = window->columns();
    const int rows = window->rows();
    Settings settings;
    settings.zoom = 200;
    window->follow(settings);
    EXPECT_LT(window->columns(), columns);
    EXPECT_LT(window->rows(), rows);
    const auto event = window->nextEvent(0);
    ASSERT_TRUE(event.has_value());
    EXPECT_EQ(event->kind, InputEvent::Kind::Resize);
    EXPECT_EQ(event->cell, (Point{window->columns(), window->rows()}));
}

// Alt+Enter lays the grid out for the whole screen at once, before any word
// of the new size comes from the window system (without a window manager
// none may come), and for the window again on the way back.
TEST(SdlWindowGrid, FillingTheScreenAndLeavingItLaysTheGridOutAgainAtOnce) {
    const auto window = growingWindow(1280, 720);
    ASSERT_NE(window, nullptr);
    while (window->nextEvent(0)) {
    }
    const Point windowed{window->columns(), window->rows()};
    SDL_DisplayMode screen{};
    ASSERT_EQ(SDL_GetDesktopDisplayMode(0, &screen), 0) << SDL_GetError();
    const Point filled = largestWholeFloorGrid({screen.w, screen.h});
    ASSERT_NE(filled, windowed) << "the screen must differ from the window to tell";
    Settings settings;
    settings.fullscreen = true;
    window->follow(settings);
    EXPECT_EQ((Point{window->columns(), window->rows()}), filled);
    settings.fullscreen = false;
    window->follow(settings);
    EXPECT_EQ((Point{window->columns(), window->rows()}), windowed);
}

TEST_F(SdlWindow, PresentsTheSamePictureAsTheOffscreenCanvas) {
    CellBuffer frame(100, 36);
    frame.put({10, 5}, U'@', colours::white);
    frame.put({20, 8}, U'#', dimmed(colours::lightGrey, 40));
    frame.highlight({30, 10}, colours::red, 50);
    window_->present(frame);
    EXPECT_EQ(window_->cellsDrawnLastFrame(), 3600);
    const RgbaImage picture = window_->readPicture();
    EXPECT_EQ(picture.pixels, renderOffscreen(frame, options_).pixels);

    frame.put({11, 5}, U'k', colours::green);
    window_->present(frame);
    EXPECT_EQ(window_->cellsDrawnLastFrame(), 1);
}

TEST_F(SdlWindow, TypedKeysArriveOncePerPress) {
    pushKeyDown(SDLK_PERIOD, SDL_SCANCODE_PERIOD, KMOD_LSHIFT);
    pushText(">");
    pushKeyDown(SDLK_KP_1, SDL_SCANCODE_KP_1, KMOD_NUM);
    pushText("1");
    pushKeyDown(SDLK_p, SDL_SCANCODE_P, KMOD_LCTRL);
    pushKeyDown(SDLK_LEFT, SDL_SCANCODE_LEFT);
    EXPECT_EQ(nextKey(), Key::of(U'>'));
    EXPECT_EQ(nextKey(), Key::named(KeyCode::Numpad1));
    Key ctrlP = Key::of(U'p');
    ctrlP.ctrl = true;
    EXPECT_EQ(nextKey(), ctrlP);
    EXPECT_EQ(nextKey(), Key::named(KeyCode::Left));
    EXPECT_FALSE(window_->nextEvent(0).has_value());
}

TEST_F(SdlWindow, AltEnterIsTheFullscreenKeyWhicheverAltIsHeld) {
    pushKeyDown(SDLK_RETURN, SDL_SCANCODE_RETURN, KMOD_LALT);
    pushKeyDown(SDLK_KP_ENTER, SDL_SCANCODE_KP_ENTER, KMOD_RALT);
    EXPECT_EQ(nextKey(), kFullscreenKey);
    EXPECT_EQ(nextKey(), kFullscreenKey);
    EXPECT_FALSE(window_->nextEvent(0).has_value());
    EXPECT_FALSE(window_->isFullscreen());
}

TEST_F(SdlWindow, WithoutAPicturesFolderItTakesNoPicture) {
    EXPECT_EQ(window_->keepPicture("delve"), std::nullopt);
}

TEST_F(SdlWindow, APictureOfWhatWasPresentedIsKeptAsAPngInThePicturesFolder) {
    const testing::TempFolder folder("sdl_pictures");
    window_.reset();
    options_.picturesFolder = folder.path() / "Pictures";
    std::string whyNot;
    window_ = SdlFrontend::open(options_, whyNot);
    ASSERT_NE(window_, nullptr) << whyNot;
    CellBuffer frame(window_->columns(), window_->rows());
    frame.put({1, 1}, U'@', colours::white);
    window_->present(frame);
    const auto where = window_->keepPicture("delve-seed-1-turn-0");
    ASSERT_TRUE(where);
    EXPECT_EQ(std::filesystem::path(*where),
              folder.path() / "Pictures" / "delve-seed-1-turn-0.png");
    EXPECT_EQ(readWholeFile(*where).substr(1, 3), "PNG");
    EXPECT_EQ(std::filesystem::path(*window_->keepPicture("delve-seed-1-turn-0")).filename(),
              "delve-seed-1-turn-0-2.png")
        << "never over the first";
}

TEST_F(SdlWindow, FollowingTheSettingsSwitchesFullscreen) {
    Settings settings;
    window_->follow(settings);
    EXPECT_FALSE(window_->isFullscreen());
    settings.fullscreen = true;
    window_->follow(settings);
    EXPECT_TRUE(window_->isFullscreen());
    settings.fullscreen = false;
    window_->follow(settings);
    EXPECT_FALSE(window_->isFullscreen());
}

TEST_F(SdlWindow, AClickNamesTheCellUnderItAndTheBarsGiveNothing) {
    // The 1600x900 picture in an 800x600 window: halved, 75 pixels of bar
    // above and below.
    pushLeftClick(10 * 8 + 4, 75 + 5 * 25 / 2 + 6);
    const auto click = window_->nextEvent(0);
    ASSERT_TRUE(click.has_value());
    EXPECT_EQ(click->kind, InputEvent::Kind::Click);
    EXPECT_EQ(click->cell, (Point{10, 5}));

    pushLeftClick(400, 30);
    EXPECT_FALSE(window_->nextEvent(0).has_value());

    SDL_Event right{};
    right.type = SDL_MOUSEBUTTONDOWN;
    right.button.button = SDL_BUTTON_RIGHT;
    right.button.x = 400;
    right.button.y = 300;
    push(right);
    EXPECT_FALSE(window_->nextEvent(0).has_value());
}

TEST_F(SdlWindow, TheCloseButtonIsQuit) {
    SDL_Event quit{};
    quit.type = SDL_QUIT;
    push(quit);
    const auto event = window_->nextEvent(0);
    ASSERT_TRUE(event.has_value());
    EXPECT_EQ(event->kind, InputEvent::Kind::Quit);
}

TEST_F(SdlWindow, WaitingWithNothingToReadGivesNothingAfterTheTimeout) {
    const Uint64 start = SDL_GetTicks64();
    EXPECT_FALSE(window_->nextEvent(40).has_value());
    EXPECT_GE(SDL_GetTicks64() - start, 35u);
}

TEST(SdlWindowOpening, WithoutAVideoDriverItSaysWhy) {
    setenv("SDL_VIDEODRIVER", "no_such_driver", 1);
    std::string whyNot;
    EXPECT_EQ(SdlFrontend::open(SdlOptions{}, whyNot), nullptr);
    EXPECT_FALSE(whyNot.empty());
    setenv("SDL_VIDEODRIVER", "dummy", 1);
}

using testing::ScopedEnvironment;

TEST(SdlWindowOpening, WithNoDisplayItSaysSoRatherThanDrawingNowhere) {
    // SDL would fall back to its offscreen driver here; the game must hear
    // that there is no window, to use the terminal instead.
    ScopedEnvironment driver("SDL_VIDEODRIVER", nullptr);
    ScopedEnvironment display("DISPLAY", nullptr);
    ScopedEnvironment wayland("WAYLAND_DISPLAY", "delve-no-such-wayland");
    std::string whyNot;
    EXPECT_EQ(SdlFrontend::open(SdlOptions{}, whyNot), nullptr);
    EXPECT_FALSE(whyNot.empty());
}

TEST_F(SdlWindow, ItKnowsWhereItStandsAndOpensThereNextTime) {
    const WindowPlace first = window_->windowPlace();
    EXPECT_EQ(first.width, 800);
    EXPECT_EQ(first.height, 600);
    window_.reset();
    SdlOptions again = options_;
    again.place = WindowPlace{40, 30, 700, 500};
    std::string whyNot;
    window_ = SdlFrontend::open(again, whyNot);
    ASSERT_NE(window_, nullptr) << whyNot;
    EXPECT_EQ(window_->windowPlace(), (WindowPlace{40, 30, 700, 500}));
}

TEST_F(SdlWindow, FillingTheScreenKeepsThePlaceItHadAsAWindow) {
    const WindowPlace before = window_->windowPlace();
    Settings settings;
    settings.fullscreen = true;
    window_->follow(settings);
    while (window_->nextEvent(0)) {
    }
    EXPECT_EQ(window_->windowPlace(), before);
}

}  // namespace
}  // namespace delve
