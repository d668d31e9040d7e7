// data/items.toml and data/looks.toml: the shipped files load, each class
// reads its own fields, and every broken entry names the file, the line and
// column of the mistake, and what is wrong, exactly as the game prints it.
#include <gtest/gtest.h>

#include <filesystem>

#include "content/content_text.h"
#include "content/rules_loader.h"
#include "game/bolts/bolt_rule.h"
#include "game/effects/item_effect.h"
#include "support/build_folders.h"

namespace delve {
namespace {

using testing::replaced;

// One good potion, a field a line: [potion_of_healing] is line 1, class
// line 2, effect line 9, power line 10, its names in Bulgarian, German and
// Spanish lines 11 to 13.
constexpr std::string_view kPotion = R"toml([potion_of_healing]
class = "potion"
name = "potion of healing"
plural = "potions of healing"
glyph = "!"
colour = [230, 80, 80]
depth = [1, 10]
rarity = 30
effect = "heal"
power = 20
)toml";

// A staff whose bolt deals damage: bolt line 8, damage line 9.
constexpr std::string_view kStaff = R"toml([staff_of_lightning]
class = "staff"
name = "staff of lightning"
glyph = "/"
colour = [140, 180, 255]
depth = [2, 10]
rarity = 3
bolt = "lightning"
damage = "2d4"
range = 8
charges = 2
recharge = 500
)toml";

// A ring: ring line 8, power line 9.
constexpr std::string_view kRing = R"toml([ring_of_sight]
class = "ring"
name = "ring of sight"
glyph = "="
colour = [200, 200, 255]
depth = [3, 10]
rarity = 4
ring = "sight"
power = 2
)toml";

// A weapon: damage line 8, accuracy line 9.
constexpr std::string_view kSword = R"toml([sword]
class = "weapon"
name = "sword"
glyph = ")"
colour = [220, 225, 235]
depth = [1, 8]
rarity = 8
damage = "1d6+1"
accuracy = 5
)toml";

// Arrows: found line 8, breaks line 9.
constexpr std::string_view kArrow = R"toml([arrow]
class = "arrows"
name = "arrow"
glyph = "("
colour = [200, 160, 100]
depth = [1, 10]
rarity = 10
found = [4, 10]
breaks = 30
)toml";

// One good look: [amber] line 1, for line 2, colour line 4.
constexpr std::string_view kAmber = R"toml([amber]
for = "potion"
name = "amber potion"
colour = [235, 160, 40]
)toml";

std::string itemError(std::string_view text) {
    Rules rules;
    try {
        parseItems(text, "items.toml", rules);
    } catch (const ContentError& error) {
        return error.what();
    }
    return "accepted";
}

std::string lookError(std::string_view text) {
    Rules rules;
    try {
        parseLooks(text, "looks.toml", rules);
    } catch (const ContentError& error) {
        return error.what();
    }
    return "accepted";
}

TEST(ItemTable, TheShippedDataLoads) {
    RulesPtr rules;
    ASSERT_NO_THROW(rules = loadRules(std::filesystem::path(testing::kSourceFolder) / "data"));
    EXPECT_GE(rules->items.size(), 25u);
    EXPECT_GE(rules->looks.size(), 20u);
    int gold = 0;
    for (const ItemKind& kind : rules->items) {
        SCOPED_TRACE(kind.id);
        gold += kind.itemClass == ItemClass::Gold;
        if (kind.disguised()) {
            EXPECT_NE(kind.effect, nullptr);
        }
        if (kind.itemClass == ItemClass::Ring) {
            EXPECT_NE(kind.ring, RingPower::None);
            EXPECT_GT(kind.power, 0);
        }
        if (kind.itemClass == ItemClass::Weapon) {
            EXPECT_GT(kind.damage.most(), 0);
        }
        if (kind.stacks()) {
            EXPECT_GE(kind.leastFound, 1);
        }
        EXPECT_LE(kind.minDepth, kind.maxDepth);
    }
    EXPECT_EQ(gold, 1) << "one kind is money";
    ASSERT_NE(rules->item("amulet"), nullptr);
    EXPECT_EQ(rules->item("amulet")->rarity, 0) << "never found by chance";
    EXPECT_NE(rules->gold(), nullptr);
}

