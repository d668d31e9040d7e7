#include <SDL2/SDL.h>
#include <gtest/gtest.h>

#include <cstdlib>

#include "frontend/sdl/cell_font.h"
#include "frontend/sdl/glyph_atlas.h"
#include "frontend/sdl/offscreen_canvas.h"
#include "frontend/sdl/picture_layout.h"

namespace delve {
namespace {

class SdlRender : public ::testing::Test {
  protected:
    void SetUp() override {
        setenv("SDL_VIDEODRIVER", "dummy", 1);
        setenv("SDL_AUDIODRIVER", "dummy", 1);
        std::string whyNot;
        canvas_ = OffscreenCanvas::open(options_, whyNot);
        ASSERT_NE(canvas_, nullptr) << whyNot;
    }

    Rect cellRect(Point cell) const { return layout_.cellRect(cell); }

    // A grid named in the options, as the cells below are.
    static SdlOptions gridOf100By36() {
        SdlOptions options;
        options.columns = 100;
        options.rows = 36;
        return options;
    }

    SdlOptions options_ = gridOf100By36();
    PictureLayout layout_{1600, 900, 100, 36};
    std::unique_ptr<OffscreenCanvas> canvas_;
};

TEST_F(SdlRender, TheHeroIsBrightInsideItsCellAndItsNeighboursStayBackground) {
    CellBuffer frame(100, 36);
    frame.put({10, 5}, U'@', colours::white);
    canvas_->paint(frame);
    const RgbaImage picture = canvas_->readPicture();
    ASSERT_EQ(picture.width, 1600);
    ASSERT_EQ(picture.height, 900);

    EXPECT_GE(picture.brightestIn(cellRect({10, 5})), 240);
    EXPECT_FALSE(picture.allOf(cellRect({10, 5}), colours::black));
    for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
            if (dx != 0 || dy != 0) {
                EXPECT_TRUE(picture.allOf(cellRect({10 + dx, 5 + dy}), colours::black))
                    << "cell " << 10 + dx << "," << 5 + dy;
            }
        }
    }
}

TEST_F(SdlRender, ADimmedWallIsDarkerThanTheHero) {
    CellBuffer frame(100, 36);
    frame.put({10, 5}, U'@', colours::white);
    frame.put({20, 8}, U'#', dimmed(colours::lightGrey, 40));
    canvas_->paint(frame);
    const RgbaImage picture = canvas_->readPicture();
    const int wall = picture.brightestIn(cellRect({20, 8}));
    EXPECT_GT(wall, 30);
    EXPECT_LE(wall, 190 * 40 / 100 + 1);
    EXPECT_LT(wall, picture.brightestIn(cellRect({10, 5})));
}

TEST_F(SdlRender, GlyphsTakeTheirForegroundColourAndCellsTheirBackground) {
    CellBuffer frame(100, 36);
    frame.put({3, 3}, U'g', colours::green, colours::blue);
    canvas_->paint(frame);
    const RgbaImage picture = canvas_->readPicture();
    const Rect cell = cellRect({3, 3});
    EXPECT_EQ(picture.colourAt(cell.x, cell.y), colours::blue);
    bool sawGreenInk = false;
    for (int y = cell.top(); y < cell.bottom(); ++y) {
        for (int x = cell.left(); x < cell.right(); ++x) {
            sawGreenInk |= picture.colourAt(x, y) == colours::green;
        }
    }
    EXPECT_TRUE(sawGreenInk);
}

TEST_F(SdlRender, AHighlightWashesOverItsCellsBackgroundOnly) {
    CellBuffer frame(100, 36);
    frame.fill(Cell{U' ', colours::lightGrey, colours::darkGrey});
    frame.highlight({30, 10}, colours::red, 50);
    canvas_->paint(frame);
    const RgbaImage picture = canvas_->readPicture();
    const Rect lit = cellRect({30, 10});
    const Colour washed = picture.colourAt(lit.x + 4, lit.y + 4);
    const Colour expected = blend(colours::darkGrey, colours::red, 50);
    EXPECT_NEAR(washed.r, expected.r, 3);
    EXPECT_NEAR(washed.g, expected.g, 3);
    EXPECT_NEAR(washed.b, expected.b, 3);
    EXPECT_TRUE(picture.allOf(lit, washed));
    EXPECT_TRUE(picture.allOf(cellRect({31, 10}), colours::darkGrey));
}

