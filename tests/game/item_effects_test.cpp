// What drinking a potion and reading a scroll do, on small maps: healing,
// the fireball's blast (exactly the cells Game::reachOf shows), how an
// unknown scroll that aims is recognised first, and identify.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "support/item_rules.h"
#include "support/printers.h"
#include "support/with_conditions.h"

namespace delve {
namespace {

using testing::itemGame;
using testing::itemRules;
using testing::lastSaid;
using testing::packIds;
using testing::pickUpEast;
using testing::saidEver;
using testing::slotOf;
using testing::use;
using testing::withHeroHp;

// The cells the aiming screen lights for a fireball bursting at `centre`.
std::vector<Point> fireballReach(const Game& game, Point centre) {
    return game.foresight().reachOf(Aimed{Aimed::Kind::Scroll}, centre).struck;
}

bool holds(const std::vector<Point>& cells, Point cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

int stepsBetween(Point a, Point b) {
    return std::abs(a.x - b.x) + std::abs(a.y - b.y);
}

constexpr const char* kPotions =
    "#######\n"
    "#@hH..#\n"
    "#######\n"
    "legend|h|item|potion_of_healing|3\n"
    "legend|H|item|potion_of_haste\n"
    "end\n";

TEST(Healing, HealsItsPowerAndNoMoreThanTheMaximum) {
    Game game = itemGame("heal", kPotions);
    pickUpEast(game, 1);
    game = withHeroHp(game, 5);
    EXPECT_TRUE(game.act(use(0)).tookTurn);
    EXPECT_EQ(game.hero().hp, 15);
    EXPECT_TRUE(saidEver(game, MessageId::HealingFelt));
    EXPECT_EQ(game.hero().pack.at(0).count, 2);
    game = withHeroHp(game, 25);
    game.act(use(0));
    EXPECT_EQ(game.hero().hp, game.hero().maxHp);
    EXPECT_EQ(game.hero().maxHp, 30) << "the maximum does not grow";
}

TEST(Healing, ClosesAWound) {
    Game game = itemGame("heal_wound", kPotions);
    pickUpEast(game, 1);
    game = testing::withConditions(withHeroHp(game, 10), "bleeding 5", {}, itemRules());
    ASSERT_TRUE(game.hero().conditions.has(ConditionKind::Bleeding));
    game.act(use(0));
    EXPECT_FALSE(game.hero().conditions.has(ConditionKind::Bleeding));
}

TEST(Potions, AnUnknownOneIsKnownOnceDrunk) {
    Game game = itemGame("drink_unknown", kPotions);
    pickUpEast(game, 2);
    const ItemKind& haste = *itemRules()->item("potion_of_haste");
    ASSERT_FALSE(game.lore().knows(haste));
    const ItemLook* look = game.lore().lookOf(haste);
    ASSERT_NE(look, nullptr);
    EXPECT_TRUE(game.act(use(1)).tookTurn);
    EXPECT_TRUE(game.lore().knows(haste));
    EXPECT_TRUE(game.hero().conditions.has(ConditionKind::Hasted));
    EXPECT_EQ(packIds(game), (std::vector<std::string>{"potion_of_healing"}));
    // "You drink the amber potion." then, after it works, what it was.
    bool drank = false;
    for (const Message& message : game.log().messages()) {
        if (message.said.id == MessageId::DrinkItem) {
            EXPECT_EQ(message.said.arguments.item, "potion_of_haste");
            EXPECT_EQ(message.said.arguments.look, look->id) << "it was unknown when drunk";
            drank = true;
        }
    }
    EXPECT_TRUE(drank);
    EXPECT_TRUE(saidEver(game, MessageId::ItemWas));
}

TEST(Potions, AKnownOneSaysNothingOfWhatItWas) {
    Game game = itemGame("drink_known", kPotions);
    pickUpEast(game, 1);
    game.act(use(0));
    ASSERT_TRUE(saidEver(game, MessageId::ItemWas));
    const int said = game.log().said();
    game.act(use(0));
    for (const Message& message : game.log().messages()) {
        if (message.serial > said) {
            EXPECT_NE(message.said.id, MessageId::ItemWas);
            if (message.said.id == MessageId::DrinkItem) {
                EXPECT_EQ(message.said.arguments.look, "") << "known: named by its kind";
            }
        }
    }
}

// A room of sleepers, and a wall between some of them. The hero picks the
// scroll up at (3, 6); every sleeper is two steps or more from there, so none
// can strike the turn the scroll is read.
constexpr const char* kHall =
    "################\n"
    "#..............#\n"
    "#..s.....s.....#\n"
    "#.....#........#\n"
    "#..s..#s..s....#\n"
    "#.....#........#\n"
    "#.@w.......s...#\n"
    "#..............#\n"
    "################\n"
    "legend|s|monster|sleeper\n"
    "legend|w|item|scroll_of_fireball|200\n"
    "end\n";

Game hallWithScroll() {
    Game game = itemGame("fireball", kHall);
    pickUpEast(game, 1);
    return game;
}

constexpr const char* kOpenRoom =
    "###########\n"
    "#.........#\n"
    "#.........#\n"
    "#.........#\n"
    "#.@w......#\n"
    "#.........#\n"
    "#.........#\n"
    "###########\n"
    "legend|w|item|scroll_of_fireball\n"
    "end\n";

TEST(Fireball, BurnsSeedThreesDiamondInTheOpen) {
    Game game = itemGame("fireball_open", kOpenRoom);
    pickUpEast(game, 1);
    const Point centre{6, 3};
    std::vector<Point> reach = fireballReach(game, centre);
    std::vector<Point> diamond;
    for (int y = 0; y < game.map().height(); ++y) {
        for (int x = 0; x < game.map().width(); ++x) {
            if (stepsBetween({x, y}, centre) <= 2) {
                diamond.push_back({x, y});
            }
        }
    }
    const auto byRow = [](Point a, Point b) { return std::pair(a.y, a.x) < std::pair(b.y, b.x); };
    std::sort(reach.begin(), reach.end(), byRow);
    EXPECT_EQ(reach.size(), 13u);
    EXPECT_EQ(reach, diamond);
    EXPECT_EQ(fireballReach(game, {6, 3}).front(), centre) << "the burst comes first";
}

TEST(Fireball, StopsAtWallsAndAtWhatTheHeroDoesNotSee) {
    const Game game = hallWithScroll();
    const std::vector<Point> reach = fireballReach(game, {5, 4});
    EXPECT_TRUE(holds(reach, {3, 4}));
    EXPECT_TRUE(holds(reach, {5, 2}));
    EXPECT_FALSE(holds(reach, {6, 4})) << "the wall itself";
    EXPECT_FALSE(holds(reach, {7, 4})) << "two steps away, but behind the wall";
    EXPECT_TRUE(fireballReach(game, {6, 4}).empty()) << "aimed at a wall";
    ASSERT_FALSE(game.map().isVisible({9, 4})) << "the wall hides it from (3, 6)";
    EXPECT_TRUE(fireballReach(game, {9, 4}).empty()) << "aimed where the hero does not see";
    for (Point cell : fireballReach(game, {8, 6})) {
        EXPECT_TRUE(game.map().isVisible(cell)) << "only what she sees burns";
    }
    EXPECT_TRUE(fireballReach(game, {0, 0}).empty()) << "aimed at the rock outside";
    EXPECT_TRUE(fireballReach(game, {-5, 40}).empty()) << "aimed off the map";
}

TEST(Fireball, MonstersInTheBlastAreBurnedAndOneBehindAWallIsNot) {
    Game game = hallWithScroll();
    const int scroll = slotOf(game, "scroll_of_fireball");
    // (3, 4) is two steps from (5, 4) in the open; (7, 4) is two steps
    // away through the wall.
    ASSERT_NE(game.stage().monsterAt({3, 4}), nullptr);
    ASSERT_NE(game.stage().monsterAt({7, 4}), nullptr);
    const int open =
        static_cast<int>(game.stage().monsterAt({3, 4}) - game.stage().monsters().data());
    const int behind =
        static_cast<int>(game.stage().monsterAt({7, 4}) - game.stage().monsters().data());
    EXPECT_TRUE(game.act(UseItem{scroll, Point{5, 4}}).tookTurn);
    EXPECT_EQ(game.stage().monsters()[static_cast<std::size_t>(open)].hp, 45);
    EXPECT_EQ(game.stage().monsters()[static_cast<std::size_t>(open)].mind, MonsterMind::Hunting);
    EXPECT_EQ(game.stage().monsters()[static_cast<std::size_t>(behind)].hp, 50);
    EXPECT_EQ(game.stage().monsters()[static_cast<std::size_t>(behind)].mind, MonsterMind::Asleep);
    EXPECT_EQ(game.hero().hp, game.hero().maxHp);
    EXPECT_TRUE(saidEver(game, MessageId::FireballBursts));
    EXPECT_TRUE(saidEver(game, MessageId::MonsterBurned));
}

// Aimed at every cell of the map in turn, the scroll burns exactly the cells
// the reach named before it was read: each monster there loses the
// scroll's power, every other keeps its health, and the hero is hurt only
// standing inside. Aimed where nothing would burn, it is refused.
TEST(Fireball, BurnsExactlyTheReachShownWhereverItIsAimed) {
    const Game start = hallWithScroll();
    const int scroll = slotOf(start, "scroll_of_fireball");
    const int power = itemRules()->item("scroll_of_fireball")->power;
    int aimedInside = 0;
    int heroBurned = 0;
    for (int y = -1; y <= start.map().height(); ++y) {
        for (int x = -1; x <= start.map().width(); ++x) {
            const Point centre{x, y};
            SCOPED_TRACE(::testing::PrintToString(centre));
            const std::vector<Point> reach = fireballReach(start, centre);
            Game game = start;
            const Outcome outcome = game.act(UseItem{scroll, centre});
            if (reach.empty()) {
                EXPECT_FALSE(outcome.tookTurn);
                EXPECT_EQ(lastSaid(game), MessageId::CannotAimThere);
                EXPECT_EQ(game.turn(), start.turn());
                EXPECT_EQ(game.hero().pack, start.hero().pack);
                continue;
            }
            ++aimedInside;
            EXPECT_TRUE(outcome.tookTurn);
            for (Point cell : reach) {
                EXPECT_LE(stepsBetween(cell, centre), 2);
                EXPECT_TRUE(start.map().isVisible(cell));
                EXPECT_FALSE(start.map().isOpaque(cell));
            }
            std::vector<Point> burned;
            for (const GameEvent& event : game.events()) {
                if (event.kind == GameEvent::Kind::Burned) {
                    burned.push_back(event.cell);
                }
            }
            EXPECT_EQ(burned, reach);
            ASSERT_EQ(game.stage().monsters().size(), start.stage().monsters().size())
                << "none died";
            for (std::size_t i = 0; i < start.stage().monsters().size(); ++i) {
                const Monster& before = start.stage().monsters()[i];
                const int lost = holds(reach, before.position) ? power : 0;
                EXPECT_EQ(game.stage().monsters()[i].hp, before.hp - lost)
                    << "the sleeper at " << ::testing::PrintToString(before.position);
            }
            const bool heroInside = holds(reach, start.hero().position);
            heroBurned += heroInside;
            EXPECT_EQ(game.hero().hp, start.hero().hp - (heroInside ? power : 0));
            EXPECT_EQ(saidEver(game, MessageId::HeroBurned), heroInside);
            EXPECT_EQ(game.hero().pack.at(scroll).count, start.hero().pack.at(scroll).count - 1);
        }
    }
    EXPECT_GT(aimedInside, 40);
    // The 13 cells of the diamond around her, but the wall below.
    EXPECT_EQ(heroBurned, 12);
}

constexpr const char* kRats =
    "#########\n"
    "#@w.r.r.#\n"
    "#########\n"
    "legend|r|monster|rat\n"
    "legend|w|item|scroll_of_fireball\n"
    "end\n";

TEST(Fireball, KillsWhatItBurnsToNothing) {
    Game game = itemGame("fireball_rats", kRats);
    pickUpEast(game, 1);
    ASSERT_EQ(game.stage().monsters().size(), 2u);
    game.act(UseItem{0, Point{5, 1}});
    EXPECT_TRUE(game.stage().monsters().empty()) << "rats have 4 hp, the fire does 5";
    EXPECT_EQ(game.kills().at("rat"), 2);
    EXPECT_TRUE(saidEver(game, MessageId::MonsterBurnsToDeath));
    EXPECT_EQ(game.hero().pack.size(), 0) << "the only scroll is used up";
}

TEST(AimedScrolls, AnUnknownOneIsRecognisedAndAsksWhereWithoutTakingATurn) {
    Game game = hallWithScroll();
    const int scroll = slotOf(game, "scroll_of_fireball");
    const ItemKind& fireball = *itemRules()->item("scroll_of_fireball");
    ASSERT_FALSE(game.lore().knows(fireball));
    EXPECT_EQ(game.foresight().aimOf(scroll), EffectAim::None) << "unknown, it asks for nothing";
    const int turn = game.turn();
    const Outcome outcome = game.act(use(scroll));
    EXPECT_FALSE(outcome.tookTurn);
    EXPECT_TRUE(outcome.wantsAim);
    EXPECT_EQ(game.turn(), turn);
    EXPECT_TRUE(game.lore().knows(fireball));
    EXPECT_EQ(lastSaid(game), MessageId::ItemIs);
    EXPECT_EQ(game.hero().pack.at(scroll).count, 200) << "not read yet";
    EXPECT_EQ(game.foresight().aimOf(scroll), EffectAim::Place);
    // Known now, asked again without a place it still only asks.
    const Outcome again = game.act(use(scroll));
    EXPECT_FALSE(again.tookTurn);
    EXPECT_TRUE(again.wantsAim);
    EXPECT_EQ(game.turn(), turn);
    // Read at a place, it is read, and nothing more is learned.
    EXPECT_TRUE(game.act(UseItem{scroll, Point{8, 7}}).tookTurn);
    EXPECT_EQ(game.hero().pack.at(scroll).count, 199);
    EXPECT_FALSE(saidEver(game, MessageId::ItemWas));
}

constexpr const char* kScrolls =
    "########\n"
    "#@ipsd.#\n"
    "########\n"
    "legend|i|item|scroll_of_identify|2\n"
    "legend|p|item|potion_of_healing\n"
    "legend|s|item|sword\n"
    "legend|d|item|potion_of_haste\n"
    "end\n";

TEST(Identify, AnUnknownScrollIsRecognisedFirstThenNamesTheChosenThing) {
    Game game = itemGame("identify", kScrolls);
    pickUpEast(game, 2);  // the scrolls, then the potion of healing
    const ItemKind& healing = *itemRules()->item("potion_of_healing");
    const Outcome first = game.act(use(0));
    EXPECT_TRUE(first.wantsAim);
    EXPECT_FALSE(first.tookTurn);
    EXPECT_EQ(game.foresight().aimOf(0), EffectAim::PackItem);
    ASSERT_FALSE(game.lore().knows(healing));
    const int turn = game.turn();
    EXPECT_TRUE(game.act(UseItem{0, std::nullopt, 1}).tookTurn);
    EXPECT_EQ(game.turn(), turn + 1);
    EXPECT_TRUE(game.lore().knows(healing));
    EXPECT_EQ(lastSaid(game), MessageId::ItemIs);
    EXPECT_EQ(game.log().messages().back().said.arguments.item, "potion_of_healing");
    EXPECT_EQ(game.hero().pack.at(0).count, 1);
    EXPECT_EQ(game.hero().pack.at(1).count, 1) << "the potion is named, not used";
}

TEST(Identify, RefusesAThingAlreadyKnown) {
    Game game = itemGame("identify_known", kScrolls);
    pickUpEast(game, 3);  // the scrolls, the potion, the sword
    game.act(use(0));
    const int turn = game.turn();
    for (int known : {0, 2, 7}) {  // itself, the sword, no such slot
        const Outcome outcome = game.act(UseItem{0, std::nullopt, known});
        EXPECT_FALSE(outcome.tookTurn) << "slot " << known;
        EXPECT_EQ(lastSaid(game), MessageId::AlreadyKnown);
    }
    EXPECT_EQ(game.turn(), turn);
    EXPECT_EQ(game.hero().pack.at(0).count, 2);
}

TEST(Identify, TheLastScrollNamingTheThingAfterItLeavesTheLettersRight) {
    Game game = itemGame("identify_last", kScrolls);
    pickUpEast(game, 4);  // the scrolls, the potion, the sword, the haste
    game.act(use(0));
    game.act(UseItem{0, std::nullopt, 1});  // one scroll left
    const ItemKind& haste = *itemRules()->item("potion_of_haste");
    ASSERT_FALSE(game.lore().knows(haste));
    EXPECT_TRUE(game.act(UseItem{0, std::nullopt, 3}).tookTurn);
    EXPECT_TRUE(game.lore().knows(haste));
    EXPECT_EQ(game.log().messages().back().said.arguments.item, "potion_of_haste");
    EXPECT_EQ(packIds(game),
              (std::vector<std::string>{"potion_of_healing", "sword", "potion_of_haste"}));
}

TEST(Identify, IsNotOfferedWhenEverythingInThePackIsKnown) {
    Game game = itemGame("identify_nothing", kScrolls);
    pickUpEast(game, 1);  // the scrolls alone
    const Outcome first = game.act(use(0));
    EXPECT_FALSE(first.wantsAim) << "nothing to read it on";
    EXPECT_FALSE(first.tookTurn);
    EXPECT_EQ(lastSaid(game), MessageId::NothingUnknown);
    EXPECT_EQ(game.hero().pack.at(0).count, 2) << "the scroll stays unread";
    EXPECT_FALSE(game.foresight().anythingToReadOn(0));
    pickUpEast(game, 1);  // an unknown potion
    EXPECT_TRUE(game.foresight().anythingToReadOn(0));
    EXPECT_TRUE(game.foresight().readsOn(0, 1));
    EXPECT_FALSE(game.foresight().readsOn(0, 0)) << "never on itself";
    EXPECT_TRUE(game.act(use(0)).wantsAim);
}

}  // namespace
}  // namespace delve
