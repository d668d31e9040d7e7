// When and how the App keeps a run, seen through a keeper that only counts.
#include <gtest/gtest.h>

#include <stdexcept>

#include "keep/save_error.h"
#include "keep/state_hash.h"
#include "support/pressing.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/text/log_lines.h"

namespace delve {
namespace {

class CountingKeeper : public RunKeeper {
  public:
    bool keepsRuns() const override { return true; }
    std::optional<KeptRun> savedRun() override {
        if (unreadable) {
            throw SaveError("save.txt", 3, 1, "the save is spoiled");
        }
        if (!saved) {
            return std::nullopt;
        }
        return KeptRun{*saved, {}, std::nullopt};
    }
    void journal(std::string_view) override {
        if (journalFull) {
            throw std::runtime_error("the disk is full");
        }
        ++journalled;
    }
    void save(const Game& game) override {
        if (full) {
            throw std::runtime_error("the disk is full");
        }
        ++saves;
        savedDepth = game.stage().depth();
        savedHash = stateHash(game);
    }
    void setAside(const Game& game) override { asides.push_back(stateHash(game)); }
    std::optional<Game> takeAside() override { return onDisk; }
    void runEnded(const Game&) override { ++ended; }
    void abandonSavedRun() override { ++abandoned; }

    std::optional<Game> saved;
    std::optional<Game> onDisk;
    bool unreadable = false;
    bool full = false;
    bool journalFull = false;
    int journalled = 0;
    int saves = 0;
    int savedDepth = 0;
    std::uint64_t savedHash = 0;
    std::vector<std::uint64_t> asides;
    int ended = 0;
    int abandoned = 0;
};

using testing::press;
using testing::pressAll;

// The newest line of the log, the game's or the app's own.
std::string lastMessage(const App& app) {
    return logLines(app, 0).back().text;
}

std::string screenText(const App& app) {
    CellBuffer frame(80, 24);
    app.draw(frame);
    std::string all;
    for (const auto& row : frame.textRows()) {
        all += row + "\n";
    }
    return all;
}

GameOptions keepingOptionsFor(std::uint64_t seed, const char* heroClass = "fighter") {
    return GameOptions{seed, heroClass, nullptr, testing::rules()};
}

TEST(AppKeeping, ArrivingAtAFloorSavesTheRun) {
    const testing::TempLevel level("keep_floor", "#####\n#@.>#\n#####\nend\n");
    App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
            DrawStyle{});
    CountingKeeper keeper;
    app.keeping().setKeeper(keeper);
    press(app, U'l');
    EXPECT_EQ(keeper.saves, 1) << "saved before the first input, for the journal to follow";
    press(app, U'l');
    EXPECT_EQ(keeper.saves, 1) << "walking on the same floor saves nothing";
    press(app, U'>');
    ASSERT_EQ(app.game().stage().depth(), 2);
    EXPECT_EQ(keeper.saves, 2);
    EXPECT_EQ(keeper.savedDepth, 2);
    EXPECT_EQ(keeper.savedHash, stateHash(app.game()));
}

TEST(AppKeeping, TheMenusQuitSavesAndSaysSo) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    CountingKeeper keeper;
    app.keeping().setKeeper(keeper);
    press(app, Key::named(KeyCode::Escape));
    EXPECT_NE(screenText(app).find("q  save and quit"), std::string::npos) << screenText(app);
    press(app, U'q');
    EXPECT_EQ(screenText(app).find("will be lost"), std::string::npos);
    EXPECT_NE(screenText(app).find("Save this run and quit?"), std::string::npos);
    press(app, U'y');
    EXPECT_TRUE(app.wantsQuit());
    EXPECT_EQ(keeper.saves, 2) << "before the first input, and on quitting";
    EXPECT_EQ(keeper.savedHash, stateHash(app.game()));
}

TEST(AppKeeping, AMenuWithNothingToKeepSaysPlainQuit) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    press(app, Key::named(KeyCode::Escape));
    EXPECT_NE(screenText(app).find("q  quit"), std::string::npos);
    EXPECT_EQ(screenText(app).find("save and quit"), std::string::npos);
}

