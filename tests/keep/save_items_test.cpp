// Save format 6: the things on the floor, the pack, what is worn and what
// the hero knows of the run's items come back from a save exactly; and a
// save that breaks their rules is refused at its line with a clear message.
#include <gtest/gtest.h>

#include <filesystem>

#include "content/rules_loader.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "save_edits.h"
#include "support/build_folders.h"
#include "support/command_games.h"
#include "support/item_rules.h"

namespace delve {
namespace {

using namespace testing::save_edits;
using testing::itemGame;
using testing::itemRules;
using testing::pickUpEast;
using testing::use;

// Things to carry, wear and leave lying about.
constexpr const char* kItemsCellar =
    "############\n"
    "#@sLrqphwi.#\n"
    "#...d$a....#\n"
    "############\n"
    "legend|s|item|sword\n"
    "legend|L|item|leather_armour\n"
    "legend|r|item|ring_of_protection\n"
    "legend|q|item|ring_of_far_sight\n"
    "legend|p|item|potion_of_healing|3\n"
    "legend|h|item|potion_of_haste|2\n"
    "legend|w|item|scroll_of_fireball\n"
    "legend|i|item|scroll_of_identify\n"
    "legend|d|item|dagger\n"
    "legend|$|gold|40\n"
    "legend|a|item|arrow|6\n"
    "end\n";

// A sword in hand, leather on, a ring on each hand; in the pack potions of
// healing, haste (one drunk, so known) and a fireball scroll; a dagger,
// gold and arrows on the floor, and a potion of healing put down.
Game furnished() {
    Game game = itemGame("save_cellar", kItemsCellar);
    pickUpEast(game, 8);
    game.act(use(0));  // the sword
    game.act(use(0));  // the leather armour
    game.act(use(0));  // the ring of protection
    game.act(use(0));  // the ring of far sight
    game.act(use(1));  // a potion of haste, known from now
    game.act(Step{Direction::South});
    game.act(DropItem{0});  // the potions of healing, put down
    return game;
}

TEST(SaveItems, TheFurnishedRunIsWhatItSays) {
    const Game game = furnished();
    EXPECT_EQ(testing::wornId(game, EquipSlot::Weapon), "sword");
    EXPECT_EQ(testing::wornId(game, EquipSlot::Armour), "leather_armour");
    EXPECT_EQ(testing::wornId(game, EquipSlot::LeftRing), "ring_of_protection");
    EXPECT_EQ(testing::wornId(game, EquipSlot::RightRing), "ring_of_far_sight");
    EXPECT_EQ(
        testing::packIds(game),
        (std::vector<std::string>{"potion_of_haste", "scroll_of_fireball", "scroll_of_identify"}));
    EXPECT_TRUE(game.lore().knows(*itemRules()->item("potion_of_haste")));
    EXPECT_FALSE(game.lore().knows(*itemRules()->item("potion_of_healing")));
    EXPECT_EQ(game.stage().items().size(), 4u);
}

TEST(SaveItems, ARunWithItemsEverywhereComesBackTheSame) {
    const Game game = furnished();
    const std::string text = saveGame(game);
    const Game again = loadGame(text, "items.sav", itemRules());
    EXPECT_EQ(saveGame(again), text);
    EXPECT_EQ(stateHash(again), stateHash(game));
    EXPECT_EQ(again.stage().items(), game.stage().items());
    EXPECT_EQ(again.hero().pack, game.hero().pack);
    EXPECT_EQ(again.hero().equipment, game.hero().equipment);
    EXPECT_EQ(again.hero().gold, game.hero().gold);
    EXPECT_EQ(again.hero().speed, game.hero().speed);
    EXPECT_EQ(again.lore(), game.lore());
    EXPECT_EQ(heroSight(again.hero()), heroSight(game.hero()))
        << "the ring of far sight is worn again";
}

TEST(SaveItems, ALoadedRunPlaysOnWithItsItemsAsTheSavedOneWould) {
    Game game = furnished();
    Game again = loadGame(saveGame(game), "items.sav", itemRules());
    for (Game* run : {&game, &again}) {
        run->act(PickUpItems{});  // the potions put down
        for (int i = 0; i < 4; ++i) {
            run->act(Step{Direction::West});
        }
        run->act(PickUpItems{});  // the gold
        run->act(use(1));         // read the fireball: it is not known, so it asks
        run->act(UseItem{1, Point{9, 1}});
        run->act(TakeOffItem{EquipSlot::LeftRing});
        run->act(DropItem{0});
    }
    EXPECT_EQ(stateHash(again), stateHash(game));
    EXPECT_EQ(again.hero().gold, 40);
    EXPECT_EQ(saveGame(again), saveGame(game));
}

TEST(SaveItems, TheLinesComeInTheirOrder) {
    const std::vector<std::string> lines = linesOf(saveGame(furnished()));
    const int traps = lineStarting(lines, "traps ");
    const int items = lineStarting(lines, "items ");
    const int pack = lineStarting(lines, "pack ");
    const int equipment = lineStarting(lines, "equipment ");
    const int looks = lineStarting(lines, "looks ");
    const int known = lineStarting(lines, "known ");
    const int messages = lineStarting(lines, "messages ");
    EXPECT_EQ(items, traps + 1) << "no traps here";
    EXPECT_EQ(lines[static_cast<std::size_t>(items - 1)], "items 4");
    EXPECT_EQ(pack, items + 8) << "four items, then no people, no markers and no floors kept";
    EXPECT_EQ(lines[static_cast<std::size_t>(pack - 1)], "pack 3");
    EXPECT_EQ(lines[static_cast<std::size_t>(pack)], "carried potion_of_haste 1 0 0 0 none 0");
    EXPECT_EQ(equipment, pack + 4);
    EXPECT_EQ(lines[static_cast<std::size_t>(equipment - 1)], "equipment 4");
    EXPECT_EQ(lines[static_cast<std::size_t>(equipment)], "worn weapon sword 1 0 0 0 none 0");
    EXPECT_EQ(lines[static_cast<std::size_t>(equipment + 3)],
              "worn right_ring ring_of_far_sight 1 0 0 0 none 0");
    EXPECT_EQ(looks, equipment + 5);
    EXPECT_EQ(lines[static_cast<std::size_t>(looks - 1)], "looks 5")
        << "two potions, three scrolls";
    EXPECT_EQ(known, looks + 6);
    EXPECT_EQ(lines[static_cast<std::size_t>(known - 1)], "known 1 potion_of_haste");
    EXPECT_EQ(messages, known + 1);
    // The hero's gold and mana between the turns of searching and the
    // conditions.
    const std::vector<std::string> hero = fieldsOf(lines[lineStarting(lines, "hero ") - 1]);
    ASSERT_GE(hero.size(), 18u);
    EXPECT_EQ(hero[12], "0") << "no gold picked up yet";
    EXPECT_EQ(hero[13], "6") << "the fighter's most mana";
    EXPECT_EQ(hero[14], "6") << "all of it";
    EXPECT_EQ(hero[15], "0") << "none spent, none regrowing";
    EXPECT_EQ(hero[16], "1") << "one condition: the haste";
}

TEST(SaveItems, MessagesKeepTheItemAndTheLookItWore) {
    const std::vector<std::string> lines = linesOf(saveGame(furnished()));
    bool drank = false;
    for (const std::string& line : lines) {
        if (line.rfind("message ", 0) == 0 && line.find(" drink_item ") != std::string::npos) {
            EXPECT_NE(line.find(" item=potion_of_haste look="), std::string::npos) << line;
            drank = true;
        }
    }
    EXPECT_TRUE(drank);
}

// Goes for the monsters in view, one step or blow at a time, so that
// exploring (which will not start with one in view) can go on.
void fightWhatIsInView(Game& game) {
    for (int action = 0; action < 60 && !game.isOver(); ++action) {
        const Monster* nearest = nullptr;
        for (const Monster& monster : game.stage().monsters()) {
            if (monster.alive() && game.canSee(monster) &&
                (nearest == nullptr ||
                 chebyshevDistance(monster.position, game.hero().position) <
                     chebyshevDistance(nearest->position, game.hero().position))) {
                nearest = &monster;
            }
        }
        if (nearest == nullptr) {
            return;
        }
        const Point hero = game.hero().position;
        const Point step{(nearest->position.x > hero.x) - (nearest->position.x < hero.x),
                         (nearest->position.y > hero.y) - (nearest->position.y < hero.y)};
        game.act(Step{directionOfStep(hero, hero + step)});
    }
}

// Runs of the shipped data that explore, walk to what they see and pick it
// up, use and drop things at random: each comes back from its save the same.
TEST(SaveItems, RunsThatPickUpAndUseThingsComeBackTheSame) {
    const RulesPtr rules = loadRules(std::filesystem::path(testing::kSourceFolder) / "data");
    int carried = 0;
    int worn = 0;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        SCOPED_TRACE("seed " + std::to_string(seed));
        Game game(GameOptions{seed, testing::classFor(seed), nullptr, rules});
        Rng dice(seed * 31);
        for (int round = 0; round < 6 && !game.isOver(); ++round) {
            fightWhatIsInView(game);
            game.act(Explore{true});
            testing::runCommand(game, 400);
            std::vector<Point> seen;
            for (const FloorItem& item : game.stage().items()) {
                if (game.map().isExplored(item.at)) {
                    seen.push_back(item.at);
                }
            }
            for (Point at : seen) {
                game.act(TravelTo{at, true});
                testing::runCommand(game, 400);
                if (game.hero().position == at) {
                    game.act(PickUpItems{});
                }
            }
            const int size = game.hero().pack.size();
            if (size > 0 && !game.isOver()) {
                const int slot = static_cast<int>(dice.below(static_cast<std::uint32_t>(size)));
                if (dice.chance(75)) {
                    game.act(UseItem{slot, game.hero().position, 0});
                } else {
                    game.act(DropItem{slot});
                }
            }
        }
        carried += game.hero().pack.size();
        for (EquipSlot slot : kAllEquipSlots) {
            worn += game.hero().equipment.in(slot).has_value();
        }
        const std::string text = saveGame(game);
        const Game again = loadGame(text, "random.sav", rules);
        EXPECT_EQ(saveGame(again), text);
        EXPECT_EQ(stateHash(again), stateHash(game));
    }
    EXPECT_GT(carried, 0) << "some run carries something";
    EXPECT_GT(worn, 0) << "some run wears something";
}

// Loading must fail at `line` (and `column`, if given) with a message
// holding `words`.
void expectItemsRefused(const std::vector<std::string>& lines, int line, const std::string& words,
                        int column = 0) {
    try {
        loadGame(joined(lines), "bad.sav", itemRules());
        ADD_FAILURE() << "loaded a save that should be refused (" << words << ")";
    } catch (const SaveError& error) {
        EXPECT_EQ(error.line(), line) << error.what();
        if (column > 0) {
            EXPECT_EQ(error.column(), column) << error.what();
        }
        EXPECT_NE(std::string(error.what()).find(words), std::string::npos) << error.what();
        EXPECT_EQ(std::string(error.what()).rfind("bad.sav:" + std::to_string(line) + ":", 0), 0u)
            << error.what();
    }
}

std::vector<std::string> furnishedLines() {
    static const std::vector<std::string> lines = linesOf(saveGame(furnished()));
    return lines;
}

// The number of the first line that begins with `prefix` and holds `part`.
int lineWith(const std::vector<std::string>& lines, const std::string& prefix,
             const std::string& part) {
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].rfind(prefix, 0) == 0 && lines[i].find(part) != std::string::npos) {
            return static_cast<int>(i) + 1;
        }
    }
    ADD_FAILURE() << "no " << prefix << " line holds " << part;
    return 0;
}

