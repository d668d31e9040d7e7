// The window's place between runs: read back as written, refused with a
// reason where a file is wrong, and never a window off every screen.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "frontend/sdl/window_place.h"
#include "run_files.h"
#include "support/fake_environment.h"
#include "window_place_file.h"

namespace delve {
namespace {

TEST(WindowPlaceFile, WhatIsWrittenReadsBackTheSame) {
    const WindowPlace place{-40, 30, 1280, 720};
    const WindowPlaceRead read = readWindowPlace(windowPlaceText(place), "window.toml");
    EXPECT_EQ(read.problem, "");
    EXPECT_EQ(read.place, place);
}

TEST(WindowPlaceFile, ANumberOutOfBoundsIsRefusedWhereItIs) {
    const WindowPlaceRead read =
        readWindowPlace("x = 0\ny = 0\nwidth = 90000\nheight = 700\n", "window.toml");
    EXPECT_FALSE(read.place);
    EXPECT_EQ(read.problem,
              "window.toml:3:9: width wants a whole number from 200 to 16384, not 90000");
}

TEST(WindowPlaceFile, AMissingNumberAnUnknownKeyOrNoTomlIsRefused) {
    EXPECT_EQ(readWindowPlace("x = 0\ny = 0\nwidth = 800\n", "w.toml").problem,
              "w.toml: height is missing");
    EXPECT_EQ(readWindowPlace("x = 0\ny = 0\nwidth = 800\nheight = 600\nz = 1\n", "w.toml")
                  .problem.rfind("w.toml:5:1: unknown key \"z\"", 0),
              0u);
    EXPECT_FALSE(readWindowPlace("x = = 0", "w.toml").place);
    EXPECT_FALSE(readWindowPlace(std::string("x = 0\0\xff", 7), "w.toml").place);
}

TEST(WindowPlaceFile, AKeyNestedFiftyThousandDeepIsRefusedNotACrash) {
    std::string key = "x";
    for (int i = 1; i < 50000; ++i) {
        key += ".x";
    }
    const WindowPlaceRead read = readWindowPlace(key + " = 1\n", "window.toml");
    EXPECT_FALSE(read.place);
    EXPECT_EQ(read.problem.rfind("window.toml:1:1: tables and lists nest 50000 deep", 0), 0u)
        << read.problem;
}

TEST(WindowPlace, AWindowOnAScreenOpensWhereItWasNoLargerThanThatScreen) {
    const std::vector<Rect> screens = {{0, 0, 1920, 1080}, {1920, 0, 1280, 1024}};
    EXPECT_EQ(placeOnScreens({1900, 10, 1600, 900}, screens), (WindowPlace{1900, 10, 1280, 900}));
    EXPECT_EQ(placeOnScreens({100, 50, 1600, 900}, screens), (WindowPlace{100, 50, 1600, 900}));
    EXPECT_EQ(placeOnScreens({2000, 10, 3000, 2000}, screens), (WindowPlace{2000, 10, 1280, 1024}));
}

TEST(WindowPlace, AWindowOffEveryScreenOpensCentred) {
    const std::vector<Rect> screens = {{0, 0, 1920, 1080}};
    EXPECT_FALSE(placeOnScreens({1900, 10, 800, 600}, screens));  // 20 pixels show
    EXPECT_FALSE(placeOnScreens({-5000, 0, 800, 600}, screens));
    EXPECT_FALSE(placeOnScreens({0, 0, 800, 600}, {}));
}

TEST(RunFiles, TheWindowsPlaceIsKeptInTheXdgStateFolder) {
    using testing::environmentOf;
    EXPECT_EQ(windowPlacePath(environmentOf({{"XDG_STATE_HOME", "/state"}, {"HOME", "/home/p"}})),
              "/state/delve/window.toml");
    EXPECT_EQ(windowPlacePath(environmentOf({{"HOME", "/home/p"}})),
              "/home/p/.local/state/delve/window.toml");
    EXPECT_EQ(windowPlacePath(environmentOf({{"XDG_STATE_HOME", "state"}, {"HOME", "/home/p"}})),
              "/home/p/.local/state/delve/window.toml");
    EXPECT_FALSE(windowPlacePath(environmentOf({})));
}

}  // namespace
}  // namespace delve
