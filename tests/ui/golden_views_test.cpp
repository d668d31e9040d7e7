// Golden frames of the views that teach on a small level with pillars: the
// whole floor (F1), explore's map and the hunters' (F3), where the two ways
// of seeing differ (F4) and what A* looked at under the travel preview (F6).
// Text frames have no colour, so the cells a view washes in colour are drawn
// as letters: `s` seen only by shadowcasting, `b` only by Bresenham's rays,
// `a` looked at by A*, `*` the way itself.
#include <gtest/gtest.h>

#include <sstream>

#include "content/level_loader.h"
#include "frontend/headless/headless_run.h"
#include "support/golden.h"
#include "ui/views/searched_view.h"
#include "ui/views/sight_view.h"

namespace delve {
namespace {

GameOptions teachingRooms() {
    return GameOptions{3, "fighter",
                       readLevelFile(testing::kGoldenFolder / "views_level.txt", nullptr),
                       testing::gameRules()};
}

char32_t markOf(Colour colour) {
    if (colour == kOnlyShadowcastColour) {
        return U's';
    }
    if (colour == kOnlyBresenhamColour) {
        return U'b';
    }
    if (colour == kSearchedColour) {
        return U'a';
    }
    return U'*';
}

// A lit room with a pond the way must go round: the guess toward the goal
// leads A* into the bank first.
GameOptions pond() {
    return GameOptions{3, "fighter",
                       readLevelFile(testing::kGoldenFolder / "views_detour_level.txt", nullptr),
                       testing::gameRules()};
}

// The last frame after `keys`, each washed cell drawn as its view's letter.
std::string frameWithMarks(const GameOptions& options, const std::string& keys) {
    App app(options, StartChoices{}, DrawStyle{true});
    std::ostringstream ignored;
    runHeadless(app, HeadlessOptions{keys, false, false, 80, 24}, ignored);
    CellBuffer frame(80, 24);
    app.draw(frame);
    for (const Highlight& wash : frame.highlights()) {
        frame.put(wash.cell, markOf(wash.colour), colours::white);
    }
    std::ostringstream out;
    printFrame(frame, out);
    return out.str();
}

TEST(GoldenViews, TheWholeFloor) {
    testing::expectGolden("views_f1_whole_floor", testing::headlessFrame(teachingRooms(), "<F1>"));
}

TEST(GoldenViews, ExploresMapOfDistances) {
    testing::expectGolden("views_f3_explore", testing::headlessFrame(teachingRooms(), "<F3>"));
}

TEST(GoldenViews, TheHuntersMapOfDistances) {
    testing::expectGolden("views_f3_hunt", testing::headlessFrame(teachingRooms(), "<F3><F3>"));
}

TEST(GoldenViews, TheHuntersMapOverTheWholeFloor) {
    testing::expectGolden("views_f1_f3_hunt",
                          testing::headlessFrame(teachingRooms(), "<F1><F3><F3>"));
}

TEST(GoldenViews, WhereTheTwoWaysOfSeeingDiffer) {
    const std::string frame = frameWithMarks(teachingRooms(), "<F4>");
    EXPECT_NE(frame.find('s'), std::string::npos) << frame;
    testing::expectGolden("views_f4_sight", frame);
}

TEST(GoldenViews, WhatAStarLookedAtUnderTheWay) {
    const std::string frame = frameWithMarks(pond(), "<F6><hover:9,6>");
    EXPECT_NE(frame.find('a'), std::string::npos) << frame;
    testing::expectGolden("views_f6_searched", frame);
}

}  // namespace
}  // namespace delve