void insertAfter(std::vector<std::string>& lines, int line, const std::string& text) {
    lines.insert(lines.begin() + line, text);
}

TEST(SaveItemsHostile, TheUntouchedSaveLoads) {
    EXPECT_NO_THROW(loadGame(joined(furnishedLines()), "good.sav", itemRules()));
}

TEST(SaveItemsHostile, AnUnknownItemIsNamed) {
    std::vector<std::string> lines = furnishedLines();
    const int carried = lineStarting(lines, "carried ");
    setField(lines, carried, 1, "dragon_egg");
    expectItemsRefused(lines, carried, "unknown item \"dragon_egg\"");
    try {
        loadGame(joined(lines), "bad.sav", itemRules());
    } catch (const SaveError& error) {
        EXPECT_EQ(error.column(), 9) << "the column of the kind";
    }
    lines = furnishedLines();
    const int item = lineStarting(lines, "item ");
    setField(lines, item, 1, "potato");
    expectItemsRefused(lines, item, "unknown item \"potato\"");
    lines = furnishedLines();
    const int known = lineStarting(lines, "known ");
    setField(lines, known, 2, "potion_of_flight");
    expectItemsRefused(lines, known, "unknown item \"potion_of_flight\"");
}

TEST(SaveItemsHostile, ACountOfNothingIsRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int carried = lineStarting(lines, "carried ");
    setField(lines, carried, 2, "0");
    expectItemsRefused(lines, carried, "how many of the item 0 is out of range (1..1000000)");
    lines = furnishedLines();
    const int item = lineWith(lines, "item ", "arrow");
    setField(lines, item, 2, "-4");
    expectItemsRefused(lines, item,
                       "how many of the item should be a whole number (1..1000000), not \"-4\"");
}

