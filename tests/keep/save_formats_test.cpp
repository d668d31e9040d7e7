// Saves written by earlier Delves, kept in tests/golden/formatN.sav: each
// loads, gives back what its format kept, and is written again as today's
// format writes the same run.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "content/rules_loader.h"
#include "core/atomic_file.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "save_edits.h"
#include "support/build_folders.h"

namespace delve {
namespace {

using namespace testing::save_edits;

// tests/golden/format5.sav was written by the Delve before items were kept:
// a rogue on a small level who stepped on a poison needle, killed a rat and
// wounded a goblin, with the real data.
TEST(SavedFormats, AFormat5SaveStillLoadsWithNoItems) {
    const RulesPtr rules = loadRules(std::filesystem::path(testing::kSourceFolder) / "data");
    const std::filesystem::path file =
        std::filesystem::path(testing::kSourceFolder) / "tests/golden/format5.sav";
    const std::string old = readWholeFile(file);
    ASSERT_EQ(old.rfind("delve-save 5\n", 0), 0u);
    const Game game = loadGameFromFile(file, rules);
    // What format 5 kept comes back.
    EXPECT_EQ(game.turn(), 7);
    EXPECT_EQ(game.hero().hp, 6);
    EXPECT_EQ(game.hero().conditions.turnsLeft(ConditionKind::Poisoned), 1);
    ASSERT_EQ(game.stage().monsters().size(), 1u);
    EXPECT_EQ(game.stage().monsters()[0].kind->id, "goblin");
    EXPECT_EQ(game.stage().monsters()[0].conditions.turnsLeft(ConditionKind::Bleeding), 4);
    ASSERT_EQ(game.stage().traps().size(), 1u);
    EXPECT_TRUE(game.stage().traps()[0].known);
    EXPECT_EQ(game.kills(), (std::map<std::string, int>{{"rat", 1}}));
    // What it did not keep: no gold, nothing lying, carried or worn, the
    // class's full measure of mana, and the looks a new run of its seed
    // would draw.
    EXPECT_EQ(game.hero().gold, 0);
    EXPECT_EQ(game.hero().maxMana, game.hero().heroClass->mana);
    EXPECT_EQ(game.hero().mana, game.hero().heroClass->mana);
    EXPECT_TRUE(game.stage().items().empty());
    EXPECT_EQ(game.hero().pack.size(), 0);
    for (EquipSlot slot : kAllEquipSlots) {
        EXPECT_FALSE(game.hero().equipment.in(slot).has_value());
    }
    EXPECT_EQ(game.lore(), ItemLore(*rules, game.seed()));
    // Saved again: the same save in today's format.
    EXPECT_EQ(saveGame(game), inTodaysFormat(old, *rules));
    // An items line has no place in a format-5 save.
    std::string withItems = old;
    withItems.replace(withItems.find("\nmessages "), 1, "\nitems 0\n");
    try {
        loadGame(withItems, "old.sav", rules);
        ADD_FAILURE() << "a format-5 save with an items line loaded";
    } catch (const SaveError& error) {
        EXPECT_NE(std::string(error.what()).find("expected `messages`, found `items`"),
                  std::string::npos)
            << error.what();
    }
}

// tests/golden/format9.sav was written by the Delve of format 9: a fighter
// of seed 7 with her kit, four steps east. It loads with nothing
// enchanted, and is written again as today's format writes the same run.
TEST(SavedFormats, AFormat9SaveLoadsWithNothingEnchanted) {
    const RulesPtr rules = loadRules(std::string(testing::kSourceFolder) + "/data");
    const std::filesystem::path file =
        std::string(testing::kSourceFolder) + "/tests/golden/format9.sav";
    const std::string text = readWholeFile(file);
    ASSERT_EQ(text.rfind("delve-save 9\n", 0), 0u);
    const Game game = loadGameFromFile(file, rules);
    ASSERT_TRUE(game.hero().equipment.in(EquipSlot::Weapon).has_value());
    EXPECT_EQ(game.hero().equipment.in(EquipSlot::Weapon)->kind->id, "sword");
    EXPECT_EQ(game.hero().equipment.in(EquipSlot::Weapon)->enchantment, 0);
    // Scrolls of enchanting came after format 9: the run dresses them in a
    // look no other scroll wears, so that one found is not known at once.
    const ItemKind& enchanting = *rules->item("scroll_of_enchanting");
    EXPECT_EQ(text.find("dressed scroll_of_enchanting"), std::string::npos);
    EXPECT_FALSE(game.lore().knows(enchanting));
    ASSERT_NE(game.lore().lookOf(enchanting), nullptr);
    for (const auto& [kind, look] : game.lore().looks()) {
        EXPECT_TRUE(kind == enchanting.id || look != game.lore().lookOf(enchanting)) << kind;
    }
    EXPECT_EQ(saveGame(game), inTodaysFormat(text, *rules));
}

// tests/golden/format10.sav was written by the Delve of format 10: a
// fighter of seed 7 with her kit, four steps east. It loads, and is written
// again as today's format writes the same run, with no charges anywhere.
TEST(SavedFormats, AFormat10SaveLoadsAndIsWrittenWithNoCharges) {
    const RulesPtr rules = loadRules(std::string(testing::kSourceFolder) + "/data");
    const std::filesystem::path file =
        std::string(testing::kSourceFolder) + "/tests/golden/format10.sav";
    const std::string text = readWholeFile(file);
    ASSERT_EQ(text.rfind("delve-save 10\n", 0), 0u);
    const Game game = loadGameFromFile(file, rules);
    EXPECT_EQ(game.hero().equipment.in(EquipSlot::Weapon)->kind->id, "sword");
    for (const Item& item : game.hero().pack.items()) {
        EXPECT_EQ(item.charges, 0) << item.kind->id;
    }
    EXPECT_EQ(saveGame(game), inTodaysFormat(text, *rules));
}

// tests/golden/format11.sav was written by the Delve of format 11: the
// rogue Noa on the Mine's first level, seed 3, five steps in. It loads
// with no fight under way, and is written again as today's format writes
// the same run.
TEST(SavedFormats, AFormat11SaveLoadsWithNoFightUnderWay) {
    const RulesPtr rules = loadRules(std::string(testing::kSourceFolder) + "/data");
    const std::filesystem::path file =
        std::string(testing::kSourceFolder) + "/tests/golden/format11.sav";
    const std::string text = readWholeFile(file);
    ASSERT_EQ(text.rfind("delve-save 11\n", 0), 0u);
    const Game game = loadGameFromFile(file, rules);
    EXPECT_EQ(game.plan().id, "mine");
    EXPECT_EQ(game.turn(), 5);
    EXPECT_EQ(game.hero().name, "Noa");
    EXPECT_EQ(game.fightExperience(), 0);
    EXPECT_EQ(saveGame(game), inTodaysFormat(text, *rules));
}

// tests/golden/format12.sav was written by the Delve of format 12: the
// fighter Ana in the Dungeon, seed 5, five steps in. A save of before the
// hero's gender was kept gives her her class's hero's (the fighter's Bran
// is a man), and is written again as today's format writes the same run.
TEST(SavedFormats, AFormat12SaveLoadsWithItsClasssHerosGender) {
    const RulesPtr rules = loadRules(std::string(testing::kSourceFolder) + "/data");
    const std::filesystem::path file =
        std::string(testing::kSourceFolder) + "/tests/golden/format12.sav";
    const std::string text = readWholeFile(file);
    ASSERT_EQ(text.rfind("delve-save 12\n", 0), 0u);
    const Game game = loadGameFromFile(file, rules);
    EXPECT_EQ(game.hero().name, "Ana");
    EXPECT_EQ(game.hero().gender, HeroGender::Male);
    EXPECT_EQ(saveGame(game), inTodaysFormat(text, *rules));
}

TEST(SavedFormats, TheHerosGenderIsKept) {
    GameOptions options{5, "fighter", nullptr, testing::rules()};
    options.heroGender = HeroGender::Female;
    const Game game(options);
    const std::string text = saveGame(game);
    EXPECT_NE(text.find("\ngender female\n"), std::string::npos);
    EXPECT_EQ(loadGame(text, "run.sav", testing::rules()).hero().gender, HeroGender::Female);
}

}  // namespace
}  // namespace delve
