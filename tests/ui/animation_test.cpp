// The animations of an action: what frames the events make, that they end,
// that the shake moves the map view alone with dice of its own, and how the
// interactive loop plays them. No clock is read: frames move on when a test
// calls advance(), or when the scripted frontend's wait runs out.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <deque>
#include <optional>
#include <vector>

#include "keep/state_hash.h"
#include "support/printers.h"
#include "support/scripted_frontend.h"
#include "support/settings_doubles.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/keeping/recording.h"
#include "ui/keeping/replay.h"
#include "ui/keeping/run_recorder.h"
#include "ui/loop/replay_loop.h"
#include "ui/loop/run_loop.h"
#include "ui/views/animation.h"
#include "ui/views/layout.h"

namespace delve {
namespace {

using testing::TextRecorder;

GameEvent flew(Point cell) {
    return {GameEvent::Kind::MissileFlew, cell};
}

GameEvent lit(Point cell) {
    return {GameEvent::Kind::LightningLit, cell};
}

GameEvent heavyBlow(Point cell) {
    return {GameEvent::Kind::HeavyBlow, cell};
}

Animation animationOf(const std::vector<GameEvent>& events, Point hero) {
    Animation animation;
    for (const GameEvent& event : events) {
        animation.add(event, hero);
    }
    return animation;
}

std::vector<Point> shakesOf(const Animation& animation) {
    std::vector<Point> shakes;
    for (std::size_t i = 0; i < animation.frameCount(); ++i) {
        shakes.push_back(animation.frameAt(i).shake);
    }
    return shakes;
}

TEST(Animation, AFlightMovesOneCellAFrameInTheOrderItFlew) {
    const Animation animation =
        animationOf({flew({6, 5}), flew({7, 5}), flew({8, 5}), flew({9, 5})}, {5, 5});
    ASSERT_TRUE(animation.running());
    ASSERT_EQ(animation.frameCount(), 4u);
    for (std::size_t i = 0; i < 4; ++i) {
        const AnimationFrame frame = animation.frameAt(i);
        ASSERT_EQ(frame.marks.size(), 1u);
        EXPECT_EQ(frame.marks[0].cell, (Point{6 + static_cast<int>(i), 5}));
        EXPECT_EQ(frame.marks[0].glyph, U'-');
        EXPECT_TRUE(frame.glows.empty());
        EXPECT_EQ(frame.shake, (Point{}));
        EXPECT_GE(frame.milliseconds, 20);
        EXPECT_LE(frame.milliseconds, 30);
    }
}

TEST(Animation, AFlightsGlyphFollowsItsDirection) {
    const auto glyphOf = [](const std::vector<GameEvent>& events) {
        return animationOf(events, {5, 5}).frameAt(0).marks.at(0).glyph;
    };
    EXPECT_EQ(glyphOf({flew({4, 5}), flew({3, 5})}), U'-');           // west
    EXPECT_EQ(glyphOf({flew({5, 6}), flew({5, 7})}), U'|');           // south
    EXPECT_EQ(glyphOf({flew({5, 4}), flew({5, 3})}), U'|');           // north
    EXPECT_EQ(glyphOf({flew({6, 6}), flew({7, 7})}), U'\\');          // south-east
    EXPECT_EQ(glyphOf({flew({4, 4}), flew({3, 3})}), U'\\');          // north-west
    EXPECT_EQ(glyphOf({flew({6, 4}), flew({7, 3})}), U'/');           // north-east
    EXPECT_EQ(glyphOf({flew({4, 6}), flew({3, 7})}), U'/');           // south-west
    EXPECT_EQ(glyphOf({flew({6, 5}), flew({7, 6}), flew({8, 6}),      // mostly east:
                       flew({9, 6}), flew({10, 6}), flew({11, 7})}),  // one glyph throughout
              U'-');
}

TEST(Animation, AFlightKeepsOneGlyphWhereItsLineStepsAside) {
    // Bresenham's line at a shallow slope steps down now and then: the
    // glyph is the whole flight's, not each step's.
    const Animation animation =
        animationOf({flew({6, 5}), flew({7, 5}), flew({8, 6}), flew({9, 6})}, {5, 5});
    for (std::size_t i = 0; i < animation.frameCount(); ++i) {
        EXPECT_EQ(animation.frameAt(i).marks.at(0).glyph, U'-') << "frame " << i;
    }
}

TEST(Animation, AOneCellThrowTakesItsDirectionFromTheHero) {
    EXPECT_EQ(animationOf({flew({6, 6})}, {5, 5}).frameAt(0).marks.at(0).glyph, U'\\');
    EXPECT_EQ(animationOf({flew({5, 4})}, {5, 5}).frameAt(0).marks.at(0).glyph, U'|');
    // Far from the hero (a monster's arrow), one cell has no direction.
    EXPECT_EQ(animationOf({flew({20, 9})}, {5, 5}).frameAt(0).marks.at(0).glyph, U'*');
}

TEST(Animation, TwoFlightsThatDoNotTouchPlayOneAfterTheOther) {
    const Animation animation =
        animationOf({flew({6, 5}), flew({7, 5}), flew({20, 9}), flew({20, 8})}, {5, 5});
    ASSERT_EQ(animation.frameCount(), 4u);
    EXPECT_EQ(animation.frameAt(1).marks.at(0).glyph, U'-');
    EXPECT_EQ(animation.frameAt(2).marks.at(0).cell, (Point{20, 9}));
    EXPECT_EQ(animation.frameAt(2).marks.at(0).glyph, U'|');
    EXPECT_EQ(animation.frameAt(3).marks.at(0).cell, (Point{20, 8}));
}

TEST(Animation, TheLightningBoltGrowsAlongItsLineThenFades) {
    const std::vector<Point> line = {{6, 5}, {7, 5}, {8, 5}, {9, 5}};
    const Animation animation =
        animationOf({lit(line[0]), lit(line[1]), lit(line[2]), lit(line[3])}, {5, 5});
    ASSERT_GT(animation.frameCount(), line.size()) << "a few frames to fade";
    // Growing: one more cell a frame, in the bolt's order, the newest the
    // brightest.
    for (std::size_t i = 0; i < line.size(); ++i) {
        const AnimationFrame frame = animation.frameAt(i);
        EXPECT_TRUE(frame.marks.empty());
        ASSERT_EQ(frame.glows.size(), i + 1) << "frame " << i;
        for (std::size_t j = 0; j <= i; ++j) {
            EXPECT_EQ(frame.glows[j].cell, line[j]);
        }
        if (i > 0) {
            EXPECT_GT(frame.glows[i].opacity, frame.glows[0].opacity);
        }
    }
    // Fading: the whole line, dimmer each frame.
    int opacity = 101;
    for (std::size_t i = line.size(); i < animation.frameCount(); ++i) {
        const AnimationFrame frame = animation.frameAt(i);
        ASSERT_EQ(frame.glows.size(), line.size()) << "frame " << i;
        EXPECT_LT(frame.glows[0].opacity, opacity);
        opacity = frame.glows[0].opacity;
    }
    // Quicker than an arrow: the whole bolt is lit within a tenth of a second.
    int growing = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        growing += animation.frameAt(i).milliseconds;
    }
    EXPECT_LE(growing, 100);
}

TEST(Animation, EventsOfOtherKindsShowNothing) {
    const Animation animation = animationOf(
        {{GameEvent::Kind::HeroHit, {6, 5}}, {GameEvent::Kind::Burned, {7, 5}}}, {5, 5});
    EXPECT_FALSE(animation.running());
    EXPECT_EQ(animation.frameCount(), 0u);
}

TEST(Animation, AdvancingPastTheLastFrameEndsIt) {
    Animation animation = animationOf({flew({6, 5}), flew({7, 5}), flew({8, 5})}, {5, 5});
    EXPECT_EQ(animation.currentIndex(), 0u);
    EXPECT_EQ(animation.frame().marks.at(0).cell, (Point{6, 5}));
    animation.advance();
    EXPECT_EQ(animation.frame().marks.at(0).cell, (Point{7, 5}));
    animation.advance();
    EXPECT_TRUE(animation.running());
    animation.advance();
    EXPECT_FALSE(animation.running());
    animation.advance();  // nothing past the end
    EXPECT_FALSE(animation.running());
    EXPECT_EQ(animation.currentIndex(), animation.frameCount());
}

TEST(Animation, SkippingEndsItAtOnce) {
    Animation animation = animationOf({flew({6, 5}), flew({7, 5}), heavyBlow({8, 5})}, {5, 5});
    ASSERT_TRUE(animation.running());
    animation.skip();
    EXPECT_FALSE(animation.running());
}

TEST(Animation, AnEventAfterTheEndStartsANewAnimation) {
    Animation animation = animationOf({flew({6, 5}), flew({7, 5})}, {5, 5});
    animation.skip();
    animation.add(flew({5, 6}), {5, 5});
    ASSERT_TRUE(animation.running());
    EXPECT_EQ(animation.frameCount(), 1u);
    EXPECT_EQ(animation.frame().marks.at(0).cell, (Point{5, 6}));
}

TEST(Animation, AHeavyBlowShakesTheViewByOneCellForAFewFrames) {
    const Animation animation = animationOf({heavyBlow({6, 5})}, {5, 5});
    const std::vector<Point> shakes = shakesOf(animation);
    ASSERT_GE(shakes.size(), 2u);
    ASSERT_LE(shakes.size(), 5u);
    for (std::size_t i = 0; i < shakes.size(); ++i) {
        // One cell left, right, up or down.
        EXPECT_EQ(std::abs(shakes[i].x) + std::abs(shakes[i].y), 1) << "frame " << i;
        if (i > 0) {
            EXPECT_NE(shakes[i], shakes[i - 1]) << "every frame moves";
        }
        EXPECT_TRUE(animation.frameAt(i).marks.empty());
    }
}

TEST(Animation, BlowsLandingTogetherShakeTheViewOnce) {
    const Animation one = animationOf({heavyBlow({6, 5})}, {5, 5});
    const Animation three =
        animationOf({heavyBlow({6, 5}), heavyBlow({5, 5}), heavyBlow({4, 5})}, {5, 5});
    EXPECT_EQ(three.frameCount(), one.frameCount());
}

TEST(Animation, TheShakeHasDiceOfItsOwnFromAConstantSeed) {
    // Every animation starts its dice alike, whatever the game's seed: the
    // same blows shake alike.
    const Animation first = animationOf({heavyBlow({6, 5})}, {5, 5});
    const Animation second = animationOf({heavyBlow({6, 5})}, {5, 5});
    EXPECT_EQ(shakesOf(first), shakesOf(second));
}

TEST(Animation, FlightsComeBeforeTheShakeTheyCaused) {
    const Animation animation =
        animationOf({flew({6, 5}), flew({7, 5}), heavyBlow({7, 5})}, {5, 5});
    ASSERT_GT(animation.frameCount(), 2u);
    EXPECT_EQ(animation.frameAt(0).shake, (Point{}));
    EXPECT_EQ(animation.frameAt(1).shake, (Point{}));
    EXPECT_NE(animation.frameAt(2).shake, (Point{}));
}

// A screen of 80x24 with each cell's glyph telling where it is, and a camera
// over an 80x40 floor as the play screen has it.
struct Picture {
    Picture() : buffer(80, 24), layout(layoutFor(80, 24)) {
        for (int y = 0; y < buffer.rows(); ++y) {
            for (int x = 0; x < buffer.columns(); ++x) {
                buffer.put({x, y}, static_cast<char32_t>(U'A' + (x + 3 * y) % 26), colours::white);
            }
        }
        camera.follow(layout.mapView, {80, 40}, 1, {10, 10});
    }
    CellBuffer buffer;
    Layout layout;
    Camera camera;
};

TEST(AnimationDrawing, TheShakeMovesOnlyTheMapView) {
    Picture picture;
    const CellBuffer before = picture.buffer;
    const Rect view = picture.layout.mapView;
    AnimationFrame frame;
    frame.shake = {1, 0};
    drawAnimationFrame(frame, picture.camera, picture.buffer);
    for (int y = 0; y < before.rows(); ++y) {
        for (int x = 0; x < before.columns(); ++x) {
            const Point p{x, y};
            if (!view.contains(p)) {
                EXPECT_EQ(picture.buffer.at(p), before.at(p))
                    << "outside the map at " << x << "," << y;
            } else if (x == view.left()) {
                EXPECT_EQ(picture.buffer.at(p), Cell{}) << "moved in from outside the map";
            } else {
                EXPECT_EQ(picture.buffer.at(p), before.at({x - 1, y})) << x << "," << y;
            }
        }
    }
}

TEST(AnimationDrawing, TheShakeMovesUpAndDownToo) {
    Picture picture;
    const CellBuffer before = picture.buffer;
    const Rect view = picture.layout.mapView;
    AnimationFrame frame;
    frame.shake = {0, -1};
    drawAnimationFrame(frame, picture.camera, picture.buffer);
    const Point inside{view.left() + 3, view.top() + 2};
    EXPECT_EQ(picture.buffer.at(inside), before.at(inside + Point{0, 1}));
    EXPECT_EQ(picture.buffer.at({view.left() + 3, view.bottom() - 1}), Cell{});
    EXPECT_EQ(picture.buffer.at({view.left() + 3, view.bottom()}),
              before.at({view.left() + 3, view.bottom()}))
        << "the log under the map stays";
}

TEST(AnimationDrawing, AMissileIsDrawnAtTheScreenCellOfItsFloorCell) {
    Picture picture;
    const Point floorCell{12, 10};
    const auto screenCell = picture.camera.screenCellOf(floorCell);
    ASSERT_TRUE(screenCell);
    AnimationFrame frame;
    frame.marks.push_back({floorCell, U'/', colours::white});
    drawAnimationFrame(frame, picture.camera, picture.buffer);
    EXPECT_EQ(picture.buffer.at(*screenCell).glyph, U'/');
}

TEST(AnimationDrawing, TheBoltLightsTheScreenCellsOfItsFloorCells) {
    Picture picture;
    AnimationFrame frame;
    frame.glows.push_back({{12, 10}, colours::white, 80});
    frame.glows.push_back({{13, 10}, colours::white, 80});
    drawAnimationFrame(frame, picture.camera, picture.buffer);
    ASSERT_EQ(picture.buffer.highlights().size(), 2u);
    EXPECT_EQ(picture.buffer.highlights()[0].cell, *picture.camera.screenCellOf({12, 10}));
    EXPECT_EQ(picture.buffer.highlights()[1].cell, *picture.camera.screenCellOf({13, 10}));
}

const char* const kAnimationCorridor =
    "##############################\n"
    "#@...........................#\n"
    "##############################\n";

TEST(AnimationInTheApp, AShakeMovesTheMapAndNotThePanelNorTheLog) {
    const testing::TempLevel level("animation_shake", kAnimationCorridor);
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    CellBuffer still(80, 24);
    app.draw(still);
    app.presentation().animation().add(heavyBlow(app.game().hero().position),
                                       app.game().hero().position);
    CellBuffer shaken(80, 24);
    app.draw(shaken);
    const Layout layout = layoutFor(80, 24);
    bool mapMoved = false;
    for (int y = 0; y < 24; ++y) {
        for (int x = 0; x < 80; ++x) {
            const Point p{x, y};
            if (layout.mapView.contains(p)) {
                mapMoved = mapMoved || !(still.at(p) == shaken.at(p));
            } else {
                EXPECT_EQ(shaken.at(p), still.at(p)) << x << "," << y;
            }
        }
    }
    EXPECT_TRUE(mapMoved);
}

TEST(AnimationInTheApp, PlayingItThroughLeavesTheGameAsItWas) {
    const testing::TempLevel level("animation_game", kAnimationCorridor);
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    const Rng dice = app.game().rng();
    const std::uint64_t hash = stateHash(app.game());
    const Point hero = app.game().hero().position;
    for (const GameEvent& event : {flew(hero + Point{1, 0}), flew(hero + Point{2, 0}),
                                   lit(hero + Point{1, 0}), heavyBlow(hero)}) {
        app.presentation().animation().add(event, hero);
    }
    CellBuffer frame(80, 24);
    while (app.presentation().animation().running()) {
        app.draw(frame);
        app.presentation().animation().advance();
    }
    app.draw(frame);
    EXPECT_EQ(app.game().rng(), dice) << "the shake never rolls the game's dice";
    EXPECT_EQ(stateHash(app.game()), hash);
}

TEST(AnimationInTheApp, AMissileIsDrawnOverThePlayScreen) {
    const testing::TempLevel level("animation_missile", kAnimationCorridor);
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    CellBuffer frame(80, 24);
    app.draw(frame);
    const Point hero = app.game().hero().position;
    const Point target = hero + Point{3, 0};
    app.presentation().animation().add(flew(target), hero);
    app.draw(frame);
    const auto screenCell = app.lastFrame().camera.screenCellOf(target);
    ASSERT_TRUE(screenCell);
    EXPECT_EQ(frame.at(*screenCell).glyph, U'*');
    app.presentation().animation().advance();
    app.draw(frame);
    EXPECT_NE(frame.at(*screenCell).glyph, U'*') << "gone when the animation ends";
}

// A rat beside the hero: every blow the test rules' fighter lands (two or
// more) takes a third of a rat's four points of health, a heavy blow.
const char* const kAnimationRatBeside =
    "######\n"
    "#@r..#\n"
    "######\n"
    "legend|r|monster|rat\n"
    "end\n";

bool heavyBlowIn(const Game& game) {
    return std::ranges::any_of(game.events(), [](const GameEvent& event) {
        return event.kind == GameEvent::Kind::HeavyBlow;
    });
}

// Strikes east until a blow is heavy; false if none was in many tries.
bool strikeUntilAHeavyBlow(App& app) {
    for (int tries = 0; tries < 50; ++tries) {
        app.handle(InputEvent::keyPress(Key::of(U'l')));
        if (heavyBlowIn(app.game())) {
            return true;
        }
    }
    return false;
}

TEST(AnimationInTheApp, AHeavyBlowInAFightShakesTheViewWhileItsFlashWaits) {
    const testing::TempLevel level("animation_fight", kAnimationRatBeside);
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    app.presentation().playAnimations(true);
    ASSERT_TRUE(strikeUntilAHeavyBlow(app));
    ASSERT_TRUE(app.presentation().animation().running());
    EXPECT_NE(app.presentation().animation().frame().shake, (Point{}));
    EXPECT_TRUE(app.presentation().flashes().empty()) << "the hit shows once the shake is over";
    app.presentation().animation().skip();
    EXPECT_FALSE(app.presentation().flashes().empty());
}

// Headless runs and tests never ask for animations: the same blows make
// none, and the game ends up the same either way.
TEST(AnimationInTheApp, WithoutALoopToPlayItNoAnimationIsMadeAndTheGameIsTheSame) {
    const testing::TempLevel level("animation_none", kAnimationRatBeside);
    App still(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
              DrawStyle{});
    App shaken(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
               DrawStyle{});
    shaken.presentation().playAnimations(true);
    ASSERT_TRUE(strikeUntilAHeavyBlow(still));
    ASSERT_TRUE(strikeUntilAHeavyBlow(shaken));
    EXPECT_FALSE(still.presentation().animation().running());
    EXPECT_TRUE(shaken.presentation().animation().running());
    EXPECT_EQ(still.game().rng(), shaken.game().rng());
    EXPECT_EQ(stateHash(still.game()), stateHash(shaken.game()));
}

using testing::ScriptedFrontend;

// A three-cell flight east of the hero, as the app would have it after a throw.
void throwEast(App& app) {
    const Point hero = app.game().hero().position;
    for (int i = 1; i <= 3; ++i) {
        app.presentation().animation().add(flew(hero + Point{i, 0}), hero);
    }
}

TEST(AnimationInTheRunLoop, WaitsEachFrameThenSleepsUntilInput) {
    const testing::TempLevel level("animation_loop", kAnimationCorridor);
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    throwEast(app);
    const int frameMs = app.presentation().animation().frame().milliseconds;
    ScriptedFrontend frontend({std::nullopt, std::nullopt, std::nullopt});
    runInteractive(app, frontend, frontend.clock());
    EXPECT_FALSE(app.presentation().animation().running());
    EXPECT_EQ(frontend.waits, (std::vector<int>{frameMs, frameMs, frameMs, -1}));
}

TEST(AnimationInTheRunLoop, EachFrameWaitsAsTheAnimationSettingSays) {
    const testing::TempLevel level("animation_pace", kAnimationCorridor);
    for (const auto& [pace, times] :
         {std::pair{AnimationPace::Slow, 2.0}, std::pair{AnimationPace::Fast, 0.5}}) {
        App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
                DrawStyle{});
        Settings settings;
        settings.animation = pace;
        app.settings().change(settings);
        throwEast(app);
        const int frameMs =
            static_cast<int>(app.presentation().animation().frame().milliseconds * times);
        ScriptedFrontend frontend({std::nullopt, std::nullopt, std::nullopt});
        runInteractive(app, frontend, frontend.clock());
        EXPECT_EQ(frontend.waits, (std::vector<int>{frameMs, frameMs, frameMs, -1}));
    }
}