TEST(AppKeeping, ClosingTheWindowSaves) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    CountingKeeper keeper;
    app.keeping().setKeeper(keeper);
    press(app, U'j');
    const int saves = keeper.saves;
    app.handle(InputEvent{InputEvent::Kind::Quit, {}, {}});
    EXPECT_TRUE(app.wantsQuit());
    EXPECT_EQ(keeper.saves, saves + 1);
}

// A save that failed before (as the run began, on a floor) does not let
// quitting leave without asking: the question comes as the player leaves.
TEST(AppKeeping, AFailedSaveAsksBeforeLeavingWithoutIt) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    CountingKeeper keeper;
    keeper.full = true;
    app.keeping().setKeeper(keeper);
    pressAll(app, U"jj");
    ASSERT_TRUE(app.keeping().error()) << "the save before the first input failed";
    press(app, Key::named(KeyCode::Escape));
    pressAll(app, U"qy");
    EXPECT_FALSE(app.wantsQuit()) << "the player is told before the run is lost";
    EXPECT_EQ(*app.keeping().error(), "the disk is full");
    EXPECT_EQ(logLines(app, 0).back().text, "Your run could not be saved (the disk is full).");
    EXPECT_NE(screenText(app).find("Leave without saving?"), std::string::npos) << screenText(app);
    press(app, Key::named(KeyCode::Escape));
    EXPECT_FALSE(app.wantsQuit()) << "no: back to the menu";
    EXPECT_EQ(app.topScreenName(), "menu");
    press(app, Key::named(KeyCode::Escape));

    app.handle(InputEvent{InputEvent::Kind::Quit, {}, {}});
    EXPECT_FALSE(app.wantsQuit()) << "closing the window asks too";
    press(app, U'y');
    EXPECT_TRUE(app.wantsQuit());
}

TEST(AppKeeping, DeathEndsTheRunAtOnce) {
    const testing::TempLevel level("keep_death",
                                   "#######\n#@ggg.#\n#.ggg.#\n#######\n"
                                   "legend|g|monster|goblin\nend\n");
    App app(GameOptions{3, "rogue", level.level(), testing::rules()}, StartChoices{}, DrawStyle{});
    CountingKeeper keeper;
    app.keeping().setKeeper(keeper);
    for (int turn = 0; turn < 500 && app.topScreenName() == "play"; ++turn) {
        press(app, U'.');
    }
    ASSERT_TRUE(app.game().isOver());
    EXPECT_EQ(keeper.ended, 1) << "told as the hero dies, not at the end";
    press(app, Key::named(KeyCode::Escape));
    EXPECT_TRUE(app.wantsQuit());
    EXPECT_EQ(keeper.saves, 1) << "saved before the first input; a dead hero's run is not";
    EXPECT_EQ(keeper.ended, 1);
}

TEST(AppKeeping, ASavedRunIsOfferedBeforeTheClassScreen) {
    App app(keepingOptionsFor(42), StartChoices::onlyTheClass(), DrawStyle{});
    CountingKeeper keeper;
    Game saved(keepingOptionsFor(9, "rogue"));
    saved.act(Step{Direction::South});
    keeper.saved = saved;
    app.keeping().setKeeper(keeper);
    app.keeping().offerSavedRun();
    EXPECT_EQ(app.topScreenName(), "continue");
    const std::string text = screenText(app);
    EXPECT_NE(text.find("A level 1 Rogue on floor 1"), std::string::npos) << text;
    EXPECT_NE(text.find("c  go on with it"), std::string::npos) << text;
    press(app, U'c');
    EXPECT_EQ(app.topScreenName(), "play");
    ASSERT_TRUE(app.hasGame());
    EXPECT_EQ(stateHash(app.game()), stateHash(saved));
    EXPECT_EQ(keeper.abandoned, 0);
}

TEST(AppKeeping, NoSaveNoOffer) {
    App app(keepingOptionsFor(42), StartChoices::onlyTheClass(), DrawStyle{});
    CountingKeeper keeper;
    app.keeping().setKeeper(keeper);
    app.keeping().offerSavedRun();
    EXPECT_EQ(app.topScreenName(), "class");
}

