// Format 9 keeps the skills the hero has learnt; an older save loads
// knowing those her class teaches up to her level.
#include <gtest/gtest.h>

#include "content/rules_loader.h"
#include "core/atomic_file.h"
#include "keep/save_codec.h"
#include "save_edits.h"
#include "support/build_folders.h"

namespace delve {
namespace {

// tests/golden/format8.sav was written by the Delve of format 8: a
// barbarian named Vera Ash on a small level of kobolds, who killed enough
// of them to reach level 2 (the level that teaches Whirlwind), with the
// real data. It is written again as today's format writes the same run.
TEST(SavedSkills, AFormat8SaveLoadsKnowingTheSkillsOfHerLevel) {
    const RulesPtr rules = loadRules(std::string(testing::kSourceFolder) + "/data");
    const std::filesystem::path file =
        std::string(testing::kSourceFolder) + "/tests/golden/format8.sav";
    const std::string text = readWholeFile(file);
    ASSERT_EQ(text.rfind("delve-save 8\n", 0), 0u);
    const Game game = loadGameFromFile(file, rules);
    EXPECT_EQ(game.hero().name, "Vera Ash");
    EXPECT_EQ(game.hero().experienceLevel, 2);
    EXPECT_EQ(game.hero().hp, 15);
    ASSERT_EQ(game.hero().skills.size(), 1u);
    EXPECT_EQ(game.hero().skills.front()->id, "whirlwind");
    EXPECT_EQ(saveGame(game), testing::save_edits::inTodaysFormat(text, *rules));
}

}  // namespace
}  // namespace delve