// The loop asks for animations as the setting says: after it has run once,
// a heavy blow shakes the view at a normal pace and not at all with none.
TEST(AnimationInTheRunLoop, WithTheAnimationSettingNoneABlowMakesNone) {
    const testing::TempLevel level("animation_pace_none", kAnimationRatBeside);
    for (const AnimationPace pace : {AnimationPace::Normal, AnimationPace::None}) {
        App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
                DrawStyle{});
        Settings settings;
        settings.animation = pace;
        app.settings().change(settings);
        ScriptedFrontend frontend({});
        runInteractive(app, frontend, frontend.clock());
        ASSERT_TRUE(strikeUntilAHeavyBlow(app));
        EXPECT_EQ(app.presentation().animation().running(), pace != AnimationPace::None);
    }
}

TEST(AnimationInTheRunLoop, AKeyEndsItAtOnceAndIsThenHandled) {
    const testing::TempLevel level("animation_key", kAnimationCorridor);
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    throwEast(app);
    const Point hero = app.game().hero().position;
    ScriptedFrontend frontend({InputEvent::keyPress(Key::of(U'l'))});
    runInteractive(app, frontend, frontend.clock());
    EXPECT_FALSE(app.presentation().animation().running());
    ASSERT_EQ(frontend.waits.size(), 2u);
    EXPECT_EQ(frontend.waits[1], -1) << "no frame waited for after the key";
    EXPECT_EQ(app.game().hero().position, (hero + Point{1, 0})) << "the key walked";
    EXPECT_EQ(app.game().turn(), 1);
}

