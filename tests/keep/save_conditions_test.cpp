// Format 5 keeps every actor's conditions and the hero's energy; a format-4
// save, whose hero held poison as a number of its own, still loads.
#include <gtest/gtest.h>

#include "content/rules_loader.h"
#include "core/atomic_file.h"
#include "game/conditions/condition_rule.h"
#include "keep/save_codec.h"
#include "save_edits.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using namespace testing::save_edits;

constexpr const char* kRoom = "#######\n#@..r.#\n#######\nlegend|r|monster|guard\nend\n";

TEST(SavedConditions, EveryActorsConditionsAndTheHerosEnergySurviveASave) {
    const testing::TempLevel level("saved_conditions", kRoom);
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
    EXPECT_EQ(loaded.monsters().front().conditions.turnsLeft(ConditionKind::Confused), 3);
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

// tests/golden/format4.sav was written by the Delve of format 4 (seed 11,
// exploring the first floor, with the real data).
TEST(SavedConditions, AFormat4SaveStillLoadsItsPoisonAsACondition) {
    const RulesPtr rules = loadRules(DELVE_SOURCE_DIR "/data");
    const std::string old = readWholeFile(DELVE_SOURCE_DIR "/tests/golden/format4.sav");
    ASSERT_EQ(old.rfind("delve-save 4\n", 0), 0u);
    const Game game = loadGame(old, "format4.sav", rules);
    EXPECT_TRUE(game.hero().conditions.empty());
    EXPECT_EQ(game.hero().energy, kActionEnergy) << "the hero was always ready to act";
    EXPECT_EQ(saveGame(game), inTodaysFormat(old));
    // The same save with five turns of poison on the hero.
    std::vector<std::string> lines = linesOf(old);
    setField(lines, lineStarting(lines, "hero "), 9, "5");
    const Game poisoned = loadGame(joined(lines), "format4.sav", rules);
    EXPECT_EQ(poisoned.hero().conditions.turnsLeft(ConditionKind::Poisoned), 5);
}

}  // namespace
}  // namespace delve
