#include <gtest/gtest.h>

#include "support/build_folders.h"
#include "support/test_rules.h"

#include <cstdlib>
#include <filesystem>

#include "content/level_loader.h"
#include "frontend/sdl/offscreen_canvas.h"
#include "frontend/sdl/picture_layout.h"
#include "ui/app.h"
#include "ui/views/layout.h"
#include "ui/views/map_view.h"

namespace delve {
namespace {

const std::filesystem::path kLesson =
    std::filesystem::path(testing::kSourceFolder) / "tests/golden/lesson_level.txt";

// A real frame of the game, drawn by the window's painter with the software
// renderer: the hero is where the layout puts it, and fog is dimmer than sight.
class SdlGameFrame : public ::testing::Test {
  protected:
    void SetUp() override {
        setenv("SDL_VIDEODRIVER", "dummy", 1);
        App app(GameOptions{5, "fighter", readLevelFile(kLesson, nullptr), testing::rules()},
                StartChoices{}, DrawStyle{});
        for (char32_t c : std::u32string(U"klllll"
                                         U"l")) {
            app.handle(InputEvent::keyPress(Key::of(c)));
        }
        // The window's default grid, which the font decides.
        std::string whyNot;
        const auto canvas = OffscreenCanvas::open(options, whyNot);
        ASSERT_NE(canvas, nullptr) << whyNot;
        columns = canvas->columns();
        rows = canvas->rows();
        frame = CellBuffer(columns, rows);
        app.draw(frame);
        const Game& game = app.game();
        hero = *app.lastFrame().camera.screenCellOf(game.hero().position);
        visibleWall = *app.lastFrame().camera.screenCellOf({15, 3});
        fogWall = *app.lastFrame().camera.screenCellOf({0, 3});
        ASSERT_TRUE(game.map().isVisible({15, 3}));
        ASSERT_FALSE(game.map().isVisible({0, 3}));
        ASSERT_TRUE(game.map().isExplored({0, 3}));
        picture = renderOffscreen(frame, options);
    }

    SdlOptions options;
    int columns = 0;
    int rows = 0;
    CellBuffer frame;
    Point hero, visibleWall, fogWall;
    RgbaImage picture;
};

TEST_F(SdlGameFrame, TheHeroIsDrawnInTheCellTheLayoutGivesIt) {
    const PictureLayout pixels(options.pictureWidth, options.pictureHeight, columns, rows);
    EXPECT_EQ(frame.at(hero).glyph, U'@');
    EXPECT_GE(picture.brightestIn(pixels.cellRect(hero)), 240);
    // The cell beside the hero is a floor dot, much less bright than the @.
    EXPECT_LT(picture.brightestIn(pixels.cellRect(hero + Point{1, 0})), 200);
}

TEST_F(SdlGameFrame, FogIsDimmerThanWhatIsInView) {
    const PictureLayout pixels(options.pictureWidth, options.pictureHeight, columns, rows);
    const int inView = picture.brightestIn(pixels.cellRect(visibleWall));
    const int remembered = picture.brightestIn(pixels.cellRect(fogWall));
    EXPECT_GT(remembered, 0);                // drawn at all
    EXPECT_LT(remembered * 10, inView * 7);  // and clearly dimmer
}

}  // namespace
}  // namespace delve
