// The views that teach (ui/views/): F1 shows the whole floor, F3 explore's
// map of distances and then the hunters', F4 switches the hero's sight and
// marks where the two ways differ, F6 shows what A* looked at under the
// travel preview. None takes a turn: the monsters stay, the turn counter
// too, and the rules' state is the same but for what the run keeps of them
// (the mark of F1 and F3, F4's sight).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "game/floor_paths.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "support/item_rules.h"
#include "support/settings_doubles.h"
#include "support/temp_level.h"
#include "ui/app.h"
#include "ui/keeping/recording.h"
#include "ui/keeping/replay.h"
#include "ui/keeping/run_recorder.h"
#include "ui/text/hover_text.h"
#include "ui/text/translation.h"
#include "ui/views/distance_view.h"
#include "ui/views/layout.h"
#include "ui/views/searched_view.h"
#include "ui/views/sight_view.h"
#include "ui/views/terrain_colours.h"
#include "ui/views/view_titles.h"
#include "ui/views/whole_floor_view.h"

namespace delve {
namespace {

using testing::TextRecorder;

// A room with pillars the hero starts in, and beyond a door a room the hero
// has not seen, with a rat, a potion and a hidden pit; below, behind a
// secret door, a corridor with a goblin.
constexpr const char* kTeachingRooms =
    "######################\n"
    "#..........#.........#\n"
    "#.@........#....r....#\n"
    "#...#...#..+.........#\n"
    "#..........#...1.....#\n"
    "#...#...#..#.....t...#\n"
    "#..........#.........#\n"
    "#####?######.........#\n"
    "#.....g....'....>....#\n"
    "######################\n"
    "legend|r|monster|rat\n"
    "legend|g|monster|goblin\n"
    "legend|1|item|potion_of_healing\n"
    "legend|t|trap|pit\n"
    "end\n";

constexpr Point kTeachingRat{16, 2};
constexpr Point kGoblin{6, 8};
constexpr Point kTeachingPotion{15, 4};
constexpr Point kPit{17, 5};
constexpr Point kSecretDoor{5, 7};
constexpr Point kUnseenFloor{14, 6};

Key f(int n) {
    return Key::named(static_cast<KeyCode>(static_cast<int>(KeyCode::F1) + n - 1));
}

std::vector<Point> monsterCells(const Game& game) {
    std::vector<Point> cells;
    for (const Monster& monster : game.stage().monsters()) {
        cells.push_back(monster.position);
    }
    return cells;
}

class TeachingViewsTest : public ::testing::Test {
  protected:
    TeachingViewsTest()
        : level_("teaching_views", kTeachingRooms),
          app_(GameOptions{3, "fighter", level_.level(), testing::itemRules()}, StartChoices{},
               DrawStyle{true}) {
        draw();
    }

