// Aiming tells the truth: Tab offers only what the aimed thing can reach,
// a blast's cursor never starts with the hero inside it, and letting one
// go over the hero asks first.
#include <gtest/gtest.h>

#include <algorithm>
#include <list>
#include <sstream>

#include "frontend/headless/headless_run.h"
#include "support/item_rules.h"
#include "support/temp_level.h"
#include "ui/app.h"

namespace delve {
namespace {

using testing::itemRules;
using testing::saidEver;
using testing::slotOf;

class AimingReach : public ::testing::Test {
  protected:
    App appOn(const std::string& name, const std::string& level) {
        levels_.emplace_back(name, level);
        return App(GameOptions{5, "rogue", levels_.back().level(), itemRules()}, StartChoices{},
                   DrawStyle{true});
    }

    static void play(App& app, const std::string& keys) {
        std::ostringstream ignored;
        runHeadless(app, HeadlessOptions{keys, false, false, 80, 24}, ignored);
    }

    static Point cursorCell(App& app) {
        CellBuffer frame(80, 24);
        app.draw(frame);
        if (!frame.cursor) {
            return Point{-1, -1};
        }
        return app.lastFrame().camera.floorCellAt(*frame.cursor).value_or(Point{-1, -1});
    }

    static bool blastHoldsHero(const App& app, Point at) {
        const AimReach reach = app.game().foresight().reachOf(Aimed{Aimed::Kind::Scroll, 0}, at);
        return std::ranges::find(reach.struck, app.game().hero().position) != reach.struck.end();
    }

    std::list<testing::TempLevel> levels_;
};

TEST_F(AimingReach, TabOffersOnlyMonstersTheThrowCanReach) {
    // Both sleepers are in view from the darts, but a dart flies six
    // cells and the far one stands seven away.
    App app = appOn("aim_reach_throw",
                    "###########\n"
                    "#@d..s....#\n"
                    "#........s#\n"
                    "###########\n"
                    "legend|d|item|dart|3\n"
                    "legend|s|monster|sleeper\n"
                    "end\n");
    play(app, "lgt");
    ASSERT_EQ(app.topScreenName(), "inventory");
    play(app, "a");
    ASSERT_EQ(app.topScreenName(), "aim");
    ASSERT_TRUE(app.game().canSee(*app.game().stage().monsterAt({9, 2})));
    EXPECT_EQ(cursorCell(app), (Point{5, 1}));
    for (int tab = 0; tab < 3; ++tab) {
        play(app, "<Tab>");
        EXPECT_EQ(cursorCell(app), (Point{5, 1})) << "never the sleeper out of reach";
    }
}

TEST_F(AimingReach, ABlastNeverStartsOverTheHeroAndAsksBeforeBurningHer) {
    // The only sleeper stands beside the hero: a blast on it would burn her.
    App app = appOn("aim_reach_blast",
                    "#########\n"
                    "#@f.....#\n"
                    "#..s....#\n"
                    "#.......#\n"
                    "#########\n"
                    "legend|f|item|scroll_of_fireball\n"
                    "legend|s|monster|sleeper\n"
                    "end\n");
    play(app, "lg");
    const int turn = app.game().turn();
    play(app, "ia");
    ASSERT_EQ(app.topScreenName(), "aim");
    EXPECT_FALSE(blastHoldsHero(app, cursorCell(app)))
        << "starts at " << cursorCell(app).x << "," << cursorCell(app).y;
    play(app, "<Tab>");
    ASSERT_EQ(cursorCell(app), (Point{3, 2})) << "Tab still offers the sleeper";
    ASSERT_TRUE(blastHoldsHero(app, cursorCell(app)));
    play(app, "<Enter>");
    EXPECT_EQ(app.topScreenName(), "confirm") << "it asks first";
    play(app, "n");
    EXPECT_EQ(app.topScreenName(), "aim") << "no goes back to aiming";
    EXPECT_EQ(app.game().turn(), turn);
    play(app, "<Enter>Y");
    EXPECT_EQ(app.topScreenName(), "play");
    EXPECT_EQ(app.game().turn(), turn + 1);
    EXPECT_EQ(slotOf(app.game(), "scroll_of_fireball"), -1) << "read";
    EXPECT_TRUE(saidEver(app.game(), MessageId::HeroBurned));
}

}  // namespace
}  // namespace delve
