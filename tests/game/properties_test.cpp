// Weapons' and armour's properties on small maps: each acts as its rule
// says, shows itself the first time it does (the log says so, the name
// holds it from then on), and is found oftener deeper down.
#include <gtest/gtest.h>

#include <map>

#include "game/properties/property.h"
#include "support/item_rules.h"
#include "ui/text/item_text.h"

namespace delve {
namespace {

using testing::itemGame;
using testing::lastSaid;
using testing::pickUpEast;
using testing::saidEver;
using testing::slotOf;
using testing::use;

// The hero picks up a sword and leather armour; a sleeper stands beyond,
// and a spider (whose bite always lands, and poisons) waits behind a
// guard-less corner.
constexpr const char* kPropertyArmoury =
    "##########\n"
    "#@/[.r...#\n"
    "##########\n"
    "legend|/|item|sword\n"
    "legend|[|item|leather_armour\n"
    "legend|r|monster|sleeper\n"
    "end\n";

// The same run with the property `word` on what is in use in `slot`, as a
// save would hold it.
Game withProperty(const Game& game, const std::string& slot, const std::string& word,
                  bool known = false) {
    std::string text = saveGame(game);
    const std::size_t line = text.find("\nworn " + slot + " ");
    const std::size_t at = text.find(" none 0\n", line);
    text.replace(at, 8, " " + word + (known ? " 1\n" : " 0\n"));
    return loadGame(text, "property.sav", testing::itemRules());
}

// The hero at (3, 1) with the sword in hand and the armour on, beside
// nothing; the sleeper two steps east.
Game armouredGame(const std::string& name) {
    Game game = itemGame("properties_" + name, kPropertyArmoury);
    pickUpEast(game, 2);
    game.act(use(slotOf(game, "sword")));
    game.act(use(slotOf(game, "leather_armour")));
    return game;
}

const Item& wieldedNow(const Game& game) {
    return *game.hero().equipment.in(EquipSlot::Weapon);
}

TEST(Properties, AVenomousBladeShowsItselfOnItsFirstBlowAndPoisons) {
    Game game = withProperty(armouredGame("venom"), "weapon", "venom");
    EXPECT_EQ(itemName(game.lore(), wieldedNow(game)), "a sword") << "not named while unknown";
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});  // a blow at the sleeper: it never misses one
    const Monster& struck = game.stage().monsters().front();
    EXPECT_TRUE(struck.conditions.has(ConditionKind::Poisoned));
    EXPECT_TRUE(wieldedNow(game).propertyKnown);
    EXPECT_TRUE(saidEver(game, MessageId::PropertyShows));
    EXPECT_EQ(itemName(game.lore(), wieldedNow(game)), "a sword of venom");
}

TEST(Properties, ASlowingBladeSlowsWhatItStrikes) {
    Game game = withProperty(armouredGame("slowing"), "weapon", "slowing");
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    EXPECT_TRUE(game.stage().monsters().front().conditions.has(ConditionKind::Slowed));
}

TEST(Properties, ADrainingBladeGivesBackHealthOnlyToAHurtHero) {
    Game full = withProperty(armouredGame("draining_full"), "weapon", "draining");
    full.act(Step{Direction::East});
    full.act(Step{Direction::East});
    EXPECT_FALSE(wieldedNow(full).propertyKnown) << "nothing to give back at full health";

    Game hurt =
        testing::withHeroHp(withProperty(armouredGame("draining"), "weapon", "draining"), 5);
    hurt.act(Step{Direction::East});
    hurt.act(Step{Direction::East});
    EXPECT_GT(hurt.hero().hp, 5);
    EXPECT_TRUE(wieldedNow(hurt).propertyKnown);
}

TEST(Properties, ThornsPrickWhatStrikesTheWearer) {
    Game game = withProperty(armouredGame("thorns"), "armour", "thorns");
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});  // the sleeper wakes, and strikes back
    for (int turn = 0; turn < 40 && !saidEver(game, MessageId::ThornsPrick); ++turn) {
        game.act(Wait{});
    }
    EXPECT_TRUE(saidEver(game, MessageId::ThornsPrick));
    EXPECT_TRUE(game.hero().equipment.in(EquipSlot::Armour)->propertyKnown);
}