TEST(ItemTable, ReadsEveryFieldOfAPotion) {
    Rules rules;
    parseItems(kPotion, "items.toml", rules);
    ASSERT_EQ(rules.items.size(), 1u);
    const ItemKind& potion = rules.items.front();
    EXPECT_EQ(potion.id, "potion_of_healing");
    EXPECT_EQ(potion.itemClass, ItemClass::Potion);
    EXPECT_EQ(potion.name.one, "potion of healing");
    EXPECT_EQ(potion.name.many, "potions of healing");
    EXPECT_EQ(potion.glyph, U'!');
    EXPECT_EQ(potion.colour, (Colour{230, 80, 80}));
    EXPECT_EQ(potion.minDepth, 1);
    EXPECT_EQ(potion.maxDepth, 10);
    EXPECT_EQ(potion.rarity, 30);
    EXPECT_EQ(potion.effect, effectOfWord("heal"));
    EXPECT_EQ(potion.power, 20);
    EXPECT_TRUE(potion.stacks());
    EXPECT_TRUE(potion.disguised());
}

TEST(ItemTable, ReadsEachClassesOwnFields) {
    Rules rules;
    parseItems(std::string(kRing) + "\n" + std::string(kSword) + "\n" + std::string(kArrow),
               "items.toml", rules);
    ASSERT_EQ(rules.items.size(), 3u);
    const ItemKind& ring = rules.items[0];
    EXPECT_EQ(ring.ring, RingPower::Sight);
    EXPECT_EQ(ring.power, 2);
    EXPECT_FALSE(ring.stacks());
    const ItemKind& sword = rules.items[1];
    EXPECT_EQ(sword.damage, (Dice{1, 6, 1}));
    EXPECT_EQ(sword.accuracy, 5);
    EXPECT_EQ(sword.name.many, "swords");  // English's rules, with no plural given
    const ItemKind& arrow = rules.items[2];
    EXPECT_EQ(arrow.leastFound, 4);
    EXPECT_EQ(arrow.mostFound, 10);
    EXPECT_EQ(arrow.breaks, 30);
    EXPECT_TRUE(arrow.stacks());
}

TEST(ItemTable, TheGoodEntriesAreAccepted) {
    EXPECT_EQ(itemError(kPotion), "accepted");
    EXPECT_EQ(itemError(kRing), "accepted");
    EXPECT_EQ(itemError(kSword), "accepted");
    EXPECT_EQ(itemError(kArrow), "accepted");
}

TEST(ItemErrors, AFieldOfAnotherClassIsRefused) {
    EXPECT_EQ(itemError(replaced(kPotion, "power = 20\n", "power = 20\ndamage = \"1d6\"\n")),
              "items.toml:11:1: unknown key \"damage\" in [potion_of_healing]");
    EXPECT_EQ(itemError(replaced(kSword, "accuracy = 5\n", "accuracy = 5\neffect = \"heal\"\n")),
              "items.toml:10:1: unknown key \"effect\" in [sword]");
    EXPECT_EQ(itemError(replaced(kArrow, "breaks = 30\n", "breaks = 30\ndamage = \"1d2\"\n")),
              "items.toml:10:1: unknown key \"damage\" in [arrow]");
}

TEST(ItemErrors, AMisspeltFieldIsNamedWithAGuess) {
    EXPECT_EQ(itemError(replaced(kPotion, "power = 20", "pwer = 20")),
              "items.toml:10:1: unknown key \"pwer\" in [potion_of_healing]; did you mean "
              "\"power\"?");
}

TEST(ItemTable, AStaffReadsItsBoltDamageRangeChargesAndRecharge) {
    Rules rules;
    parseItems(kStaff, "items.toml", rules);
    const ItemKind& staff = rules.items.front();
    EXPECT_EQ(staff.itemClass, ItemClass::Staff);
    EXPECT_EQ(staff.bolt, boltOfWord("lightning"));
    EXPECT_EQ(staff.damage, (Dice{2, 4, 0}));
    EXPECT_EQ(staff.range, 8);
    EXPECT_EQ(staff.charges, 2);
    EXPECT_EQ(staff.recharge, 500);
    EXPECT_FALSE(staff.stacks());
}

TEST(ItemErrors, AStaffTakesOnlyTheFieldsItsBoltUses) {
    EXPECT_EQ(itemError(replaced(kStaff, "\"lightning\"", "\"slowing\"")),
              "items.toml:9:1: unknown key \"damage\" in [staff_of_lightning]");
    EXPECT_EQ(itemError(replaced(kStaff, "damage = \"2d4\"", "power = 5")),
              "items.toml:9:1: unknown key \"power\" in [staff_of_lightning]");
    EXPECT_EQ(itemError(replaced(kStaff, "\"lightning\"", "\"frost\"")),
              "items.toml:8:8: bolt must be one of lightning, fire, slowing, poison, confusing, "
              "teleporting, not \"frost\"");
    EXPECT_EQ(
        itemError(replaced(replaced(kStaff, "\"staff\"", "\"wand\""), "recharge = 500\n", "")),
        "accepted");
    EXPECT_EQ(itemError(replaced(kStaff, "\"staff\"", "\"wand\"")),
              "items.toml:12:1: unknown key \"recharge\" in [staff_of_lightning]");
}

