// How the map view draws remembered cells, and that clicks and the mouse go
// through the camera as the last frame left it.
#include <gtest/gtest.h>

#include "support/printers.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/views/layout.h"
#include "ui/views/map_view.h"

namespace delve {
namespace {

TEST(MapView, WithoutColourOnlyRememberedFloorIsAColon) {
    const DrawStyle plain{true, FogGlyphs::Terrain};
    EXPECT_EQ(rememberedGlyph(Terrain::Floor, plain), U':');
    EXPECT_EQ(rememberedGlyph(Terrain::Blood, plain), U':');
    EXPECT_EQ(rememberedGlyph(Terrain::Wall, plain), U'#');
    EXPECT_EQ(rememberedGlyph(Terrain::SecretDoor, plain), U'#');  // it passes for a wall
    EXPECT_EQ(rememberedGlyph(Terrain::ClosedDoor, plain), U'+');
    EXPECT_EQ(rememberedGlyph(Terrain::OpenDoor, plain), U'\'');
    EXPECT_EQ(rememberedGlyph(Terrain::StairsDown, plain), U'>');
    EXPECT_EQ(rememberedGlyph(Terrain::Water, plain), U'~');
}

TEST(MapView, WithColourRememberedCellsKeepTheirGlyphsToBeDrawnDim) {
    const DrawStyle colour{false, FogGlyphs::Terrain};
    EXPECT_EQ(rememberedGlyph(Terrain::Floor, colour), U'.');
    EXPECT_EQ(rememberedGlyph(Terrain::Wall, colour), U'#');
}

TEST(MapView, FogAsColonsMakesEveryRememberedCellAColon) {
    for (bool noColour : {true, false}) {
        const DrawStyle colons{noColour, FogGlyphs::Colons};
        for (Terrain terrain : {Terrain::Floor, Terrain::Wall, Terrain::ClosedDoor,
                                Terrain::StairsDown, Terrain::Water}) {
            EXPECT_EQ(rememberedGlyph(terrain, colons), U':');
        }
    }
}

// A long hall, far wider than the view of an 80x24 screen.
constexpr const char* kViewHall =
    "##########################################################################################\n"
    "#@.......................................................................................#\n"
    "#........................................................................................#\n"
    "##########################################################################################\n";

class MapViewCamera : public ::testing::Test {
  protected:
    MapViewCamera()
        : level_("map_view_hall", kViewHall),
          app_(GameOptions{4, "fighter", level_.level(), testing::rules()}, StartChoices{},
               DrawStyle{}) {}

    void draw() { app_.draw(frame_); }
    void press(char32_t c) { app_.handle(InputEvent::keyPress(Key::of(c))); }

    testing::TempLevel level_;
    App app_;
    CellBuffer frame_{80, 24};
};

TEST_F(MapViewCamera, StepsInTheMiddleOfTheViewLeaveTheCameraWhereItIs) {
    for (int i = 0; i < 30; ++i) {
        press(U'l');
    }
    draw();
    const Point corner = app_.lastFrame().camera.corner();
    for (int i = 0; i < 10; ++i) {
        press(i % 2 == 0 ? U'l' : U'j');
        draw();
        EXPECT_EQ(app_.lastFrame().camera.corner(), corner) << "step " << i;
    }
}

TEST_F(MapViewCamera, TheHeroIsAlwaysInViewAndTheCameraMovesOnlyNearTheEdge) {
    draw();
    int moves = 0;
    Point corner = app_.lastFrame().camera.corner();
    for (int i = 0; i < 85; ++i) {
        press(U'l');
        draw();
        const auto hero = app_.lastFrame().camera.screenCellOf(app_.game().hero().position);
        ASSERT_TRUE(hero.has_value()) << "step " << i;
        EXPECT_EQ(frame_.at(*hero).glyph, U'@');
        if (app_.lastFrame().camera.corner() != corner) {
            ++moves;
            corner = app_.lastFrame().camera.corner();
        }
    }
    // 88 columns walked in a view of 60: the camera moved once or twice, not
    // at every step.
    EXPECT_GE(moves, 1);
    EXPECT_LE(moves, 3);
}

TEST_F(MapViewCamera, AClickGoesToTheFloorCellTheLastFrameDrewUnderIt) {
    for (int i = 0; i < 30; ++i) {
        press(U'l');
    }
    draw();
    const Point target{50, 2};
    const auto screen = app_.lastFrame().camera.screenCellOf(target);
    ASSERT_TRUE(screen.has_value());
    // The hero walks on to where the next frame would look elsewhere; the
    // click comes before that frame is drawn, so it means the cell it was on.
    for (int i = 0; i < 25; ++i) {
        press(U'l');
    }
    app_.handle(InputEvent::click(*screen));
    while (app_.commandRunning()) {
        app_.stepCommand();
    }
    EXPECT_EQ(app_.game().hero().position, target);
}

}  // namespace
}  // namespace delve