    void press(int n) { app_.handle(InputEvent::keyPress(f(n))); }
    const CellBuffer& draw() {
        frame_ = CellBuffer(80, 24);
        app_.draw(frame_);
        return frame_;
    }
    char32_t glyphAt(Point floorCell) {
        draw();
        const auto screen = app_.lastFrame().camera.screenCellOf(floorCell);
        EXPECT_TRUE(screen.has_value());
        return screen ? frame_.at(*screen).glyph : U'\0';
    }
    std::string frameText() {
        std::string text;
        for (const std::string& row : draw().textRows()) {
            text += row + "\n";
        }
        return text;
    }
    // The floor cells washed in `colour` on the last frame, in reading order.
    std::vector<Point> cellsWashedIn(Colour colour) {
        draw();
        std::vector<Point> cells;
        for (const Highlight& highlight : frame_.highlights()) {
            if (highlight.colour == colour) {
                if (const auto cell = app_.lastFrame().camera.floorCellAt(highlight.cell)) {
                    cells.push_back(*cell);
                }
            }
        }
        std::sort(cells.begin(), cells.end(),
                  [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
        return cells;
    }
    void hoverOver(Point floorCell) {
        draw();
        app_.handle(InputEvent::hover(app_.lastFrame().camera.screenCellOf(floorCell).value()));
    }
    // The game as it would be had the view been no more than a mark.
    std::uint64_t hashMarked(Game game) {
        game.noteSawHiddenThings();
        return stateHash(game);
    }

    testing::TempLevel level_;
    App app_;
    CellBuffer frame_;
};

TEST_F(TeachingViewsTest, F1ShowsTheWholeFloorAndTakesNoTurn) {
    const Game before = app_.game();
    EXPECT_EQ(glyphAt(kTeachingRat), U' ');
    press(1);
    const Game& game = app_.game();
    EXPECT_EQ(game.turn(), before.turn());
    EXPECT_EQ(monsterCells(game), monsterCells(before));
    EXPECT_TRUE(game.sawHiddenThings());
    EXPECT_EQ(stateHash(game), hashMarked(before));
    EXPECT_EQ(glyphAt(kTeachingRat), U'r');
    EXPECT_EQ(glyphAt(kGoblin), U'g');
    EXPECT_EQ(glyphAt(kTeachingPotion), U'!');
    EXPECT_EQ(glyphAt(kPit), U'^') << "a trap not yet found too";
    EXPECT_EQ(glyphAt(kSecretDoor), U'#') << "a secret door looks the wall it seems";
    EXPECT_EQ(glyphAt(kUnseenFloor), kRevealedFloor) << "not the fog's ':'";
    EXPECT_EQ(viewTitles(app_).size(), 1u);
    // Nothing was seen: the hero's map is as it was.
    EXPECT_FALSE(game.map().isExplored(kTeachingRat));
}

TEST_F(TeachingViewsTest, F1AgainHidesItAndTheMarkStays) {
    const std::string hidden = frameText();
    press(1);
    EXPECT_NE(frameText(), hidden);
    press(1);
    EXPECT_EQ(frameText(), hidden);
    EXPECT_TRUE(app_.game().sawHiddenThings());
    EXPECT_TRUE(viewTitles(app_).empty());
}

TEST_F(TeachingViewsTest, WithColourTheRevealedIsDimmerThanTheFog) {
    App coloured(GameOptions{3, "fighter", level_.level(), testing::itemRules()}, StartChoices{},
                 DrawStyle{});
    coloured.handle(InputEvent::keyPress(f(1)));
    CellBuffer frame(80, 24);
    coloured.draw(frame);
    const Cell unseen = frame.at(coloured.lastFrame().camera.screenCellOf(kUnseenFloor).value());
    EXPECT_EQ(unseen.glyph, U'.');
    EXPECT_EQ(unseen.foreground, kRevealedColour);
    const auto brightness = [](Colour c) { return c.r + c.g + c.b; };
    const Colour rememberedFloor =
        rememberedColour(seenTerrainColour(Terrain::Floor, kUnseenFloor));
    EXPECT_LT(brightness(kRevealedColour), brightness(rememberedFloor))
        << "dimmer than the floor the hero remembers";
}

TEST_F(TeachingViewsTest, TheHoverAndTheLookSayNoMoreThanTheHeroKnows) {
    press(1);
    const Game& game = app_.game();
    EXPECT_EQ(describeFloorCell(game, kTeachingRat), tr("You have not seen that place."));
    EXPECT_EQ(describeFloorCell(game, kPit), tr("You have not seen that place."));
    hoverOver(kTeachingPotion);
    EXPECT_EQ(hoverText(game, kTeachingPotion).find("potion"), std::string::npos);
}

TEST_F(TeachingViewsTest, F3ShowsExploresMapThenTheHuntersThenNone) {
    const Game before = app_.game();
    const std::string plain = frameText();
    press(3);
    EXPECT_EQ(app_.views().distances, DistanceMap::Explore);
    const Game& game = app_.game();
    EXPECT_TRUE(game.sawHiddenThings());
    EXPECT_EQ(game.turn(), before.turn());
    EXPECT_EQ(monsterCells(game), monsterCells(before));
    EXPECT_EQ(stateHash(game), hashMarked(before));
    // Beside the hero, a cell's glyph is its distance from the edge.
    const Point beside{3, 2};
    EXPECT_EQ(glyphAt(beside), distanceGlyph(game.foresight().exploreMap().at(beside)));
    EXPECT_EQ(glyphAt(game.hero().position), U'@');
    EXPECT_NE(frameText().find("explore's map"), std::string::npos);

    press(3);
    EXPECT_EQ(app_.views().distances, DistanceMap::Hunt);
    const DijkstraMap hunt = huntMapFor(game.stage(), game.hero().position);
    EXPECT_EQ(glyphAt(kUnseenFloor), distanceGlyph(hunt.at(kUnseenFloor)))
        << "the hunters' map covers the whole floor";
    EXPECT_EQ(glyphAt(beside), U'1');
    EXPECT_NE(frameText().find("the hunters' map"), std::string::npos);

    press(3);
    EXPECT_EQ(app_.views().distances, DistanceMap::None);
    EXPECT_EQ(frameText(), plain);
    EXPECT_EQ(game.turn(), before.turn());
}

TEST_F(TeachingViewsTest, ExploresMapIsTheOneExploreWalksDown) {
    Game game = app_.game();
    const Point next = game.foresight().exploreMap().downhill(game.hero().position).value();
    game.act(Explore{});
    game.continueCommand();
    EXPECT_EQ(game.hero().position, next);
}

TEST_F(TeachingViewsTest, TheHuntersMapIsTheOneTheyWalkDown) {
    Game game = app_.game();
    const Point from{5, 5};
    Monster& hunter = game.addMonster(*game.rules().monster("guard"), from, MonsterMind::Hunting);
    hunter.lastSeenHero = game.hero().position;
    const Point expected = huntMapFor(game.stage(), game.hero().position).downhill(from).value();
    game.act(Search{1});
    ASSERT_NE(game.stage().monsterAt(expected), nullptr);
    EXPECT_EQ(game.stage().monsterAt(expected)->kind->id, "guard");
}

TEST_F(TeachingViewsTest, F4SwitchesTheHerosSightAndBackTakingNoTurn) {
    const Game before = app_.game();
    const std::string save = saveGame(before);
    press(4);
    const Game& game = app_.game();
    EXPECT_EQ(game.sightAlgorithm(), FovAlgorithm::Bresenham);
    EXPECT_EQ(game.turn(), before.turn());
    EXPECT_EQ(monsterCells(game), monsterCells(before));
    EXPECT_FALSE(game.sawHiddenThings()) << "the rays show no more than the hero sees";
    // The hero sees what the rays see now.
    const SightDifference difference = sightDifference(game);
    ASSERT_FALSE(difference.onlyShadowcast.empty());
    for (Point cell : difference.onlyShadowcast) {
        EXPECT_FALSE(game.map().isVisible(cell));
        EXPECT_TRUE(before.map().isVisible(cell));
    }
    // The save is the same but for the setting.
    std::string switched = saveGame(game);
    const std::string rays = "\nviews bresenham 0\n";
    switched.replace(switched.find(rays), rays.size(), "\nviews shadowcast 0\n");
    EXPECT_EQ(switched, save);
    press(4);
    EXPECT_EQ(game.sightAlgorithm(), FovAlgorithm::Shadowcast);
    EXPECT_EQ(stateHash(game), stateHash(before));
}

TEST_F(TeachingViewsTest, F4MarksWhereTheTwoWaysOfSeeingDiffer) {
    EXPECT_TRUE(cellsWashedIn(kOnlyShadowcastColour).empty());
    press(4);
    const SightDifference difference = sightDifference(app_.game());
    EXPECT_EQ(cellsWashedIn(kOnlyShadowcastColour), difference.onlyShadowcast);
    EXPECT_EQ(cellsWashedIn(kOnlyBresenhamColour), difference.onlyBresenham);
    EXPECT_NE(frameText().find("F4: sight by Bresenham's rays"), std::string::npos);
    press(4);
    EXPECT_TRUE(cellsWashedIn(kOnlyShadowcastColour).empty());
    EXPECT_EQ(frameText().find("F4:"), std::string::npos);
}

TEST_F(TeachingViewsTest, F6ShowsWhatAStarLookedAtUnderTheWay) {
    const Point goal{10, 1};
    hoverOver(goal);
    EXPECT_TRUE(cellsWashedIn(kSearchedColour).empty());
    const std::uint64_t hash = stateHash(app_.game());
    press(6);
    hoverOver(goal);
    const std::vector<Point> searched = app_.game().foresight().travelSearched(goal);
    ASSERT_FALSE(searched.empty());
    EXPECT_EQ(cellsWashedIn(kSearchedColour), searched);
    EXPECT_EQ(std::count(searched.begin(), searched.end(), goal), 0);
    EXPECT_NE(frameText().find("F6: A* looked at " + std::to_string(searched.size()) + " cells"),
              std::string::npos)
        << frameText();
    // A question, not a deed: nothing changes, nor is the run marked.
    EXPECT_EQ(stateHash(app_.game()), hash);
    EXPECT_FALSE(app_.game().sawHiddenThings());
    press(6);
    EXPECT_TRUE(cellsWashedIn(kSearchedColour).empty());
}

TEST_F(TeachingViewsTest, ANewOrLoadedRunStartsWithNoViewShown) {
    const Game unmarked = app_.game();
    press(1);
    press(3);
    press(6);
    app_.resumeRun(unmarked);
    EXPECT_FALSE(app_.views().wholeFloor);
    EXPECT_EQ(app_.views().distances, DistanceMap::None);
    EXPECT_FALSE(app_.views().searchedCells);
    EXPECT_FALSE(app_.game().sawHiddenThings());
}

TEST_F(TeachingViewsTest, HelpIsOnTheQuestionMarkAlone) {
    app_.handle(InputEvent::keyPress(Key::of(U'?')));
    EXPECT_EQ(app_.topScreenName(), "help");
    app_.handle(InputEvent::keyPress(Key::named(KeyCode::Escape)));
    press(1);
    EXPECT_EQ(app_.topScreenName(), "play");
}

TEST(TeachingViewsReplay, ARecordingWithF1AndF4ReplaysToTheSameHashAndMark) {
    const testing::TempLevel level("teaching_views_replay", kTeachingRooms);
    TextRecorder recorder;
    App app(GameOptions{3, "fighter", level.level(), testing::itemRules()}, StartChoices{},
            DrawStyle{});
    app.keeping().setRecorder(recorder);
    for (Key key : {Key::of(U'l'), f(1), Key::of(U'j'), f(1), f(4), Key::of(U'l')}) {
        app.handle(InputEvent::keyPress(key));
    }
    app.keeping().finishRecording();
    ASSERT_TRUE(app.game().sawHiddenThings());
    EXPECT_NE(recorder.text.find("\ninput <F1>\n"), std::string::npos) << recorder.text;

    Replay replay(readRecording(recorder.text, "views.rec", testing::itemRules()));
    App replayed(
        Replay::optionsFor(replay.recording(), testing::itemRules(),
                           [&](const std::string&, const LevelCast&) { return level.level(); }),
        StartChoices{}, DrawStyle{});
    replay.begin(replayed);
    while (!replay.finished(replayed)) {
        replay.playNext(replayed);
    }
    EXPECT_EQ(replay.mismatch(replayed), std::nullopt);
    EXPECT_TRUE(replayed.game().sawHiddenThings());
    EXPECT_EQ(replayed.game().sightAlgorithm(), FovAlgorithm::Bresenham);
    EXPECT_EQ(stateHash(replayed.game()), stateHash(app.game()));
}

}  // namespace
}  // namespace delve

namespace delve {
namespace {

// The Mine sees by Bresenham's rays as its own way: no F4 view is up until
// F4 is pressed, and then it names shadowcasting.
TEST(TeachingViewsInTheMine, TheMinesOwnSightIsNoViewUntilF4) {
    GameOptions options{2, "barbarian", nullptr, testing::shippedRules()};
    options.adventure = "mine";
    options.firstFloor = 1;
    App app(options, StartChoices{}, DrawStyle{true});
    const auto shown = [&] {
        CellBuffer frame(100, 46);
        app.draw(frame);
        std::string text;
        for (const std::string& row : frame.textRows()) {
            text += row + "\n";
        }
        return text;
    };
    ASSERT_EQ(app.game().sightAlgorithm(), FovAlgorithm::Bresenham);
    EXPECT_EQ(shown().find("F4:"), std::string::npos);
    app.handle(InputEvent::keyPress(Key::named(KeyCode::F4)));
    EXPECT_EQ(app.game().sightAlgorithm(), FovAlgorithm::Shadowcast);
    EXPECT_NE(shown().find("F4: sight by shadowcasting"), std::string::npos);
}

}  // namespace
}  // namespace delve
