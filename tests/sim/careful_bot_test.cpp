// The careful bot's choices in small scenes: it drinks healing when low in
// a fight, steps back into a corridor when two monsters come, wields the
// better weapon and rests when hurt with nothing in view.
#include <gtest/gtest.h>

#include "sim/careful_bot.h"
#include "sim/sim_run.h"
#include "support/item_rules.h"
#include "support/printers.h"

namespace delve {
namespace {

using testing::itemGame;
using testing::pickUpEast;
using testing::slotOf;
using testing::use;
using testing::withHeroHp;

const MonsterKind& kindOf(const Game& game, const std::string& id) {
    return *game.rules().monster(id);
}

constexpr const char* kPotionHall =
    "#########\n"
    "#@h.....#\n"
    "#########\n"
    "legend|h|item|potion_of_healing|3\n"
    "end\n";

TEST(SimBot, DrinksAKnownHealingPotionWhenLowInAFight) {
    Game game = itemGame("bot_potion", kPotionHall);
    pickUpEast(game, 1);
    game.act(use(0));  // drunk at full health: now known for what it is
    ASSERT_TRUE(game.lore().knows(*game.rules().item("potion_of_healing")));
    game = withHeroHp(game, 6);
    game.addMonster(kindOf(game, "goblin"), {3, 1}, MonsterMind::Hunting);
    CarefulBot bot(1);
    const Request action = bot.choose(game);
    ASSERT_TRUE(std::holds_alternative<UseItem>(action));
    EXPECT_EQ(std::get<UseItem>(action).slot, slotOf(game, "potion_of_healing"));
    game.act(action);
    EXPECT_GT(game.hero().hp, 6);
}

TEST(SimBot, FightsOnWhileItsHealthHolds) {
    Game game = itemGame("bot_no_potion", kPotionHall);
    pickUpEast(game, 1);
    game.act(use(0));
    game.addMonster(kindOf(game, "rat"), {3, 1}, MonsterMind::Hunting);
    CarefulBot bot(1);
    const Request action = bot.choose(game);
    ASSERT_TRUE(std::holds_alternative<Step>(action)) << "a rat is struck, not feared";
    EXPECT_EQ(std::get<Step>(action).direction, Direction::East);
}

// A room whose corridor leaves from its south-west corner. Two goblins
// hunt the hero from across the room.
constexpr const char* kRoomAndCorridor =
    "###########\n"
    "#.........#\n"
    "#.........#\n"
    "#@........#\n"
    "##.########\n"
    "##.########\n"
    "##.########\n"
    "###########\n";

TEST(SimBot, StepsBackIntoACorridorWhenTwoMonstersCome) {
    Game game = itemGame("bot_corridor", kRoomAndCorridor);
    game.addMonster(kindOf(game, "goblin"), {6, 1}, MonsterMind::Hunting);
    game.addMonster(kindOf(game, "goblin"), {6, 2}, MonsterMind::Hunting);
    CarefulBot bot(1);
    // Into the corridor's mouth, then a step down it, where only the cell
    // before and the cell behind touch the hero's.
    playBotRequest(game, bot);
    EXPECT_EQ(game.hero().position, (Point{2, 4}));
    playBotRequest(game, bot);
    EXPECT_EQ(game.hero().position, (Point{2, 5}));
    // There it holds while both live, and they come at it one at a time.
    int fought = 0;
    for (int turn = 0; turn < 20 && game.stage().monsters().size() == 2 && game.hero().alive();
         ++turn) {
        int beside = 0;
        for (const Monster& monster : game.stage().monsters()) {
            beside += chebyshevDistance(monster.position, game.hero().position) == 1 ? 1 : 0;
        }
        EXPECT_LE(beside, 1) << "turn " << turn;
        fought += beside;
        playBotRequest(game, bot);
        EXPECT_EQ(game.hero().position, (Point{2, 5})) << "it holds the corridor, turn " << turn;
    }
    EXPECT_GT(fought, 0) << "the first came to the hero";
}

TEST(SimBot, MeetsOneMonsterWhereItStands) {
    Game game = itemGame("bot_one", kRoomAndCorridor);
    game.addMonster(kindOf(game, "goblin"), {6, 1}, MonsterMind::Hunting);
    CarefulBot bot(1);
    const Request action = bot.choose(game);
    EXPECT_FALSE(std::holds_alternative<Step>(action)) << "one hunter is shot at or waited for";
}

constexpr const char* kSwordHall =
    "#######\n"
    "#@s...#\n"
    "#######\n"
    "legend|s|item|sword\n"
    "end\n";

TEST(SimBot, WieldsABetterWeaponItCarries) {
    Game game = itemGame("bot_sword", kSwordHall);
    pickUpEast(game, 1);
    CarefulBot bot(1);
    const Request action = bot.choose(game);
    ASSERT_TRUE(std::holds_alternative<UseItem>(action));
    EXPECT_EQ(std::get<UseItem>(action).slot, slotOf(game, "sword"));
}

TEST(SimBot, RestsWhenHurtWithNothingInView) {
    Game game = itemGame("bot_rest", kSwordHall);
    game = withHeroHp(game, 10);
    CarefulBot bot(1);
    const Request action = bot.choose(game);
    ASSERT_TRUE(std::holds_alternative<Rest>(action));
    EXPECT_TRUE(std::get<Rest>(action).despiteMonsters);
}

}  // namespace
}  // namespace delve
