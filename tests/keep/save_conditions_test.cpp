// Format 5 keeps every actor's conditions and the hero's energy; a format-4
// save, whose hero held poison as a number of its own, still loads.
#include <gtest/gtest.h>

#include <algorithm>

#include "content/rules_loader.h"
#include "core/atomic_file.h"
#include "game/conditions/condition_rule.h"
#include "keep/save_codec.h"
#include "save_edits.h"
#include "support/build_folders.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using namespace testing::save_edits;

constexpr const char* kConditionsRoom = "#######\n#@..r.#\n#######\nlegend|r|monster|guard\nend\n";

TEST(SavedConditions, EveryActorsConditionsAndTheHerosEnergySurviveASave) {
    const testing::TempLevel level("saved_conditions", kConditionsRoom);
    Game game(GameOptions{3, "fighter", level.level(), testing::rules()});
    std::string text = saveGame(game);
    // Put conditions on both by rewriting their lines, as a run would leave
    // them: poison and haste on the hero, confusion on the guard.
    std::vector<std::string> lines = linesOf(text);
    const int hero = lineStarting(lines, "hero ");
    std::string& heroLine = lines[static_cast<std::size_t>(hero - 1)];
    heroLine.replace(heroLine.rfind(" 0"), 2, " 2 poisoned 4 hasted 9");
    const int monster = lineStarting(lines, "monster ");
    std::string& monsterLine = lines[static_cast<std::size_t>(monster - 1)];
    monsterLine.replace(monsterLine.rfind(" 0"), 2, " 1 confused 3");
    const Game loaded = loadGame(joined(lines), "conditions.sav", testing::rules());
    EXPECT_EQ(loaded.hero().conditions.turnsLeft(ConditionKind::Poisoned), 4);
    EXPECT_EQ(loaded.hero().conditions.turnsLeft(ConditionKind::Hasted), 9);
    EXPECT_EQ(loaded.hero().energy, kActionEnergy);
    EXPECT_EQ(loaded.stage().monsters().front().conditions.turnsLeft(ConditionKind::Confused), 3);
    EXPECT_EQ(saveGame(loaded), joined(lines)) << "saved again, nothing changes";
}

TEST(SavedConditions, AConditionUnknownOrTwiceIsRefused) {
    std::vector<std::string> lines = linesOf(sampleSave());
    const int hero = lineStarting(lines, "hero ");
    std::string& line = lines[static_cast<std::size_t>(hero - 1)];
    const std::string original = line;
    line.replace(line.rfind(" 0"), 2, " 1 petrified 3");
    expectRefused(joined(lines), hero, "unknown condition \"petrified\"");
    line = original;
    line.replace(line.rfind(" 0"), 2, " 2 poisoned 3 poisoned 4");
    expectRefused(joined(lines), hero, "the condition \"poisoned\" is there twice");
    line = original;
    line.replace(line.rfind(" 0"), 2, " 1 poisoned 0");
    expectRefused(joined(lines), hero, "the turns it lasts 0 is out of range");
}

TEST(SavedFloor, TrapsAndCellsRememberedOtherThanTheyAreSurviveASave) {
    // The door beyond the wall is out of the hero's sight.
    const testing::TempLevel level(
        "saved_traps", "#########\n#@.^#..'#\n#########\nlegend|^|trap|net|known\nend\n");
    const Game game(GameOptions{3, "fighter", level.level(), testing::rules()});
    ASSERT_FALSE(game.map().isVisible({7, 1}));
    std::vector<std::string> lines = linesOf(saveGame(game));
    ASSERT_NE(std::find(lines.begin(), lines.end(), "trap net 3 1 1"), lines.end());
    // The hero has seen the door, and remembers it closed, as after it
    // swung open out of sight.
    const int map = lineStarting(lines, "map ");
    lines[static_cast<std::size_t>(map + 3 + 1)][7] = '1';  // the explored row 1
    const int memory = lineStarting(lines, "memory ");
    lines[static_cast<std::size_t>(memory - 1)] = "memory 1\nremembered 7 1 +";
    const std::string edited = joined(lines);
    const Game loaded = loadGame(edited, "floor.sav", testing::rules());
    EXPECT_EQ(loaded.map().terrain({7, 1}), Terrain::OpenDoor);
    EXPECT_EQ(loaded.map().remembered({7, 1}), Terrain::ClosedDoor);
    ASSERT_EQ(loaded.stage().traps().size(), 1u);
    EXPECT_TRUE(loaded.stage().traps().front().known);
    EXPECT_EQ(saveGame(loaded), edited) << "saved again, nothing changes";
    // A remembered cell the hero never saw, or a trap in a wall, is refused.
    lines = linesOf(edited);
    const int remembered = lineStarting(lines, "remembered ");
    setField(lines, remembered, 1, "6");
    expectRefused(joined(lines), remembered, "never seen");
    lines = linesOf(edited);
    const int trap = lineStarting(lines, "trap ");
    setField(lines, trap, 2, "4");
    expectRefused(joined(lines), trap, "not on a walkable cell");
}

// tests/golden/format4.sav was written by the Delve of format 4 (seed 11,
// exploring the first floor, with the real data).
TEST(SavedConditions, AFormat4SaveStillLoadsItsPoisonAsACondition) {
    const RulesPtr rules = loadRules(std::string(testing::kSourceFolder) + "/data");
    const std::string old =
        readWholeFile(std::string(testing::kSourceFolder) + "/tests/golden/format4.sav");
    ASSERT_EQ(old.rfind("delve-save 4\n", 0), 0u);
    const Game game = loadGame(old, "format4.sav", rules);
    EXPECT_TRUE(game.hero().conditions.empty());
    EXPECT_EQ(game.hero().energy, kActionEnergy) << "the hero was always ready to act";
    EXPECT_EQ(saveGame(game), inTodaysFormat(old, *rules));
    // The same save with five turns of poison on the hero.
    std::vector<std::string> lines = linesOf(old);
    setField(lines, lineStarting(lines, "hero "), 9, "5");
    const Game poisoned = loadGame(joined(lines), "format4.sav", rules);
    EXPECT_EQ(poisoned.hero().conditions.turnsLeft(ConditionKind::Poisoned), 5);
}

}  // namespace
}  // namespace delve