TEST(ItemErrors, AnUnknownClassIsRefused) {
    EXPECT_EQ(itemError(replaced(kPotion, "\"potion\"", "\"hat\"")),
              "items.toml:2:9: class must be one of potion, scroll, weapon, bow, arrows, "
              "missile, armour, ring, gold, amulet, treasure, staff, wand, not \"hat\"");
}

TEST(ItemErrors, AnUnknownEffectIsRefused) {
    EXPECT_EQ(itemError(replaced(kPotion, "\"heal\"", "\"explode\"")),
              "items.toml:9:10: effect must be one of heal, cure, haste, confuse, descend, "
              "gain_level, magic_mapping, fireball, teleport, identify, aggravate, enchant, not "
              "\"explode\"");
}

TEST(ItemErrors, ARingWithAnUnknownPowerIsRefused) {
    EXPECT_EQ(itemError(replaced(kRing, "\"sight\"", "\"flight\"")),
              "items.toml:8:8: ring must be one of protection, regeneration, sight, life, not "
              "\"flight\"");
    EXPECT_EQ(itemError(replaced(kRing, "\"sight\"", "\"none\"")),
              "items.toml:8:8: ring must be one of protection, regeneration, sight, life, not "
              "\"none\"");
    EXPECT_EQ(itemError(replaced(kRing, "power = 2", "power = 0")),
              "items.toml:9:9: power must be a whole number from 1 to 100, not 0");
}

TEST(ItemErrors, AMissingFieldIsReportedAtItsTable) {
    EXPECT_EQ(itemError(replaced(kPotion, "power = 20\n", "")),
              "items.toml:1:1: [potion_of_healing] has no power");
    EXPECT_EQ(itemError(replaced(kPotion, "effect = \"heal\"\n", "")),
              "items.toml:1:1: [potion_of_healing] has no effect");
    EXPECT_EQ(itemError(replaced(kPotion, "class = \"potion\"\n", "")),
              "items.toml:1:1: [potion_of_healing] has no class");
    EXPECT_EQ(itemError(replaced(kRing, "ring = \"sight\"\n", "")),
              "items.toml:1:1: [ring_of_sight] has no ring");
    EXPECT_EQ(itemError(replaced(kSword, "damage = \"1d6+1\"\n", "")),
              "items.toml:1:1: [sword] has no damage");
    EXPECT_EQ(itemError(replaced(kArrow, "found = [4, 10]\n", "")),
              "items.toml:1:1: [arrow] has no found");
    const std::string second =
        std::string(kPotion) + "\n" + replaced(kSword, "colour = [220, 225, 235]\n", "");
    EXPECT_EQ(itemError(second), "items.toml:12:1: [sword] has no colour");
}

TEST(ItemErrors, NumbersOutOfRange) {
    EXPECT_EQ(itemError(replaced(kPotion, "power = 20", "power = 1001")),
              "items.toml:10:9: power must be a whole number from 0 to 1000, not 1001");
    EXPECT_EQ(itemError(replaced(kSword, "accuracy = 5", "accuracy = -51")),
              "items.toml:9:12: accuracy must be a whole number from -50 to 50, not -51");
    EXPECT_EQ(itemError(replaced(kArrow, "breaks = 30", "breaks = 101")),
              "items.toml:9:10: breaks must be a whole number from 0 to 100, not 101");
    EXPECT_EQ(itemError(replaced(kPotion, "depth = [1, 10]", "depth = [1, 11]")),
              "items.toml:7:13: each end of depth must be a whole number from 1 to 10, not 11");
    EXPECT_EQ(itemError(replaced(kArrow, "found = [4, 10]", "found = [0, 10]")),
              "items.toml:8:10: each end of found must be a whole number from 1 to 1000, not 0");
    EXPECT_EQ(itemError(replaced(kSword, "\"1d6+1\"", "\"1d6-3\"")),
              "items.toml:8:10: damage \"1d6-3\" could roll below 0");
}

