// The Mine plays by seed 002's rules, as data/mine.toml's [hero] gives
// them: Bresenham's sight of 6, and its hero's numbers; the Dungeon keeps
// its own.
#include <gtest/gtest.h>

#include "content/rules_loader.h"
#include "support/said_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

using testing::shippedRules;

Game newAdventureRun(const std::string& adventure, const std::string& heroClass) {
    GameOptions options{1, heroClass, nullptr, shippedRules()};
    options.adventure = adventure;
    return Game(options);
}

TEST(HeroExperience, ATableGivesEachLevelAndItsStepsGrowPastItsEnd) {
    HeroClass heroClass;
    heroClass.experience = {20, 55, 105};
    EXPECT_EQ(experienceForNextLevel(heroClass, 1), 20);
    EXPECT_EQ(experienceForNextLevel(heroClass, 3), 105);
    // Steps of 20, 35 and 50 grow by 15: then 65 and 80.
    EXPECT_EQ(experienceForNextLevel(heroClass, 4), 170);
    EXPECT_EQ(experienceForNextLevel(heroClass, 5), 250);
}

TEST(HeroExperience, WithoutATableTenTimesTheTriangleNumbers) {
    const HeroClass heroClass;
    EXPECT_EQ(experienceForNextLevel(heroClass, 1), 10);
    EXPECT_EQ(experienceForNextLevel(heroClass, 2), 30);
    EXPECT_EQ(experienceForNextLevel(heroClass, 4), 100);
}

TEST(MineRules, IvaStartsWithTheSeedsNumbersAndSeesAlongBresenhamsLines) {
    const Game game = newAdventureRun("mine", "barbarian");
    const Hero& hero = game.hero();
    EXPECT_EQ(hero.maxHp, 48);
    EXPECT_EQ(hero.maxMana, 4);
    EXPECT_EQ(hero.gold, 5);
    EXPECT_EQ(experienceForNextLevel(*hero.heroClass, hero.experienceLevel), 20);
    EXPECT_EQ(game.sightAlgorithm(), FovAlgorithm::Bresenham);
}

TEST(MineRules, TheDungeonKeepsItsOwnNumbersAndSight) {
    const Game game = newAdventureRun("dungeon", "barbarian");
    EXPECT_EQ(game.hero().maxHp, shippedRules()->heroClass("barbarian")->maxHp);
    EXPECT_EQ(game.hero().gold, 0);
    EXPECT_EQ(experienceForNextLevel(*game.hero().heroClass, 1), 10);
    EXPECT_EQ(game.sightAlgorithm(), FovAlgorithm::Shadowcast);
}

TEST(MineRules, AHeroTableForAClassTheRulesLackIsRefusedWhereItIs) {
    auto rules = std::make_shared<Rules>(*shippedRules());
    rules->adventures.clear();
    const std::string text =
        "name = \"Test\"\ndescription = \"A test.\"\n[hero.wizard]\nhp = 3\n"
        "[[floor]]\nlayout = \"rooms\"\nname = \"Deep\"\nmonsters = [1, 2]\nitems = [1, 2]\n"
        "traps = [0, 0]\namulet = true\n";
    try {
        parseAdventure(text, "test.toml", "test", "levels", *rules);
        FAIL() << "a class the rules lack was taken";
    } catch (const ContentError& error) {
        EXPECT_EQ(error.line(), 3);  // [hero.wizard]
        EXPECT_NE(std::string(error.what()).find("wizard"), std::string::npos) << error.what();
    }
}

// A room, and a rat round the corner that comes into view when the hero
// steps out.
const char* const kRoundTheCorner =
    "#######\n"
    "#@....#\n"
    "####.##\n"
    "####.##\n"
    "#######\n";

TEST(Sight, AMonsterComingIntoViewIsNamedOnce) {
    const testing::TempLevel file("into_view", kRoundTheCorner);
    Game game(GameOptions{3, "fighter", file.level(), testing::rules()});
    game.addMonster(*game.rules().monster("rat"), {4, 3}, MonsterMind::Asleep);
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    game.act(Step{Direction::East});
    EXPECT_EQ(testing::lastText(game), "You see a rat.");
    game.act(Wait{});
    int named = 0;
    for (const Message& message : game.log().messages()) {
        named += testing::textOf(game, message) == "You see a rat." ? 1 : 0;
    }
    EXPECT_EQ(named, 1);
}

}  // namespace
}  // namespace delve
