#include <gtest/gtest.h>

#include "game/game.h"
#include "support/printers.h"
#include "ui/views/layout.h"

namespace delve {
namespace {

void expectTheScreenIsSharedOut(const Layout& layout, int columns, int rows) {
    const Rect screen{0, 0, columns, rows};
    for (const Rect& part : {layout.mapView, layout.sidePanel, layout.messages}) {
        EXPECT_GE(part.left(), 0);
        EXPECT_GE(part.top(), 0);
        EXPECT_LE(part.right(), screen.right());
        EXPECT_LE(part.bottom(), screen.bottom());
    }
    EXPECT_FALSE(layout.mapView.intersects(layout.sidePanel));
    EXPECT_FALSE(layout.mapView.intersects(layout.messages));
    EXPECT_FALSE(layout.messages.intersects(layout.sidePanel));
    EXPECT_EQ(layout.mapView.area() + layout.sidePanel.area() + layout.messages.area(),
              screen.area());
}

TEST(Layout, From100By45UpTheMapViewHoldsTheWholeFloor) {
    for (auto [columns, rows] : {std::pair{100, 45}, std::pair{100, 46}, std::pair{160, 46},
                                 std::pair{160, 50}, std::pair{250, 80}}) {
        const Layout layout = layoutFor(columns, rows);
        EXPECT_GE(layout.mapView.width, Game::kFloorWidth) << columns << "x" << rows;
        EXPECT_GE(layout.mapView.height, Game::kFloorHeight) << columns << "x" << rows;
        EXPECT_GE(layout.sidePanel.width, 20);
        EXPECT_GE(layout.messages.height, 5);
        expectTheScreenIsSharedOut(layout, columns, rows);
    }
}

TEST(Layout, RoomToSpareGoesToThePanelAndTheLog) {
    const Layout wide = layoutFor(160, 46);
    EXPECT_EQ(wide.sidePanel.width, 40);
    EXPECT_EQ(wide.messages.height, 6);
    const Layout exact = layoutFor(100, 45);
    EXPECT_EQ(exact.mapView, (Rect{0, 0, 80, 40}));
    EXPECT_EQ(exact.sidePanel, (Rect{80, 0, 20, 45}));
    EXPECT_EQ(exact.messages, (Rect{0, 40, 80, 5}));
}

TEST(Layout, ASmallerScreenKeepsThePanelAndTheLogAndShrinksTheView) {
    const Layout layout = layoutFor(80, 24);
    EXPECT_EQ(layout.mapView, (Rect{0, 0, 60, 19}));
    EXPECT_EQ(layout.sidePanel, (Rect{60, 0, 20, 24}));
    EXPECT_EQ(layout.messages, (Rect{0, 19, 60, 5}));
    expectTheScreenIsSharedOut(layoutFor(kSmallestColumns, kSmallestRows), kSmallestColumns,
                               kSmallestRows);
}

TEST(Layout, TheSmallestScreenAccepted) {
    EXPECT_TRUE(largeEnough(kSmallestColumns, kSmallestRows));
    EXPECT_TRUE(largeEnough(80, 24));
    EXPECT_FALSE(largeEnough(kSmallestColumns - 1, 60));
    EXPECT_FALSE(largeEnough(200, kSmallestRows - 1));
}

}  // namespace
}  // namespace delve