TEST(ItemErrors, AnItemDefinedTwiceIsNamed) {
    Rules rules;
    parseItems(kPotion, "items.toml", rules);
    try {
        parseItems(kPotion, "more_items.toml", rules);
        FAIL() << "accepted";
    } catch (const ContentError& error) {
        EXPECT_STREQ(error.what(),
                     "more_items.toml:1:1: the item [potion_of_healing] is already defined");
    }
    EXPECT_EQ(rules.items.size(), 1u);
}

TEST(ItemErrors, ABadTextAddsNothing) {
    Rules rules;
    const std::string text =
        std::string(kPotion) + "\n" + replaced(kSword, "\"weapon\"", "\"wand\"");
    EXPECT_THROW(parseItems(text, "items.toml", rules), ContentError);
    EXPECT_TRUE(rules.items.empty());
}

TEST(LookTable, ReadsEveryField) {
    Rules rules;
    parseLooks(kAmber, "looks.toml", rules);
    ASSERT_EQ(rules.looks.size(), 1u);
    const ItemLook& look = rules.looks.front();
    EXPECT_EQ(look.id, "amber");
    EXPECT_EQ(look.itemClass, ItemClass::Potion);
    EXPECT_EQ(look.name.one, "amber potion");
    EXPECT_EQ(look.name.many, "amber potions");
    EXPECT_EQ(look.colour, (Colour{235, 160, 40}));
    EXPECT_EQ(rules.look("amber"), &look);
}

TEST(LookErrors, TheGoodLookIsAccepted) {
    EXPECT_EQ(lookError(kAmber), "accepted");
    EXPECT_EQ(lookError(replaced(kAmber, "\"potion\"", "\"scroll\"")), "accepted");
}

TEST(LookErrors, OnlyPotionsAndScrollsWearLooks) {
    EXPECT_EQ(lookError(replaced(kAmber, "\"potion\"", "\"weapon\"")),
              "looks.toml:2:7: for must be one of potion, scroll, not \"weapon\"");
    EXPECT_EQ(lookError(replaced(kAmber, "\"potion\"", "\"potions\"")),
              "looks.toml:2:7: for must be one of potion, scroll, not \"potions\"");
}

TEST(LookErrors, AMissingOrUnknownFieldIsNamed) {
    EXPECT_EQ(lookError(replaced(kAmber, "colour = [235, 160, 40]\n", "")),
              "looks.toml:1:1: [amber] has no colour");
    EXPECT_EQ(lookError(replaced(kAmber, "for = \"potion\"\n", "")),
              "looks.toml:1:1: [amber] has no for");
    EXPECT_EQ(lookError(replaced(kAmber, "colour", "glyph = \"!\"\ncolour")),
              "looks.toml:4:1: unknown key \"glyph\" in [amber]");
}

TEST(LookErrors, ANameTooLongOrAColourWrong) {
    EXPECT_EQ(lookError(replaced(kAmber, "\"amber potion\"", "\"" + std::string(61, 'a') + "\"")),
              "looks.toml:3:8: name must be text of 1 to 60 characters in quotes, not \"" +
                  std::string(61, 'a') + "\"");
    EXPECT_EQ(lookError(replaced(kAmber, "[235, 160, 40]", "[235, 160]")),
              "looks.toml:4:10: colour must be [red, green, blue], not [235, 160]");
}

TEST(LookErrors, ALookDefinedTwiceIsNamed) {
    Rules rules;
    parseLooks(kAmber, "looks.toml", rules);
    try {
        parseLooks(kAmber, "more_looks.toml", rules);
        FAIL() << "accepted";
    } catch (const ContentError& error) {
        EXPECT_STREQ(error.what(), "more_looks.toml:1:1: the look [amber] is already defined");
    }
}

TEST(LookErrors, AnEmptyFileIsRefused) {
    EXPECT_NE(lookError(""), "accepted");
    EXPECT_NE(itemError(""), "accepted");
}

}  // namespace
TEST(LookErrors, TooFewLooksForTheDisguisedKindsIsNamedAndAddsNothing) {
    Rules rules;
    parseItems(
        std::string(kPotion) + "\n" + replaced(kPotion, "[potion_of_healing]", "[potion_of_haste]"),
        "items.toml", rules);
    try {
        parseLooks(kAmber, "looks.toml", rules);
        FAIL() << "accepted";
    } catch (const ContentError& error) {
        EXPECT_STREQ(error.what(),
                     "looks.toml:1:1: potion kinds: 2, potion looks: 1; each kind needs a look "
                     "of its own");
    }
    EXPECT_TRUE(rules.looks.empty());
}

}  // namespace delve
