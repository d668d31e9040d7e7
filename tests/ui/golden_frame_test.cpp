#include <gtest/gtest.h>

#include "content/level_loader.h"
#include "content/rules_loader.h"
#include "support/build_folders.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "frontend/headless/headless_run.h"
#include "support/golden.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

using testing::expectGolden;
using testing::gameRules;
using testing::headlessFrame;
using testing::kGoldenFolder;

TEST(GoldenFrame, StartOfSeedFortyTwo) {
    expectGolden("seed42_start",
                 headlessFrame(GameOptions{42, "fighter", nullptr, gameRules()}, ""));
}

// The same start in each language: the play screen's words, and the help.
TEST(GoldenFrame, StartOfSeedFortyTwoInEveryLanguage) {
    for (Language language : kAllLanguages) {
        const ScopedCatalog catalog(Catalog(language, testing::kLocaleFolder));
        const std::string code(languageCode(language));
        expectGolden("seed42_start_" + code,
                     headlessFrame(GameOptions{42, "fighter", nullptr, gameRules()}, "jjl"));
        expectGolden("seed42_help_" + code,
                     headlessFrame(GameOptions{42, "fighter", nullptr, gameRules()}, "?"));
    }
}

// Where the frontend shows every letter, boxes are framed in lines; the
// plain terminal keeps ASCII (the frames above).
TEST(GoldenFrame, BoxesFramedInLines) {
    DrawStyle lines;
    lines.lineFrames = true;
    const GameOptions options{42, "fighter", nullptr, gameRules()};
    expectGolden("seed42_help_lines", headlessFrame(options, "?", 80, 24, lines));
    expectGolden("seed42_settings_lines", headlessFrame(options, "<Esc>s", 80, 24, lines));
    expectGolden("seed42_settings_plain", headlessFrame(options, "<Esc>s"));
}

TEST(GoldenFrame, TheDeathScreenInEveryLanguage) {
    for (Language language : kAllLanguages) {
        const ScopedCatalog catalog(Catalog(language, testing::kLocaleFolder));
        // Six hobgoblins around a rogue who waits: the rogue dies.
        const GameOptions options{
            3, "rogue", readLevelFile(kGoldenFolder / "death_level.txt", nullptr), gameRules()};
        expectGolden("death_" + std::string(languageCode(language)),
                     headlessFrame(options, std::string(60, '.')));
    }
}

TEST(GoldenFrame, LessonLevelAfterItsWalk) {
    // Up, open the door, and five steps east: the left room is fog now.
    const GameOptions options{
        2, "fighter", readLevelFile(kGoldenFolder / "lesson_level.txt", nullptr), gameRules()};
    expectGolden("lesson_after_walk", headlessFrame(options, "k l lllll"));
}

TEST(GoldenFrame, TheMouseOverASleepingRat) {
    const GameOptions options{
        2, "fighter", readLevelFile(kGoldenFolder / "hover_level.txt", nullptr), gameRules()};
    expectGolden("hover_over_rat", headlessFrame(options, "<hover:6,1>"));
}

TEST(GoldenFrame, TheMouseOverRememberedWaterAfterTheLessonWalk) {
    const GameOptions options{
        2, "fighter", readLevelFile(kGoldenFolder / "lesson_level.txt", nullptr), gameRules()};
    expectGolden("lesson_hover_water", headlessFrame(options, "k l lllll <hover:4,3>"));
}

// Seed 5's first floor with nothing on it, walked whole by one explore.
GameOptions emptySeedFive() {
    GameOptions options{5, "fighter", nullptr, gameRules()};
    options.emptyFloors = true;
    return options;
}

// At 100x46 the whole 80x40 floor is in view, from its top-left cell at the
// screen's.
TEST(GoldenFrame, SeedFiveExploredWholeAtOneHundredByFortySix) {
    expectGolden("seed5_explored_100x46", headlessFrame(emptySeedFive(), "o", 100, 46));
}

TEST(GoldenFrame, AtOneHundredByFortySixEveryRememberedCellIsDrawnWhereItLies) {
    App app(emptySeedFive(), StartChoices{}, DrawStyle{true});
    std::ostringstream out;
    runHeadless(app, HeadlessOptions{"o", false, false, 100, 46}, out);
    CellBuffer frame(100, 46);
    app.draw(frame);
    const Map& map = app.game().map();
    int remembered = 0;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.isExplored({x, y})) {
                ++remembered;
                EXPECT_NE(frame.at({x, y}).glyph, U' ') << x << "," << y;
            }
        }
    }
    EXPECT_GT(remembered, 700);  // most of the floor: one explore walked it all
}

// With its monsters and traps, the same explore meets a hidden pit; at
// 80x24 the camera shows the part of the floor below around the hero.
TEST(GoldenFrame, SeedFiveExploredAtEightyByTwentyFour) {
    expectGolden("seed5_explored_80x24",
                 headlessFrame(GameOptions{5, "fighter", nullptr, gameRules()}, "o"));
}

}  // namespace
}  // namespace delve