TEST(Properties, MendingArmourClosesWoundsTwiceAsFast) {
    const auto healedIn = [](const std::string& word) {
        Game game =
            testing::withHeroHp(withProperty(armouredGame("mending_" + word), "armour", word), 5);
        for (int turn = 0; turn < 40; ++turn) {
            game.act(Wait{});
        }
        return game.hero().hp - 5;
    };
    EXPECT_EQ(healedIn("mending"), 2 * healedIn("warding"));
}

TEST(Properties, WardingArmourKeepsPoisonOff) {
    constexpr const char* kSpiderRow =
        "#######\n"
        "#@[s..#\n"
        "#######\n"
        "legend|[|item|leather_armour\n"
        "legend|s|monster|spider\n"
        "end\n";
    Game bare = itemGame("properties_spider", kSpiderRow);
    pickUpEast(bare, 1);
    bare.act(use(slotOf(bare, "leather_armour")));
    Game game = withProperty(bare, "armour", "warding");
    for (int turn = 0; turn < 10; ++turn) {
        game.act(Wait{});
    }
    ASSERT_TRUE(saidEver(game, MessageId::MonsterBites)) << "the spider bit";
    EXPECT_FALSE(game.hero().conditions.has(ConditionKind::Poisoned));
    EXPECT_TRUE(game.hero().equipment.in(EquipSlot::Armour)->propertyKnown);
}

TEST(Properties, FoundOftenerDeeperAndOnlyWhereTheyFit) {
    const RulesPtr rules = testing::itemRules();
    const auto share = [&](const std::string& id, int depth) {
        Rng rng(depth);
        int with = 0;
        for (int i = 0; i < 4000; ++i) {
            const auto property = propertyFound(*rules->item(id), depth, rng);
            if (property) {
                EXPECT_TRUE(takesProperty(*rules->item(id), *property));
                ++with;
            }
        }
        return with * 100 / 4000;
    };
    EXPECT_NEAR(share("sword", 1), 10, 2);
    EXPECT_NEAR(share("leather_armour", 10), 33, 3);
    EXPECT_EQ(share("potion_of_healing", 10), 0);
}

// The hero picks up scrolls of identify, then a sword and leather armour.
constexpr const char* kIdentifyArmoury =
    "##########\n"
    "#@i/[....#\n"
    "##########\n"
    "legend|i|item|scroll_of_identify|2\n"
    "legend|/|item|sword\n"
    "legend|[|item|leather_armour\n"
    "end\n";

// The hero with the sword in hand, the armour on and two scrolls of
// identify (already recognised) in the pack's first slot.
Game identifyingGame(const std::string& name) {
    Game game = itemGame("properties_" + name, kIdentifyArmoury);
    pickUpEast(game, 3);
    game.act(use(slotOf(game, "sword")));
    game.act(use(slotOf(game, "leather_armour")));
    game.act(use(0));  // read, it is recognised; nothing chosen yet
    return game;
}

TEST(Properties, IdentifyNamesAHiddenPropertyOfWornArmour) {
    Game game = withProperty(identifyingGame("identify_worn"), "armour", "thorns");
    const int scroll = slotOf(game, "scroll_of_identify");
    ASSERT_TRUE(game.foresight().readsOnWorn(scroll, EquipSlot::Armour))
        << "armour with a hidden property has something to tell";
    EXPECT_TRUE(game.act(UseItem{scroll, std::nullopt, -1, EquipSlot::Armour}).tookTurn);
    const Item& armour = *game.hero().equipment.in(EquipSlot::Armour);
    EXPECT_TRUE(armour.propertyKnown);
    EXPECT_EQ(lastSaid(game), MessageId::PropertyShows);
    EXPECT_EQ(itemName(game.lore(), armour), "a leather armour of thorns");
    EXPECT_FALSE(game.foresight().readsOnWorn(scroll, EquipSlot::Armour))
        << "nothing left to learn";
}

TEST(Properties, IdentifyHasNothingToTellOfAKnownThingWithoutAProperty) {
    Game game = identifyingGame("identify_plain");
    const int scroll = slotOf(game, "scroll_of_identify");
    EXPECT_FALSE(game.foresight().readsOnWorn(scroll, EquipSlot::Weapon));
    const int turn = game.turn();
    EXPECT_FALSE(game.act(UseItem{scroll, std::nullopt, -1, EquipSlot::Weapon}).tookTurn);
    EXPECT_EQ(lastSaid(game), MessageId::AlreadyKnown);
    EXPECT_EQ(game.turn(), turn);
}

}  // namespace
}  // namespace delve