TEST(AppKeeping, ANewRunInsteadGivesTheSavedOneUp) {
    App app(keepingOptionsFor(42), StartChoices::onlyTheClass(), DrawStyle{});
    CountingKeeper keeper;
    keeper.saved.emplace(keepingOptionsFor(9));
    app.keeping().setKeeper(keeper);
    app.keeping().offerSavedRun();
    press(app, U'n');
    EXPECT_EQ(app.topScreenName(), "class");
    EXPECT_EQ(keeper.abandoned, 1);
}

TEST(AppKeeping, NothingIsSavedWhileTheOfferIsOpen) {
    // With --class the run beneath the offer exists already; it is not the
    // saved run, and must not be saved over it.
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    CountingKeeper keeper;
    keeper.saved.emplace(keepingOptionsFor(9));
    app.keeping().setKeeper(keeper);
    app.keeping().offerSavedRun();
    EXPECT_EQ(app.topScreenName(), "continue");
    app.handle(InputEvent{InputEvent::Kind::Quit, {}, {}});
    EXPECT_TRUE(app.wantsQuit());
    EXPECT_EQ(keeper.saves, 0);
}

TEST(AppKeeping, AnUnreadableSaveIsSaidAndOnlyANewRunOffered) {
    App app(keepingOptionsFor(42), StartChoices::onlyTheClass(), DrawStyle{});
    CountingKeeper keeper;
    keeper.unreadable = true;
    app.keeping().setKeeper(keeper);
    app.keeping().offerSavedRun();
    EXPECT_EQ(app.topScreenName(), "continue");
    const std::string text = screenText(app);
    EXPECT_NE(text.find("The saved run cannot be read:"), std::string::npos) << text;
    EXPECT_NE(text.find("save.txt:3:1: the save is spoiled"), std::string::npos) << text;
    press(app, U'c');
    EXPECT_EQ(app.topScreenName(), "continue");
    press(app, U'n');
    EXPECT_EQ(app.topScreenName(), "class");
}

TEST(AppKeeping, F5SetsACopyAsideAndF9GoesBackToIt) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    CountingKeeper keeper;
    app.keeping().setKeeper(keeper);
    pressAll(app, U"jjl");
    const int turn = app.game().turn();
    const std::uint64_t before = stateHash(app.game());
    press(app, Key::named(KeyCode::F5));
    EXPECT_EQ(app.game().turn(), turn) << "setting a copy aside takes no turn";
    EXPECT_EQ(lastMessage(app), "You set a copy of this run aside.");
    ASSERT_EQ(keeper.asides.size(), 1u);
    EXPECT_EQ(keeper.asides[0], before) << "the copy is the run as it was";
    pressAll(app, U"kkhhyy");
    const int wandered = app.game().turn();
    ASSERT_NE(wandered, turn);
    press(app, Key::named(KeyCode::F9));
    press(app, U'y');
    EXPECT_EQ(app.topScreenName(), "play");
    EXPECT_EQ(app.game().turn(), turn);
    EXPECT_EQ(lastMessage(app),
              "You go back to the copy set aside on turn " + std::to_string(turn) + ".");
    EXPECT_EQ(app.game().goingsBack(), (std::vector<GoingBack>{{wandered, turn}}));

    // Going back from the same turn lands in the very same state.
    App straight(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    pressAll(straight, U"jjl");
    press(straight, Key::named(KeyCode::F5));
    while (straight.game().turn() < wandered) {
        press(straight, U'.');
    }
    press(straight, Key::named(KeyCode::F9));
    press(straight, U'y');
    EXPECT_EQ(stateHash(straight.game()), stateHash(app.game()));
}

TEST(AppKeeping, F9AsksFirstSayingWhatWouldBeLost) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    pressAll(app, U"jjl");
    const int turn = app.game().turn();
    press(app, Key::named(KeyCode::F5));
    for (int wait = 0; wait < 12; ++wait) {
        press(app, U'.');
    }
    ASSERT_EQ(app.game().turn(), turn + 12);
    const std::uint64_t before = stateHash(app.game());
    press(app, Key::named(KeyCode::F9));
    EXPECT_EQ(app.topScreenName(), "confirm");
    const std::string text = screenText(app);
    EXPECT_NE(text.find("Go back to turn " + std::to_string(turn) + "?"), std::string::npos)
        << text;
    EXPECT_NE(text.find("The 12 turns since are lost."), std::string::npos) << text;
    EXPECT_EQ(stateHash(app.game()), before) << "asking changes nothing";
    press(app, U'j');
    EXPECT_EQ(app.topScreenName(), "confirm") << "only y, n or Esc answer";
    EXPECT_EQ(stateHash(app.game()), before);
}