TEST(AnimationInTheRunLoop, TheMouseMovingNeitherEndsNorHoldsUpAFrame) {
    const testing::TempLevel level("animation_hover", kAnimationCorridor);
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    throwEast(app);
    const int frameMs = app.presentation().animation().frame().milliseconds;
    ScriptedFrontend frontend(
        {InputEvent::hover({20, 5}), std::nullopt, std::nullopt, std::nullopt});
    runInteractive(app, frontend, frontend.clock());
    EXPECT_FALSE(app.presentation().animation().running());
    EXPECT_EQ(frontend.waits, (std::vector<int>{frameMs, frameMs - ScriptedFrontend::kEventAfter,
                                                frameMs, frameMs, -1}));
}

// How many waits were for a shake's frames.
long shakeWaits(const ScriptedFrontend& frontend, int shakeMs) {
    return std::ranges::count(frontend.waits, shakeMs);
}

TEST(AnimationInAReplay, PlaysBetweenInputsAndChangesNothing) {
    const testing::TempLevel level("animation_replay", kAnimationRatBeside);
    TextRecorder recorder;
    App recorded(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
                 DrawStyle{});
    recorded.keeping().setRecorder(recorder);
    ASSERT_TRUE(strikeUntilAHeavyBlow(recorded));
    recorded.keeping().finishRecording();

    Replay replay(readRecording(recorder.text, "test.rec", testing::rules()));
    App app(Replay::optionsFor(replay.recording(), testing::rules(), testing::levelFromFile),
            StartChoices{}, DrawStyle{});
    replay.begin(app);
    ScriptedFrontend frontend(std::deque<std::optional<InputEvent>>(500, std::nullopt));
    EXPECT_TRUE(runReplay(app, replay, frontend));
    const int shakeMs = animationOf({heavyBlow({1, 1})}, {1, 1}).frame().milliseconds;
    EXPECT_GE(shakeWaits(frontend, shakeMs), 2) << "the shake's frames were waited for";
    EXPECT_FALSE(app.presentation().animation().running());
    EXPECT_EQ(replay.mismatch(app), std::nullopt);
    EXPECT_EQ(stateHash(app.game()), stateHash(recorded.game()));
}