TEST(SaveItemsHostile, MoreThanOneOfAKindThatDoesNotStackIsRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int worn = lineWith(lines, "worn ", "sword");
    setField(lines, worn, 3, "2");
    expectItemsRefused(lines, worn, "how many of the item 2 is out of range (1..1)");
    lines = furnishedLines();
    const int dagger = lineWith(lines, "item ", "dagger");
    setField(lines, dagger, 2, "2");
    expectItemsRefused(lines, dagger, "how many of the item 2 is out of range (1..1)");
}

TEST(SaveItemsHostile, AStackingKindInTwoSlotsOfThePackIsRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int pack = lineStarting(lines, "pack ");
    setField(lines, pack, 1, "4");
    insertAfter(lines, pack + 3, "carried potion_of_haste 2 0 0 0 none 0");
    expectItemsRefused(lines, pack + 4, "the pack holds \"potion_of_haste\" in two slots", 9);
}

TEST(SaveItemsHostile, TwoOfAKindThatDoesNotStackTakeTwoSlots) {
    std::vector<std::string> lines = furnishedLines();
    const int pack = lineStarting(lines, "pack ");
    setField(lines, pack, 1, "5");
    insertAfter(lines, pack + 3, "carried sword 1 0 0 0 none 0");
    insertAfter(lines, pack + 4, "carried sword 1 0 0 0 none 0");
    const Game game = loadGame(joined(lines), "swords.sav", itemRules());
    EXPECT_EQ(game.hero().pack.size(), 5);
}

