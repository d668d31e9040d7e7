// The Mine: an adventure with a surface keeps every floor as the hero left
// it, leads up as well as down, and is won by defeating its guardian and
// climbing back to the surface.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <optional>

#include "content/rules_loader.h"
#include "game/combat.h"
#include "game/run_outcome.h"
#include "keep/save_codec.h"
#include "keep/score_file.h"
#include "keep/score_table.h"
#include "keep/state_hash.h"
#include "support/command_games.h"
#include "support/item_rules.h"
#include "support/test_rules.h"

namespace delve {
namespace {

std::shared_ptr<const Level> levelOf(const std::string& text, const std::string& name) {
    Level level = parseLevel(text, name + ".txt");
    level.name = name;
    return std::make_shared<const Level>(std::move(level));
}

// A camp above one level, where a goblin, the guardian, waits beside the
// stairs up.
RulesPtr tinyMine() {
    static const RulesPtr shared = [] {
        auto rules = std::make_shared<Rules>(*testing::itemRules());
        DungeonPlan mine;
        mine.id = "mine";
        mine.name = "The Mine";
        mine.floorWord = FloorWord::Level;
        mine.guardian = "goblin";
        mine.surface = levelOf("######\n#.>..#\n######\n", "The Camp");
        FloorPlan level;
        level.level = levelOf("######\n#<g..#\n######\nlegend|g|monster|goblin\nend\n", "The Pit");
        level.name = level.level->name;
        mine.floors = {level};
        rules->adventures = {DungeonPlan{}, mine};
        return RulesPtr(rules);
    }();
    return shared;
}

// A run of the tiny Mine begun on its level, below the camp.
Game newMine(std::uint64_t seed = 1) {
    GameOptions options{seed, "barbarian", nullptr, tinyMine()};
    options.adventure = "mine";
    options.firstFloor = 1;
    return Game(options);
}

using testing::shippedRules;

GameOptions shippedMine(std::optional<int> firstFloor = std::nullopt) {
    GameOptions options{1, "barbarian", nullptr, shippedRules()};
    options.adventure = "mine";
    options.firstFloor = firstFloor;
    return options;
}

TEST(Mine, BeginsInTheCampWithNoQuestYet) {
    const Game game(shippedMine());
    EXPECT_EQ(game.stage().depth(), 0);
    EXPECT_EQ(game.stage().name(), "The Miners' Camp");
    EXPECT_EQ(game.hero().position, (Point{27, 5}));
    EXPECT_TRUE(game.quests().empty()) << "its people give the quests";
    EXPECT_EQ(testing::lastSaid(game), MessageId::StartAboveGround);
}

TEST(Mine, TheCampsStairsLeadToTheFirstLevelsStairsUpAsTheSeedDoes) {
    Game game(shippedMine());
    const Point stairs{2, 5};
    ASSERT_EQ(game.map().terrain(stairs), Terrain::StairsDown);
    game.act(TravelTo{stairs});
    testing::runCommand(game);
    ASSERT_EQ(game.hero().position, stairs);
    game.act(Descend{});
    EXPECT_EQ(game.stage().depth(), 1);
    EXPECT_EQ(game.stage().name(), "The Upper Gallery");
    EXPECT_EQ(game.hero().position, (Point{1, 1}));
    EXPECT_EQ(game.map().terrain({1, 1}), Terrain::StairsUp);
    EXPECT_EQ(game.map().width(), 50);
    EXPECT_EQ(game.map().height(), 20);
    EXPECT_EQ(testing::lastSaid(game), MessageId::LevelEntered);
}

TEST(Mine, TheFirstLevelHoldsTheSeedsLegendAndLetters) {
    const Game game(shippedMine(1));
    const Stage& stage = game.stage();
    ASSERT_NE(stage.personAt({36, 17}), nullptr);
    EXPECT_EQ(stage.personAt({36, 17})->kind->id, "miner");
    ASSERT_NE(stage.monsterAt({12, 2}), nullptr);
    EXPECT_EQ(stage.monsterAt({12, 2})->kind->id, "giant_rat");
    ASSERT_NE(stage.monsterAt({45, 16}), nullptr);
    EXPECT_EQ(stage.monsterAt({45, 16})->kind->id, "lurker");
    ASSERT_NE(stage.topItemAt({29, 1}), nullptr);
    EXPECT_EQ(stage.topItemAt({29, 1})->kind->id, "potion_of_healing");
    ASSERT_NE(stage.topItemAt({4, 11}), nullptr);
    EXPECT_EQ(stage.topItemAt({4, 11})->kind->id, "ring_of_life");
    ASSERT_NE(stage.markerAt({38, 14}), nullptr);
    EXPECT_EQ(stage.markerAt({38, 14})->id, "lair");
    EXPECT_EQ(game.map().terrain({7, 11}), Terrain::SecretDoor);
    EXPECT_EQ(game.map().terrain({41, 4}), Terrain::Blood);
}

TEST(Mine, StairsUpFromTheFirstLevelLeadToTheSurface) {
    Game game = newMine();
    game.act(Ascend{});
    EXPECT_EQ(game.stage().depth(), 0);
    EXPECT_EQ(game.stage().name(), "The Camp");
    EXPECT_EQ(game.map().terrain(game.hero().position), Terrain::StairsDown);
    EXPECT_EQ(testing::lastSaid(game), MessageId::SurfaceReached);
}

TEST(Mine, ALevelLeftIsTheSameWhenTheHeroComesBack) {
    Game game = newMine();
    const std::uint64_t goblins = game.stage().monsters().size();
    game.act(Ascend{});
    game.act(Step{Direction::East});
    game.act(Step{Direction::West});
    game.act(Descend{});
    EXPECT_EQ(game.stage().depth(), 1);
    EXPECT_EQ(game.map().terrain(game.hero().position), Terrain::StairsUp);
    EXPECT_EQ(game.stage().monsters().size(), goblins);
    EXPECT_TRUE(game.map().isExplored({4, 1})) << "what the hero saw is remembered";
}

TEST(Mine, ASaveKeepsTheFloorsLeftAndPlaysOnAlike) {
    Game game = newMine();
    game.act(Ascend{});
    const std::string text = saveGame(game);
    EXPECT_NE(text.find("\nadventure mine\n"), std::string::npos);
    EXPECT_NE(text.find("\nkept_floors 1\nkept_floor 1 The Pit\n"), std::string::npos);
    Game loaded = loadGame(text, "mine.sav", tinyMine());
    EXPECT_EQ(saveGame(loaded), text);
    game.act(Descend{});
    loaded.act(Descend{});
    EXPECT_EQ(stateHash(loaded), stateHash(game));
    EXPECT_EQ(loaded.stage().monsters().size(), 1U);
}

TEST(Mine, TheDungeonHasNoWayUp) {
    Game game(GameOptions{1, "fighter", nullptr, testing::itemRules()});
    game.act(Ascend{});
    EXPECT_EQ(testing::lastSaid(game), MessageId::NoStairsUpInDungeon);
    EXPECT_EQ(game.turn(), 0);
}

TEST(Mine, StairsUpOnALevelPlayedInTheDungeonLeadNowhere) {
    Game game(GameOptions{1, "fighter", levelOf("#####\n#<..#\n#####\n", "Seed Level"),
                          testing::itemRules()});
    game.act(Ascend{});
    EXPECT_EQ(testing::lastSaid(game), MessageId::NoStairsUpInDungeon);
    EXPECT_EQ(game.stage().depth(), 1);
    EXPECT_EQ(game.turn(), 0);
}

TEST(Mine, DefeatingTheGuardianAndClimbingBackWins) {
    Game game = newMine(3);
    for (int blow = 0; blow < 200 && game.stage().monsterAt({2, 1}) != nullptr; ++blow) {
        game.act(Step{Direction::East});
    }
    ASSERT_TRUE(game.hero().alive());
    ASSERT_EQ(game.stage().monsterAt({2, 1}), nullptr);
    EXPECT_TRUE(testing::saidEver(game, MessageId::GuardianDefeated));
    EXPECT_FALSE(game.hasWon()) << "the way home is still ahead";
    game.act(Ascend{});
    EXPECT_TRUE(game.hasWon());
    EXPECT_TRUE(game.isOver());
    EXPECT_EQ(outcomeOf(game), RunOutcome::Won);
    EXPECT_EQ(fateOf(game).id, MessageId::WonAgainstGuardian);
    EXPECT_EQ(game.deepestReached(), 1) << "the level the guardian was met on";
}

TEST(Mine, AWonRunIsKeptInTheScoreTableAsTheMinesAndReadsBack) {
    Game game = newMine(3);
    for (int blow = 0; blow < 200 && game.stage().monsterAt({2, 1}) != nullptr; ++blow) {
        game.act(Step{Direction::East});
    }
    game.act(Ascend{});
    ASSERT_TRUE(game.hasWon());
    const ScoreEntry entry = scoreEntryFor(game, "2024-05-01");
    EXPECT_EQ(entry.adventure, "mine");
    EXPECT_EQ(entry.heroName, game.hero().name);
    EXPECT_EQ(entry.depth, 1) << "not the camp's 0";
    ScoreTable table;
    table.add(entry);
    EXPECT_EQ(readScoreFile(scoreFileText(table), "scores.txt"), table);
}

TEST(Mine, ClimbingBackWithTheGuardianAliveDoesNotWin) {
    Game game = newMine();
    game.act(Ascend{});
    EXPECT_EQ(game.stage().depth(), 0);
    EXPECT_FALSE(game.hasWon());
}

TEST(RingOfLife, ABlowThatWouldKillCrumblesTheRingInstead) {
    World world(shippedRules());
    world.hero.heroClass = world.rules->heroClass("fighter");
    world.hero.maxHp = world.hero.hp = 20;
    world.hero.equipment.in(EquipSlot::LeftRing) = Item{world.rules->item("ring_life"), 1};
    hurtHero(world, 50, MessageId::KilledBy, "goblin");
    EXPECT_TRUE(world.hero.alive());
    EXPECT_EQ(world.hero.hp, 20);
    EXPECT_FALSE(world.hero.equipment.in(EquipSlot::LeftRing).has_value());
    EXPECT_EQ(world.log.messages().back().said.id, MessageId::RingOfLifeSaves);
    hurtHero(world, 50, MessageId::KilledBy, "goblin");
    EXPECT_FALSE(world.hero.alive()) << "it saves once";
}

}  // namespace
}  // namespace delve