TEST(AppKeeping, NoOrEscapeToF9KeepsTheRunAsItIs) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    pressAll(app, U"jjl");
    press(app, Key::named(KeyCode::F5));
    pressAll(app, U"..");
    const std::uint64_t before = stateHash(app.game());
    press(app, Key::named(KeyCode::F9));
    press(app, U'n');
    EXPECT_EQ(app.topScreenName(), "play");
    EXPECT_EQ(stateHash(app.game()), before);
    press(app, Key::named(KeyCode::F9));
    press(app, Key::named(KeyCode::Escape));
    EXPECT_EQ(app.topScreenName(), "play");
    EXPECT_EQ(stateHash(app.game()), before);
    EXPECT_TRUE(app.game().goingsBack().empty());
}

TEST(AppKeeping, F9RightAfterF5LosesNothingAndSaysNoTurns) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    pressAll(app, U"jj");
    press(app, Key::named(KeyCode::F5));
    press(app, Key::named(KeyCode::F9));
    const std::string text = screenText(app);
    EXPECT_NE(text.find("Go back to turn " + std::to_string(app.game().turn()) + "?"),
              std::string::npos)
        << text;
    EXPECT_EQ(text.find("lost"), std::string::npos) << text;
    press(app, U'.');
    press(app, U'n');
    press(app, U'.');
    press(app, Key::named(KeyCode::F9));
    EXPECT_NE(screenText(app).find("The turn since is lost."), std::string::npos)
        << screenText(app);
}

TEST(AppKeeping, EachGoingBackIsNotedAcrossTheRestore) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    pressAll(app, U"jjl");
    const int copyTurn = app.game().turn();
    press(app, Key::named(KeyCode::F5));
    pressAll(app, U"....");
    const int first = app.game().turn();
    press(app, Key::named(KeyCode::F9));
    press(app, U'y');
    pressAll(app, U"..");
    const int second = app.game().turn();
    press(app, Key::named(KeyCode::F9));
    press(app, U'y');
    // The copy is older than both goings back, yet the run keeps them all.
    EXPECT_EQ(app.game().goingsBack(),
              (std::vector<GoingBack>{{first, copyTurn}, {second, copyTurn}}));
    // Set aside again, and the copy carries them.
    press(app, Key::named(KeyCode::F5));
    pressAll(app, U".");
    press(app, Key::named(KeyCode::F9));
    press(app, U'y');
    EXPECT_EQ(app.game().goingsBack().size(), 3u);
    EXPECT_EQ(app.game().goingsBack().back(), (GoingBack{copyTurn + 1, copyTurn}));
}

TEST(AppKeeping, F9WithNothingAsideSaysSo) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    CountingKeeper keeper;
    keeper.onDisk.emplace(keepingOptionsFor(42));
    app.keeping().setKeeper(keeper);
    const int turn = app.game().turn();
    press(app, Key::named(KeyCode::F9));
    EXPECT_EQ(lastMessage(app), "Nothing is set aside to go back to.")
        << "a copy on disk belongs to a run continued, not to a new one";
    EXPECT_EQ(app.topScreenName(), "play") << "nothing to ask";
    EXPECT_EQ(app.game().turn(), turn);
}