TEST(AnimationInAReplay, AtFullSpeedNothingWaitsForIt) {
    const testing::TempLevel level("animation_replay_fast", kAnimationRatBeside);
    TextRecorder recorder;
    App recorded(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
                 DrawStyle{});
    recorded.keeping().setRecorder(recorder);
    ASSERT_TRUE(strikeUntilAHeavyBlow(recorded));

    Replay replay(readRecording(recorder.text, "test.rec", testing::rules()));
    App app(Replay::optionsFor(replay.recording(), testing::rules(), testing::levelFromFile),
            StartChoices{}, DrawStyle{});
    replay.begin(app);
    // Two keys first: the pace goes from a walk to watch to as fast as
    // frames are drawn.
    std::deque<std::optional<InputEvent>> script(500, std::nullopt);
    script.push_front(InputEvent::keyPress(Key::of(U' ')));
    script.push_front(InputEvent::keyPress(Key::of(U' ')));
    ScriptedFrontend frontend(std::move(script));
    EXPECT_TRUE(runReplay(app, replay, frontend));
    for (std::size_t i = 2; i < frontend.waits.size(); ++i) {
        EXPECT_EQ(frontend.waits[i], 0) << "wait " << i;
    }
    EXPECT_EQ(stateHash(app.game()), stateHash(recorded.game()));
}

}  // namespace
}  // namespace delve