TEST(SaveItemsHostile, AThingWornWhereItDoesNotFitIsRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int worn = lineWith(lines, "worn ", "sword");
    setField(lines, worn, 1, "armour");
    expectItemsRefused(lines, worn, "\"sword\" cannot be worn as armour", 6);
    lines = furnishedLines();
    const int armour = lineWith(lines, "worn ", "leather_armour");
    setField(lines, armour, 1, "left_ring");
    expectItemsRefused(lines, armour, "\"leather_armour\" cannot be worn as left_ring");
    lines = furnishedLines();
    const int ring = lineWith(lines, "worn ", "ring_of_protection");
    setField(lines, ring, 1, "bow");
    expectItemsRefused(lines, ring, "\"ring_of_protection\" cannot be worn as bow");
    lines = furnishedLines();
    setField(lines, ring, 2, "potion_of_healing");
    expectItemsRefused(lines, ring, "\"potion_of_healing\" cannot be worn as left_ring");
    lines = furnishedLines();
    setField(lines, ring, 1, "hat");
    expectItemsRefused(lines, ring,
                       "unknown place to wear \"hat\" (weapon, bow, armour, left_ring or "
                       "right_ring)");
}

TEST(SaveItemsHostile, TwoThingsInOnePlaceAreRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int right = lineWith(lines, "worn ", "right_ring");
    setField(lines, right, 1, "left_ring");
    expectItemsRefused(lines, right, "two things are worn as left_ring");
    lines = furnishedLines();
    const int equipment = lineStarting(lines, "equipment ");
    setField(lines, equipment, 1, "6");
    expectItemsRefused(lines, equipment, "the number of things in use 6 is out of range (0..5)");
}

