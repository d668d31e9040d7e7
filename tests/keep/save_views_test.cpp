// Save format 7: the `views` line keeps how the hero sees (F4) and whether
// the run was shown what its hero did not know (F1, F3). Both are part of
// the hash, bounds checked, and absent from older saves, which load seeing
// by shadowcasting with nothing shown.
#include <gtest/gtest.h>

#include <map>
#include <optional>

#include "content/rules_loader.h"
#include "core/atomic_file.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "save_edits.h"
#include "support/build_folders.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using namespace testing::save_edits;

Game someRun() {
    Game game(GameOptions{5, "rogue", nullptr, testing::rules()});
    game.act(Step{Direction::East});
    game.act(Step{Direction::South});
    return game;
}

TEST(SavedViews, ANewRunSeesByShadowcastingWithNothingShown) {
    const std::string text = saveGame(someRun());
    EXPECT_EQ(text.rfind("delve-save 13\n", 0), 0u);
    EXPECT_NE(text.find("\ngoings_back 0\nviews shadowcast 0\ndeath\n"), std::string::npos) << text;
}

TEST(SavedViews, TheSightAndTheMarkComeBackFromASave) {
    Game game = someRun();
    game.setSightAlgorithm(FovAlgorithm::Bresenham);
    game.noteSawHiddenThings();
    const std::string text = saveGame(game);
    EXPECT_NE(text.find("\nviews bresenham 1\n"), std::string::npos) << text;
    const Game loaded = loadGame(text, "run.sav", testing::rules());
    EXPECT_EQ(loaded.sightAlgorithm(), FovAlgorithm::Bresenham);
    EXPECT_TRUE(loaded.sawHiddenThings());
    EXPECT_EQ(stateHash(loaded), stateHash(game));
    EXPECT_EQ(saveGame(loaded), text);
    // The loaded hero sees by the rays, as before the save.
    for (int y = 0; y < game.map().height(); ++y) {
        for (int x = 0; x < game.map().width(); ++x) {
            ASSERT_EQ(loaded.map().isVisible({x, y}), game.map().isVisible({x, y}));
        }
    }
}

TEST(SavedViews, BothAreInTheHash) {
    const Game game = someRun();
    Game marked = game;
    marked.noteSawHiddenThings();
    EXPECT_NE(stateHash(marked), stateHash(game));
    Game rays = game;
    rays.setSightAlgorithm(FovAlgorithm::Bresenham);
    EXPECT_NE(stateHash(rays), stateHash(game));
    rays.setSightAlgorithm(FovAlgorithm::Shadowcast);
    EXPECT_EQ(stateHash(rays), stateHash(game));
}

TEST(SavedViews, BadValuesAreRefusedAtTheirLine) {
    const std::vector<std::string> good = linesOf(saveGame(someRun()));
    const int views = lineStarting(good, "views ");
    std::vector<std::string> lines = good;
    setField(lines, views, 1, "raycast");
    expectRefused(joined(lines), views, "unknown sight \"raycast\" (shadowcast or bresenham)");
    lines = good;
    setField(lines, views, 2, "2");
    expectRefused(joined(lines), views, "whether the run was shown hidden things");
    lines = good;
    lines[static_cast<std::size_t>(views - 1)] += " 1";
    expectRefused(joined(lines), views, "unexpected \"1\"");
    lines = good;
    lines[static_cast<std::size_t>(views - 1)] = "views shadowcast";
    expectRefused(joined(lines), views, "whether the run was shown hidden things");
    lines = good;
    lines.erase(lines.begin() + views - 1);
    expectRefused(joined(lines), views, "expected `views`, found `death`");
}

// tests/golden/format6.sav was written by the Delve before the views were
// kept: a rogue a few steps into a small level, with the real data.
TEST(SavedViews, AFormat6SaveStillLoads) {
    const RulesPtr rules = loadRules(std::string(testing::kSourceFolder) + "/data");
    const std::filesystem::path file =
        std::string(testing::kSourceFolder) + "/tests/golden/format6.sav";
    const std::string old = readWholeFile(file);
    ASSERT_EQ(old.rfind("delve-save 6\n", 0), 0u);
    const Game game = loadGameFromFile(file, rules);
    EXPECT_EQ(game.sightAlgorithm(), FovAlgorithm::Shadowcast);
    EXPECT_FALSE(game.sawHiddenThings());
    EXPECT_EQ(game.turn(), 6);
    // Saved again: the same save in today's format, the views line added.
    EXPECT_EQ(saveGame(game), inTodaysFormat(old, *rules));
    // A views line has no place in a format-6 save.
    std::string withViews = old;
    withViews.replace(withViews.find("\ndeath\n"), 1, "\nviews shadowcast 0\n");
    try {
        loadGame(withViews, "old.sav", rules);
        ADD_FAILURE() << "a format-6 save with a views line loaded";
    } catch (const SaveError& error) {
        EXPECT_NE(std::string(error.what()).find("expected `death`, found `views`"),
                  std::string::npos)
            << error.what();
    }
}

// tests/golden/format7.sav was written by the Delve of format 7: a fighter
// on a small level who took up a sword and darts, drank a potion, switched
// her sight to the rays (F4), was shown the whole floor (F1), stepped on a
// poison needle, killed a rat and picked up gold, with the real data. It is
// written again as today's format writes the same run.
TEST(SavedViews, AFormat7SaveLoadsAndIsWrittenInTodaysFormat) {
    const RulesPtr rules = loadRules(std::string(testing::kSourceFolder) + "/data");
    const std::filesystem::path file =
        std::string(testing::kSourceFolder) + "/tests/golden/format7.sav";
    const std::string text = readWholeFile(file);
    ASSERT_EQ(text.rfind("delve-save 7\n", 0), 0u);
    const Game game = loadGameFromFile(file, rules);
    EXPECT_EQ(game.sightAlgorithm(), FovAlgorithm::Bresenham);
    EXPECT_TRUE(game.sawHiddenThings());
    EXPECT_EQ(game.turn(), 14);
    EXPECT_EQ(game.hero().hp, 17);
    EXPECT_EQ(game.hero().gold, 25);
    EXPECT_EQ(game.hero().conditions.turnsLeft(ConditionKind::Poisoned), 2);
    const std::optional<Item>& weapon = game.hero().equipment.in(EquipSlot::Weapon);
    ASSERT_TRUE(weapon.has_value());
    EXPECT_EQ(weapon->kind->id, "sword");
    ASSERT_EQ(game.hero().pack.size(), 1);
    EXPECT_EQ(game.hero().pack.at(0).kind->id, "dart");
    EXPECT_EQ(game.hero().pack.at(0).count, 6);
    EXPECT_TRUE(game.lore().knows(*rules->item("potion_of_healing")));
    ASSERT_EQ(game.stage().monsters().size(), 1u);
    EXPECT_EQ(game.stage().monsters()[0].kind->id, "goblin");
    EXPECT_EQ(game.kills(), (std::map<std::string, int>{{"rat", 1}}));
    EXPECT_EQ(saveGame(game), testing::save_edits::inTodaysFormat(text, *rules));
}

// Going back to a copy set aside does not take back what the run was shown.
TEST(SavedViews, GoingBackKeepsTheMark) {
    Game copy = someRun();
    Game later = copy;
    later.act(Step{Direction::West});
    later.noteSawHiddenThings();
    copy.recordGoingBackFrom(later);
    EXPECT_TRUE(copy.sawHiddenThings());
}

}  // namespace
}  // namespace delve
