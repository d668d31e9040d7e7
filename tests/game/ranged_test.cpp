// Shooting, throwing and the lightning spell on small maps: where each
// flies, what it strikes, where it comes down, what it costs; and that the
// aiming screen's preview (Game::reachOf) is exactly what the deed does,
// wherever it is aimed.
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <memory>

#include "game/ranged.h"
#include "support/item_rules.h"
#include "support/printers.h"
#include "support/temp_level.h"

namespace delve {
namespace {

using testing::itemGame;
using testing::lastSaid;
using testing::pickUpEast;
using testing::saidEver;
using testing::slotOf;
using testing::use;

std::vector<Point> cellsOf(const Game& game, GameEvent::Kind kind) {
    std::vector<Point> cells;
    for (const GameEvent& event : game.events()) {
        if (event.kind == kind) {
            cells.push_back(event.cell);
        }
    }
    return cells;
}

// Where the hero's deed struck or missed a monster, in order.
std::vector<Point> struckCells(const Game& game) {
    std::vector<Point> cells;
    for (const GameEvent& event : game.events()) {
        if (event.kind == GameEvent::Kind::HeroHit || event.kind == GameEvent::Kind::HeroMissed) {
            cells.push_back(event.cell);
        }
    }
    return cells;
}

int countOf(const Game& game, const std::string& id, Point cell) {
    int count = 0;
    for (const Item& item : game.stage().itemsAt(cell)) {
        count += item.kind->id == id ? item.count : 0;
    }
    return count;
}

// A hall: the bow, arrows and darts to pick up on the way east, then two
// sleepers in a row.
constexpr const char* kRangedHall =
    "##############\n"
    "#@bad...r.r..#\n"
    "##############\n"
    "legend|b|item|shortbow\n"
    "legend|a|item|arrow|6\n"
    "legend|d|item|dart|5\n"
    "legend|r|monster|sleeper\n"
    "end\n";

// The hero at (4, 1) with the bow ready, six arrows and five darts.
Game armedInTheHall() {
    Game game = itemGame("ranged_hall", kRangedHall);
    pickUpEast(game, 3);
    game.act(use(slotOf(game, "shortbow")));
    return game;
}

TEST(Bow, AnArrowStopsAtTheFirstMonsterInItsWay) {
    Game game = armedInTheHall();
    ASSERT_EQ(game.hero().position, (Point{4, 1}));
    ASSERT_EQ(game.stage().monsters().size(), 2u);
    const int farHp = game.stage().monsterAt({10, 1})->hp;
    const Outcome outcome = game.act(Shoot{Point{10, 1}});
    EXPECT_TRUE(outcome.tookTurn);
    const std::vector<Point> flight = cellsOf(game, GameEvent::Kind::MissileFlew);
    const std::vector<Point> expected{{5, 1}, {6, 1}, {7, 1}, {8, 1}};
    EXPECT_EQ(flight, expected) << "it comes down on the first sleeper";
    EXPECT_EQ(struckCells(game), (std::vector<Point>{Point{8, 1}}));
    ASSERT_NE(game.stage().monsterAt({10, 1}), nullptr);
    EXPECT_EQ(game.stage().monsterAt({10, 1})->hp, farHp) << "the sleeper behind is untouched";
    const bool broke = saidEver(game, MessageId::MissileBreaks);
    EXPECT_EQ(countOf(game, "arrow", {8, 1}), broke ? 0 : 1);
    EXPECT_EQ(game.hero().pack.at(slotOf(game, "arrow")).count, 5);
}

TEST(Bow, AnArrowShotAtTheFloorLiesThereToBePickedUpAgain) {
    Game game = armedInTheHall();
    game.act(Shoot{Point{6, 1}});
    EXPECT_EQ(cellsOf(game, GameEvent::Kind::MissileFlew), (std::vector<Point>{{5, 1}, {6, 1}}));
    EXPECT_EQ(countOf(game, "arrow", {6, 1}), 1) << "nothing struck, nothing broke";
    pickUpEast(game, 2);
    EXPECT_EQ(game.hero().pack.at(slotOf(game, "arrow")).count, 6);
}

TEST(Bow, WithoutABowReadyNothingIsShotAndNoTurnPasses) {
    Game game = itemGame("ranged_no_bow", kRangedHall);
    pickUpEast(game, 2);
    const int turn = game.turn();
    EXPECT_FALSE(game.act(Shoot{}).wantsAim);
    EXPECT_EQ(lastSaid(game), MessageId::NoBowReady);
    EXPECT_FALSE(game.act(Shoot{Point{8, 1}}).tookTurn);
    EXPECT_EQ(game.turn(), turn);
    EXPECT_EQ(game.hero().pack.at(slotOf(game, "arrow")).count, 6);
}

TEST(Bow, WithoutArrowsItAsksForNoAim) {
    Game game = itemGame("ranged_no_arrows", kRangedHall);
    pickUpEast(game, 1);
    game.act(use(slotOf(game, "shortbow")));
    EXPECT_FALSE(game.act(Shoot{}).wantsAim);
    EXPECT_EQ(lastSaid(game), MessageId::NoArrows);
}

TEST(Bow, ReadyWithArrowsItAsksWhereWithoutTakingATurn) {
    Game game = armedInTheHall();
    const int turn = game.turn();
    const Outcome outcome = game.act(Shoot{});
    EXPECT_TRUE(outcome.wantsAim);
    EXPECT_FALSE(outcome.tookTurn);
    EXPECT_EQ(game.turn(), turn);
}

TEST(Throw, ADartLandsWhereThePreviewSaid) {
    const Game start = armedInTheHall();
    const int darts = slotOf(start, "dart");
    const Aimed aimed{Aimed::Kind::Throw, darts};
    for (Point target : {Point{5, 1}, Point{7, 1}, Point{12, 1}, Point{4, 1}}) {
        SCOPED_TRACE(::testing::PrintToString(target));
        Game game = start;
        const AimReach reach = start.foresight().reachOf(aimed, target);
        game.act(Throw{darts, target});
        if (reach.path.empty()) {
            EXPECT_EQ(lastSaid(game), MessageId::CannotAimAtSelf);
            continue;
        }
        EXPECT_EQ(countOf(game, "dart", reach.path.back()), 1) << "darts here never break";
        EXPECT_EQ(game.hero().pack.at(darts).count, 4);
    }
}

TEST(Throw, AnythingCanBeThrownButOnlyAShortWay) {
    Game game = armedInTheHall();
    game.act(TakeOffItem{EquipSlot::Bow});
    const int bow = slotOf(game, "shortbow");
    const AimReach reach = game.foresight().reachOf(Aimed{Aimed::Kind::Throw, bow}, Point{12, 1});
    ASSERT_FALSE(reach.path.empty());
    EXPECT_EQ(reach.path.back(), (Point{8, 1})) << "four cells: as far as the first sleeper";
    game.act(Throw{bow, Point{12, 1}});
    EXPECT_EQ(slotOf(game, "shortbow"), -1);
    EXPECT_EQ(countOf(game, "shortbow", {8, 1}), 1);
}

// A room with a pillar and sleepers about, for aiming everywhere.
constexpr const char* kRangedPillarRoom =
    "############\n"
    "#..........#\n"
    "#...r...#..#\n"
    "#.@bad.##..#\n"
    "#.l.....r..#\n"
    "#..r.......#\n"
    "############\n"
    "legend|b|item|shortbow\n"
    "legend|a|item|arrow|9\n"
    "legend|d|item|dart|9\n"
    "legend|l|item|staff_of_lightning\n"
    "legend|r|monster|sleeper\n"
    "end\n";

// Aimed at every cell of the map, each aimed deed flies over exactly the
// path the preview showed and strikes exactly the cells it showed (an arrow
// or a throw that misses its monster then flies on past it, beyond what
// any preview can know); where the preview shows nothing, the deed is
// refused and costs nothing.
TEST(Aiming, ThePreviewIsWhatEveryAimedDeedDoesWhereverItIsAimed) {
    Game armed = itemGame("ranged_pillars", kRangedPillarRoom, "rogue");
    armed.act(Step{Direction::South});  // the staff, then back
    armed.act(PickUpItems{});
    armed.act(Step{Direction::North});
    pickUpEast(armed, 3);
    armed.act(use(slotOf(armed, "shortbow")));
    const int darts = slotOf(armed, "dart");
    const int staff = slotOf(armed, "staff_of_lightning");
    struct Case {
        Aimed aimed;
        GameEvent::Kind flew;
    };
    const Case cases[] = {
        {Aimed{Aimed::Kind::Bow}, GameEvent::Kind::MissileFlew},
        {Aimed{Aimed::Kind::Throw, darts}, GameEvent::Kind::MissileFlew},
        {Aimed{Aimed::Kind::Lightning}, GameEvent::Kind::LightningLit},
        {Aimed{Aimed::Kind::Zap, staff}, GameEvent::Kind::LightningLit},
    };
    for (const Case& aiming : cases) {
        int struckSomething = 0;
        int refused = 0;
        for (int y = -1; y <= armed.map().height(); ++y) {
            for (int x = -1; x <= armed.map().width(); ++x) {
                const Point target{x, y};
                SCOPED_TRACE(::testing::PrintToString(target) + " kind " +
                             std::to_string(static_cast<int>(aiming.aimed.kind)));
                const AimReach reach = armed.foresight().reachOf(aiming.aimed, target);
                Game game = armed;
                const Outcome outcome = game.act(releaseAt(aiming.aimed, target));
                EXPECT_EQ(outcome.tookTurn, !reach.path.empty());
                if (reach.path.empty()) {
                    ++refused;
                    EXPECT_EQ(game.turn(), armed.turn());
                    EXPECT_EQ(game.hero().pack, armed.hero().pack);
                    EXPECT_EQ(game.hero().mana, armed.hero().mana);
                    continue;
                }
                std::vector<Point> flew = cellsOf(game, aiming.flew);
                std::vector<Point> struck = struckCells(game);
                if (saidEver(game, MessageId::MissileMisses)) {
                    // Up to the monster missed, it went as shown.
                    ASSERT_GE(flew.size(), reach.path.size());
                    flew.resize(reach.path.size());
                    ASSERT_FALSE(struck.empty());
                    struck.resize(1);
                }
                EXPECT_EQ(flew, reach.path);
                EXPECT_EQ(struck, reach.struck);
                for (Point cell : reach.path) {
                    EXPECT_TRUE(armed.map().isVisible(cell));
                    EXPECT_FALSE(armed.map().isOpaque(cell));
                }
                struckSomething += !reach.struck.empty();
            }
        }
        EXPECT_GT(struckSomething, 3) << "some aims find a sleeper";
        // Aimed at a wall or into the dark, a flight goes as far as it can;
        // only the hero's own cell, and a wall right beside her, refuse.
        EXPECT_GE(refused, 1);
        EXPECT_TRUE(armed.foresight().reachOf(aiming.aimed, armed.hero().position).path.empty());
    }
}

constexpr const char* kLightningRow =
    "###########\n"
    "#@.r.r.#.r#\n"
    "###########\n"
    "legend|r|monster|sleeper\n"
    "end\n";

// Sleepers of 50 health, so none dies of it.
TEST(Lightning, StrikesEveryMonsterAlongItsLineUpToAWall) {
    Game game = itemGame("lightning_row", kLightningRow, "rogue");
    game.act(Cast{Point{3, 1}});
    EXPECT_EQ(struckCells(game), (std::vector<Point>{{3, 1}, {5, 1}}))
        << "not the sleeper past the wall";
    const std::vector<Point> lit{{2, 1}, {3, 1}, {4, 1}, {5, 1}, {6, 1}};
    EXPECT_EQ(cellsOf(game, GameEvent::Kind::LightningLit), lit);
    EXPECT_TRUE(saidEver(game, MessageId::LightningCast));
}

TEST(Lightning, CostsManaAndIsRefusedWithTooLittle) {
    Game game = itemGame("lightning_mana", kLightningRow, "rogue");
    ASSERT_EQ(game.hero().mana, 12);
    EXPECT_TRUE(game.act(Cast{Point{2, 1}}).tookTurn);
    EXPECT_EQ(game.hero().mana, 12 - kLightningMana);
    EXPECT_TRUE(game.act(Cast{Point{2, 1}}).tookTurn);
    EXPECT_EQ(game.hero().mana, 12 - 2 * kLightningMana);
    const int turn = game.turn();
    EXPECT_FALSE(game.act(Cast{}).wantsAim);
    EXPECT_EQ(lastSaid(game), MessageId::TooLittleMana);
    EXPECT_FALSE(game.act(Cast{Point{2, 1}}).tookTurn);
    EXPECT_EQ(game.turn(), turn);
}

constexpr const char* kEmptyRow =
    "######\n"
    "#@...#\n"
    "######\n"
    "end\n";

// The turn of the casting counts as the first of the ten.
TEST(Mana, RegrowsAPointEveryTenTurnsUpToTheMost) {
    Game game = itemGame("mana_regrows", kEmptyRow, "rogue");
    game.act(Cast{Point{2, 1}});
    ASSERT_EQ(game.hero().mana, 7);
    for (int i = 0; i < 8; ++i) {
        game.act(Wait{});
    }
    EXPECT_EQ(game.hero().mana, 7);
    game.act(Wait{});
    EXPECT_EQ(game.hero().mana, 8);
    for (int i = 0; i < 100; ++i) {
        game.act(Wait{});
    }
    EXPECT_EQ(game.hero().mana, 12);
}

TEST(Mana, IsKeptInTheSave) {
    Game game = itemGame("mana_saved", kEmptyRow, "rogue");
    game.act(Cast{Point{2, 1}});
    game.act(Wait{});
    const Game loaded = loadGame(saveGame(game), "mana save", testing::itemRules());
    EXPECT_EQ(loaded.hero().mana, game.hero().mana);
    EXPECT_EQ(loaded.hero().maxMana, 12);
    EXPECT_EQ(loaded.hero().manaRegrowth, game.hero().manaRegrowth);
    EXPECT_EQ(saveGame(loaded), saveGame(game));
}

constexpr const char* kPool =
    "########\n"
    "#@d~~..#\n"
    "########\n"
    "legend|d|item|dart|3\n"
    "end\n";

TEST(Throw, WhatComesDownInWaterSinksAndWhatFliesOverItLands) {
    Game game = itemGame("throw_pool", kPool);
    pickUpEast(game, 1);
    game.act(Throw{0, Point{4, 1}});
    EXPECT_TRUE(saidEver(game, MessageId::MissileSinks));
    EXPECT_TRUE(game.stage().items().empty());
    game.act(Throw{0, Point{5, 1}});
    EXPECT_EQ(countOf(game, "dart", {5, 1}), 1) << "over the water to the floor beyond";
    EXPECT_EQ(game.hero().pack.at(0).count, 1);
}

// Water right up to the wall: a dart thrown past the end of the water
// strikes the wall and falls into the pool, never into the wall.
constexpr const char* kPoolToTheWall =
    "######\n"
    "#@d~~#\n"
    "######\n"
    "legend|d|item|dart|2\n"
    "end\n";

TEST(Throw, WhatStrikesAWallAcrossWaterFallsInAndSinks) {
    Game game = itemGame("throw_pool_wall", kPoolToTheWall);
    pickUpEast(game, 1);
    game.act(Throw{0, Point{4, 1}});  // no farther: the wall ends the water
    game.act(Throw{0, Point{6, 1}});
    EXPECT_TRUE(saidEver(game, MessageId::MissileStrikesWall));
    EXPECT_TRUE(saidEver(game, MessageId::MissileSinks));
    EXPECT_TRUE(game.stage().items().empty()) << "nothing lies in the water or the wall";
}

// What the log said next after the first line saying `id`, or `id` itself
// if nothing followed it.
MessageId saidAfter(const Game& game, MessageId id) {
    const auto& lines = game.log().messages();
    const auto at =
        std::ranges::find_if(lines, [id](const Message& line) { return line.said.id == id; });
    return at == lines.end() || std::next(at) == lines.end() ? id : std::next(at)->said.id;
}

// The item rules with a monster almost never hit: a blow lands 5 times in
// a hundred at the least.
RulesPtr rulesWithADodger() {
    auto table = std::make_shared<Rules>(*testing::itemRules());
    MonsterKind dodger = *table->monster("guard");
    dodger.id = "dodger";
    dodger.name = {"dodger", {}};
    dodger.defence = 200;
    table->monsters.push_back(dodger);
    return table;
}

TEST(Throw, ADartThatMissesFliesOnPastTheMonsterAndSaysWhereItEnded) {
    const testing::TempLevel file("ranged_dodger",
                                  "##########\n"
                                  "#@d..D..##\n"
                                  "##########\n"
                                  "legend|d|item|dart|5\n"
                                  "legend|D|monster|dodger\n"
                                  "end\n");
    Game game(GameOptions{5, "rogue", file.level(), rulesWithADodger()});
    pickUpEast(game, 1);
    ASSERT_EQ(game.hero().position, (Point{2, 1}));
    game.act(Throw{slotOf(game, "dart"), Point{5, 1}});
    ASSERT_TRUE(saidEver(game, MessageId::MissileMisses)) << "95 times in a hundred";
    EXPECT_EQ(saidAfter(game, MessageId::MissileMisses), MessageId::MissileStrikesWall)
        << "past the dodger, six cells on, the wall at (8, 1)";
    EXPECT_EQ(cellsOf(game, GameEvent::Kind::MissileFlew),
              (std::vector<Point>{{3, 1}, {4, 1}, {5, 1}, {6, 1}, {7, 1}}));
    EXPECT_EQ(countOf(game, "dart", {7, 1}), 1) << "it comes down before the wall";
}

TEST(Throw, ADartAimedAtTheFloorSaysItLanded) {
    Game game = armedInTheHall();
    game.act(Throw{slotOf(game, "dart"), Point{6, 1}});
    EXPECT_EQ(lastSaid(game), MessageId::MissileLands);
    EXPECT_EQ(countOf(game, "dart", {6, 1}), 1);
}

TEST(Lightning, SaysWhereTheBoltEnded) {
    Game walled = itemGame("lightning_wall", kLightningRow, "rogue");
    walled.act(Cast{Point{3, 1}});
    EXPECT_EQ(lastSaid(walled), MessageId::BoltStrikesWall);
    Game open = itemGame("lightning_open",
                         "##############\n"
                         "#@...........#\n"
                         "##############\n",
                         "rogue");
    open.act(Cast{Point{2, 1}});
    EXPECT_EQ(lastSaid(open), MessageId::BoltFades) << "eight cells, then nothing";
}

}  // namespace
}  // namespace delve