TEST(SaveItemsHostile, AnUnknownLookIsNamed) {
    std::vector<std::string> lines = furnishedLines();
    const int dressed = lineStarting(lines, "dressed ");
    setField(lines, dressed, 2, "paisley");
    expectItemsRefused(lines, dressed, "unknown look \"paisley\"");
}

TEST(SaveItemsHostile, ALookOfTheWrongClassIsRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int potion = lineWith(lines, "dressed ", "potion_of_healing");
    setField(lines, potion, 2, "xoth");
    expectItemsRefused(lines, potion, "\"potion_of_healing\" cannot wear the look \"xoth\"");
    lines = furnishedLines();
    setField(lines, potion, 1, "sword");
    expectItemsRefused(lines, potion, "\"sword\" cannot wear the look");
}

TEST(SaveItemsHostile, ALookUsedTwiceIsRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int haste = lineWith(lines, "dressed ", "potion_of_haste");
    const int healing = lineWith(lines, "dressed ", "potion_of_healing");
    ASSERT_EQ(healing, haste + 1);
    setField(lines, healing, 2, fieldsOf(lines[static_cast<std::size_t>(haste - 1)])[2]);
    expectItemsRefused(lines, healing, "a kind or a look is dressed twice");
    lines = furnishedLines();
    setField(lines, healing, 1, "potion_of_haste");
    expectItemsRefused(lines, healing, "a kind or a look is dressed twice");
}

TEST(SaveItemsHostile, AKindKnownTwiceIsRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int known = lineStarting(lines, "known ");
    lines[static_cast<std::size_t>(known - 1)] = "known 2 potion_of_haste potion_of_haste";
    expectItemsRefused(lines, known, "\"potion_of_haste\" is known twice");
}

TEST(SaveItemsHostile, MoreThanTwentySixSlotsAreRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int pack = lineStarting(lines, "pack ");
    setField(lines, pack, 1, "27");
    for (int i = 0; i < 24; ++i) {
        insertAfter(lines, pack + 3, "carried dagger 1");
    }
    expectItemsRefused(lines, pack, "the number of slots in the pack 27 is out of range (0..26)");
}

TEST(SaveItemsHostile, AnItemInAWallIsRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int item = lineStarting(lines, "item ");
    setField(lines, item, 8, "0");
    setField(lines, item, 9, "0");
    expectItemsRefused(lines, item, "the item lies in a wall");
    lines = furnishedLines();
    setField(lines, item, 8, "12");
    expectItemsRefused(lines, item, "the item's x 12 is out of range (0..11)");
}

TEST(SaveItemsHostile, TwoHeapsOfAStackingKindOnOneCellAreRefused) {
    // The rules keep one heap of a kind a cell; a second would be added to
    // the first as the save loaded, and enough of them would overflow.
    std::vector<std::string> lines = furnishedLines();
    const int items = lineStarting(lines, "items ");
    const int arrows = lineWith(lines, "item ", "arrow");
    setField(lines, items, 1, "5");
    insertAfter(lines, arrows, lines[static_cast<std::size_t>(arrows - 1)]);
    expectItemsRefused(lines, arrows + 1, "a second heap of \"arrow\" at (6,2)");
    // Of a kind that does not stack, two may lie together.
    lines = furnishedLines();
    const int dagger = lineWith(lines, "item ", "dagger");
    setField(lines, items, 1, "5");
    insertAfter(lines, dagger, lines[static_cast<std::size_t>(dagger - 1)]);
    EXPECT_EQ(loadGame(joined(lines), "daggers.sav", itemRules()).stage().items().size(), 5u);
}