TEST(AppKeeping, AContinuedRunGoesBackToItsCopyOnDisk) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    CountingKeeper keeper;
    Game copy(keepingOptionsFor(9));
    copy.act(Step{Direction::East});
    keeper.onDisk = copy;
    app.keeping().setKeeper(keeper);
    Game saved = copy;
    saved.act(Step{Direction::West});
    saved.act(Step{Direction::West});
    app.resumeRun(saved);
    EXPECT_EQ(app.topScreenName(), "play");
    press(app, Key::named(KeyCode::F9));
    EXPECT_NE(screenText(app).find("The 2 turns since are lost."), std::string::npos)
        << screenText(app);
    press(app, U'y');
    EXPECT_EQ(app.game().turn(), copy.turn());
    EXPECT_EQ(lastMessage(app),
              "You go back to the copy set aside on turn " + std::to_string(copy.turn()) + ".");

    // A copy of another run is not this one's.
    App other(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    other.keeping().setKeeper(keeper);
    other.resumeRun(Game(keepingOptionsFor(10)));
    press(other, Key::named(KeyCode::F9));
    EXPECT_EQ(lastMessage(other), "Nothing is set aside to go back to.");
}

TEST(AppKeeping, ANewRunAfterDeathHasNothingAside) {
    const testing::TempLevel level("keep_aside_death",
                                   "#######\n#@ggg.#\n#.ggg.#\n#######\n"
                                   "legend|g|monster|goblin\nend\n");
    App app(GameOptions{3, "rogue", level.level(), testing::rules()}, StartChoices{}, DrawStyle{});
    press(app, Key::named(KeyCode::F5));
    for (int turn = 0; turn < 500 && app.topScreenName() == "play"; ++turn) {
        press(app, U'.');
    }
    ASSERT_EQ(app.topScreenName(), "death");
    press(app, Key::named(KeyCode::Enter));
    press(app, U'a');
    ASSERT_EQ(app.topScreenName(), "play");
    press(app, Key::named(KeyCode::F9));
    EXPECT_EQ(lastMessage(app), "Nothing is set aside to go back to.");
}

// With the disk full, a key played but not journalled is saved at once;
// when that fails too, nothing more is played until a save can be made,
// each key trying again, and the player is told.
// One key journalled, then a disk that takes neither the journal's next
// line nor a save (or, with `savesStill`, still a save), and a key played.
void fillTheDiskAfterAKey(App& app, CountingKeeper& keeper, bool savesStill = false) {
    app.keeping().setKeeper(keeper);
    press(app, U's');
    ASSERT_EQ(keeper.journalled, 1);
    keeper.journalFull = true;
    keeper.full = !savesStill;
    press(app, U's');
}

TEST(AppKeeping, ARunThatCannotBeWrittenTakesNoKeyUntilItCanBe) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    CountingKeeper keeper;
    fillTheDiskAfterAKey(app, keeper);
    ASSERT_TRUE(app.keeping().cannotKeep());
    EXPECT_EQ(lastMessage(app),
              "Nothing more is played until the run can be written again: make room, then press "
              "a key to try.");
    const int turn = app.game().turn();
    pressAll(app, U"sss");
    EXPECT_EQ(app.game().turn(), turn) << "no key is played while nothing can be written";
    keeper.full = false;
    keeper.journalFull = false;
    press(app, U's');
    EXPECT_FALSE(app.keeping().cannotKeep());
    EXPECT_EQ(app.game().turn(), turn) << "the key that saved is not played";
    EXPECT_EQ(keeper.savedHash, stateHash(app.game()));
    EXPECT_EQ(lastMessage(app), "The run is written down again; play on.");
    press(app, U's');
    EXPECT_EQ(app.game().turn(), turn + 1);
}

TEST(AppKeeping, AKeyThatIsNotJournalledIsSavedAtOnce) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    CountingKeeper keeper;
    fillTheDiskAfterAKey(app, keeper, true);
    EXPECT_FALSE(app.keeping().cannotKeep());
    EXPECT_EQ(keeper.savedHash, stateHash(app.game())) << "the save holds the key the journal lost";
}

TEST(AppKeeping, ARunThatCannotBeWrittenCanStillBeLeftFromTheMenu) {
    App app(keepingOptionsFor(42), StartChoices{}, DrawStyle{});
    CountingKeeper keeper;
    fillTheDiskAfterAKey(app, keeper);
    ASSERT_TRUE(app.keeping().cannotKeep());
    press(app, Key::named(KeyCode::Escape));
    EXPECT_EQ(app.topScreenName(), "menu");
    pressAll(app, U"qy");
    EXPECT_NE(screenText(app).find("Leave without saving?"), std::string::npos) << screenText(app);
}

}  // namespace
}  // namespace delve