TEST_F(SdlRender, TheCursorIsABoxAroundItsCell) {
    CellBuffer frame(100, 36);
    frame.cursor = Point{40, 12};
    canvas_->paint(frame);
    const RgbaImage picture = canvas_->readPicture();
    const Rect cell = cellRect({40, 12});
    EXPECT_EQ(picture.colourAt(cell.x, cell.y), colours::white);
    EXPECT_EQ(picture.colourAt(cell.right() - 1, cell.bottom() - 1), colours::white);
    EXPECT_EQ(picture.colourAt(cell.x + 8, cell.y + 12), colours::black);
    EXPECT_TRUE(picture.allOf(cellRect({41, 12}), colours::black));
}

TEST_F(SdlRender, OnlyChangedCellsAreDrawnAndTheResultMatchesAFullDrawing) {
    CellBuffer first(100, 36);
    first.fill(Cell{U'.', colours::grey, colours::black});
    first.put({10, 5}, U'@', colours::white);
    first.highlight({12, 5}, colours::yellow, 40);
    EXPECT_EQ(canvas_->paint(first), 3600);

    CellBuffer second = first;
    second.put({10, 5}, U'.', colours::grey);
    second.put({11, 5}, U'@', colours::white);
    second.cursor = Point{50, 20};
    EXPECT_EQ(canvas_->paint(second), 3);
    EXPECT_EQ(canvas_->paint(second), 0);

    const RgbaImage step = canvas_->readPicture();
    EXPECT_EQ(step.pixels, renderOffscreen(second, options_).pixels);
}

TEST_F(SdlRender, GlyphsMissingFromTheFontStillShowSomething) {
    CellBuffer frame(100, 36);
    frame.put({5, 5}, U'\U0001F409', colours::white);  // a dragon, not in the font
    canvas_->paint(frame);
    EXPECT_GT(canvas_->readPicture().brightestIn(cellRect({5, 5})), 100);
}

TEST(SdlFont, AMissingFontFileIsAClearError) {
    std::string whyNot;
    SdlOptions options;
    options.fontPath = "/nowhere/NoSuchFont.ttf";
    EXPECT_EQ(OffscreenCanvas::open(options, whyNot), nullptr);
    EXPECT_NE(whyNot.find("/nowhere/NoSuchFont.ttf"), std::string::npos) << whyNot;
}

TEST(SdlFont, TheDefaultFontFitsTheCell) {
    ASSERT_EQ(TTF_Init(), 0);
    std::string whyNot;
    FontHandle font = openCellFont("", 16, 25, whyNot);
    ASSERT_NE(font, nullptr) << whyNot;
    EXPECT_LE(TTF_FontHeight(font.get()), 25);
    EXPECT_GE(TTF_FontHeight(font.get()), 20);  // not needlessly small
    int advance = 0;
    TTF_GlyphMetrics32(font.get(), U'@', nullptr, nullptr, nullptr, nullptr, &advance);
    EXPECT_LE(advance, 16);
    font.reset();
    TTF_Quit();
}

TEST(SdlAtlas, OpensANewPageWhenThePageIsFull) {
    ASSERT_EQ(TTF_Init(), 0);
    {
        std::string whyNot;
        FontHandle font = openCellFont("", 16, 25, whyNot);
        ASSERT_NE(font, nullptr) << whyNot;
        SurfaceHandle surface(
            SDL_CreateRGBSurfaceWithFormat(0, 64, 64, 32, SDL_PIXELFORMAT_ARGB8888));
        RendererHandle renderer(SDL_CreateSoftwareRenderer(surface.get()));
        ASSERT_NE(renderer, nullptr) << SDL_GetError();
        // A 40-pixel page holds two 16x25 slots side by side.
        GlyphAtlas atlas(renderer.get(), font.get(), 16, 25, 40);
        const GlyphSprite a = atlas.sprite(U'a');
        const GlyphSprite b = atlas.sprite(U'b');
        EXPECT_EQ(atlas.pageCount(), 1);
        EXPECT_EQ(a.page, b.page);
        EXPECT_NE(a.slot.x, b.slot.x);
        const GlyphSprite c = atlas.sprite(U'c');
        EXPECT_EQ(atlas.pageCount(), 2);
        EXPECT_NE(c.page, a.page);
        // Asking again renders nothing new.
        EXPECT_EQ(atlas.sprite(U'a').slot.x, a.slot.x);
        EXPECT_EQ(atlas.sprite(U'a').page, a.page);
        EXPECT_EQ(atlas.glyphCount(), 3);
        EXPECT_EQ(atlas.pageCount(), 2);
        // A blank needs no slot.
        EXPECT_EQ(atlas.sprite(U' ').page, nullptr);
    }
    TTF_Quit();
}

}  // namespace
}  // namespace delve