TEST(SaveItemsHostile, GoldOutOfRangeIsRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int hero = lineStarting(lines, "hero ");
    setField(lines, hero, 12, "-1");
    expectItemsRefused(lines, hero,
                       "the hero's gold should be a whole number (0..1000000000), not \"-1\"");
}

TEST(SaveItemsHostile, AMessageNamingAnUnknownItemOrLookIsRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int drink = lineWith(lines, "message ", " drink_item ");
    std::string& line = lines[static_cast<std::size_t>(drink - 1)];
    const std::string good = line;
    line.replace(line.find("item=potion_of_haste"), 20, "item=potion_of_flight");
    expectItemsRefused(lines, drink, "there is no item \"potion_of_flight\"");
    line = good;
    line.replace(line.find("look="), 5, "look=paisley_");
    expectItemsRefused(lines, drink, "there is no look");
}

// Format 10: a thing's enchantment comes back from a save, and one a kind
// cannot hold is refused.
TEST(SaveItems, AnEnchantedSwordComesBackEnchanted) {
    std::string text = saveGame(furnished());
    const std::string plain = "\nworn weapon sword 1 0 0 0 none 0\n";
    ASSERT_NE(text.find(plain), std::string::npos);
    text.replace(text.find(plain), plain.size(), "\nworn weapon sword 1 3 0 0 none 0\n");
    const Game loaded = loadGame(text, "enchanted.sav", itemRules());
    EXPECT_EQ(loaded.hero().equipment.in(EquipSlot::Weapon)->enchantment, 3);
    EXPECT_EQ(saveGame(loaded), text);
}

TEST(SaveItemsHostile, AnEnchantmentAKindCannotHoldIsRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int potion = lineStarting(lines, "carried ");
    setField(lines, potion, 3, "1");
    expectItemsRefused(lines, potion, "the item's enchantment 1 is out of range (0..0)");
    lines = furnishedLines();
    const int sword = lineWith(lines, "worn ", "sword");
    setField(lines, sword, 4, "11");
    expectItemsRefused(lines, sword, "the item's enchantment 11 is out of range (0..10)");
}

// Format 11: a staff's charges and the turns toward its next come back
// from a save; more than it can hold, or any on a thing that takes none,
// are refused.
TEST(SaveItems, AStaffComesBackWithItsChargesAndItsTurnsTowardTheNext) {
    std::vector<std::string> lines = furnishedLines();
    const int pack = lineStarting(lines, "pack ");
    setField(lines, pack, 1, "4");
    insertAfter(lines, pack + 3, "carried staff_of_lightning 1 0 1 7 none 0");
    const Game loaded = loadGame(joined(lines), "staff.sav", itemRules());
    const Item& staff = loaded.hero().pack.at(3);
    EXPECT_EQ(staff.charges, 1);
    EXPECT_EQ(staff.recharge, 7);
    EXPECT_EQ(saveGame(loaded), joined(lines));
}

TEST(SaveItemsHostile, ChargesAKindCannotHoldAreRefused) {
    std::vector<std::string> lines = furnishedLines();
    const int pack = lineStarting(lines, "pack ");
    setField(lines, pack, 1, "4");
    insertAfter(lines, pack + 3, "carried staff_of_lightning 1 0 3 0 none 0");
    expectItemsRefused(lines, pack + 4, "the item's charges 3 is out of range (0..2)");
    lines[static_cast<std::size_t>(pack + 3)] = "carried staff_of_lightning 1 0 2 10 none 0";
    expectItemsRefused(lines, pack + 4,
                       "the turns toward the item's next charge 10 is out of range (0..9)");
    lines = furnishedLines();
    const int potion = lineStarting(lines, "carried ");
    setField(lines, potion, 4, "1");
    expectItemsRefused(lines, potion, "the item's charges 1 is out of range (0..0)");
}

}  // namespace
}  // namespace delve
