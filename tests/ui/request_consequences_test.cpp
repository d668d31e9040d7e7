// What follows a request follows whichever screen asked for it: a screen
// added the way the help screen is, which only asks the game to act, gets
// the death screen, the victory screen, the run's records and the save on a
// new floor without a line of its own for them.
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <vector>

#include "support/item_rules.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"

namespace delve {
namespace {

// An overlay that hands the game its next request on every key, and does
// nothing else: no consequence is its business.
class RequestingScreen : public Screen {
  public:
    explicit RequestingScreen(std::vector<Request> requests) : requests_(std::move(requests)) {}
    std::string_view name() const override { return "requesting"; }
    void draw(const App&, CellBuffer&) const override {}
    void handle(App& app, const InputEvent&) override {
        app.game().act(requests_[next_ % requests_.size()]);
        ++next_;
    }
    bool isOverlay() const override { return true; }

  private:
    std::vector<Request> requests_;
    std::size_t next_ = 0;
};

class SaveCountingKeeper : public RunKeeper {
  public:
    bool keepsRuns() const override { return true; }
    void save(const Game& game) override { savedDepths.push_back(game.stage().depth()); }
    void runEnded(const Game&) override { ++ended; }

    std::vector<int> savedDepths;
    int ended = 0;
};

void pressWait(App& app) {
    app.handle(InputEvent::keyPress(Key::of(U'.')));
}

// Puts the screen on top, as a frontend's code outside any event does: at once.
void putOnTop(App& app, std::vector<Request> requests) {
    app.push(std::make_unique<RequestingScreen>(std::move(requests)));
    ASSERT_EQ(app.topScreenName(), "requesting");
}

class RequestConsequences : public ::testing::Test {
  protected:
    void start(const testing::TempLevel& level, std::shared_ptr<const Rules> rules,
               const char* heroClass = "fighter") {
        app_.emplace(GameOptions{7, heroClass, level.level(), std::move(rules)}, StartChoices{},
                     DrawStyle{true});
        app_->keeping().setKeeper(keeper_);
        app_->keeping().whenRunEnds([this](const Game&) -> std::optional<ScoreBoard> {
            ++recorded_;
            return std::nullopt;
        });
    }
    std::optional<App> app_;
    SaveCountingKeeper keeper_;
    int recorded_ = 0;
};

TEST_F(RequestConsequences, DeathOpensTheDeathScreenAndRecordsTheRunOnce) {
    const testing::TempLevel level("consequences_death",
                                   "#######\n#@ggg.#\n#.ggg.#\n#######\n"
                                   "legend|g|monster|goblin\nend\n");
    start(level, testing::rules(), "rogue");
    putOnTop(*app_, {Wait{}});
    for (int turn = 0; turn < 500 && app_->topScreenName() == "requesting"; ++turn) {
        pressWait(*app_);
    }
    ASSERT_TRUE(app_->game().isOver());
    EXPECT_EQ(app_->topScreenName(), "death");
    EXPECT_EQ(recorded_, 1);
    EXPECT_EQ(keeper_.ended, 1);
}

TEST_F(RequestConsequences, TakingUpTheAmuletOpensTheVictoryScreen) {
    const testing::TempLevel level("consequences_amulet",
                                   "#####\n#@A.#\n#####\nlegend|A|item|amulet\nend\n");
    start(level, testing::itemRules());
    putOnTop(*app_, {Step{Direction::East}, PickUpItems{}});
    pressWait(*app_);
    pressWait(*app_);
    ASSERT_TRUE(app_->game().hasWon());
    EXPECT_EQ(app_->topScreenName(), "victory");
    EXPECT_EQ(recorded_, 1);
}

TEST_F(RequestConsequences, ANewFloorIsSavedOnArrival) {
    const testing::TempLevel level("consequences_stairs", "#####\n#@>.#\n#####\nend\n");
    start(level, testing::rules());
    putOnTop(*app_, {Step{Direction::East}, Descend{}});
    pressWait(*app_);
    EXPECT_EQ(keeper_.savedDepths, std::vector<int>{1})
        << "saved before the first input; a step on the same floor saves nothing";
    pressWait(*app_);
    ASSERT_EQ(app_->game().stage().depth(), 2);
    EXPECT_EQ(keeper_.savedDepths, (std::vector<int>{1, 2}));
}

}  // namespace
}  // namespace delve
