// Light on the map: the hero's own fades with distance, a light stops at
// walls as sight does, torches hang on rooms' walls, and no light changes
// how the run plays.
#include <gtest/gtest.h>

#include <memory>

#include "keep/state_hash.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/text/hover_text.h"
#include "ui/views/fixtures.h"
#include "ui/views/light_map.h"

namespace delve {
namespace {

// A room with a wall across its middle, open at the top.
constexpr const char* kLitRooms =
    "###########\n"
    "#.........#\n"
    "#...#.....#\n"
    "#@..#.....#\n"
    "#...#.....#\n"
    "###########\n";

// Rules with these lights and no others.
RulesPtr rulesLitBy(const Lights& lights) {
    auto rules = std::make_shared<Rules>(*testing::shippedRules());
    rules->lights = lights;
    return rules;
}

Lights heroLightOnly(int reach) {
    Lights lights;
    lights.shade = 50;
    lights.hero = Light{Colour{255, 255, 255}, reach, 100};
    return lights;
}

Game gameOn(const testing::TempLevel& level, RulesPtr rules) {
    return Game(GameOptions{7, "fighter", level.level(), std::move(rules)});
}

TEST(LightMap, TheHerosLightIsStrongestBesideHerAndFadesWithDistance) {
    const testing::TempLevel level("light_fades", kLitRooms);
    const Game game = gameOn(level, rulesLitBy(heroLightOnly(4)));
    const LightMap light(game, Fixtures{});
    const float beside = light.at({2, 3}).red;
    const float farther = light.at({3, 1}).red;
    EXPECT_GT(beside, farther);
    EXPECT_GT(farther, 0.5f);
}

TEST(LightMap, WhereNoLightReachesACellInViewHasTheShadeOfTheDark) {
    const testing::TempLevel level("light_shade", kLitRooms);
    const Game game = gameOn(level, rulesLitBy(heroLightOnly(1)));
    ASSERT_TRUE(game.map().isVisible({3, 1}));
    const LightMap light(game, Fixtures{});
    EXPECT_FLOAT_EQ(light.at({3, 1}).red, 0.5f);
    EXPECT_EQ(light.lit({3, 1}, Colour{200, 200, 200}), light.lit({3, 4}, Colour{200, 200, 200}));
    EXPECT_LT(light.lit({3, 1}, Colour{200, 200, 200}).r, 200);
}

TEST(LightMap, ALightStopsAtTheWallAsSightDoes) {
    const testing::TempLevel level("light_walls", kLitRooms);
    Lights lights;
    lights.shade = 50;
    lights.monsters.push_back({"rat", Light{Colour{255, 0, 0}, 4, 100}});
    Game game = gameOn(level, rulesLitBy(lights));
    game.addMonster(*game.rules().monster("rat"), {6, 3}, MonsterMind::Asleep);
    const LightMap light(game, Fixtures{});
    ASSERT_TRUE(game.map().isVisible({5, 1}));
    EXPECT_GT(light.at({5, 1}).red, 0.5f) << "over the wall's end, in the rat's sight";
    // Behind the wall from the rat, where the hero stands.
    EXPECT_FLOAT_EQ(light.at({3, 3}).red, 0.5f);
    EXPECT_FLOAT_EQ(light.at({5, 3}).green, 0.5f) << "a red light adds no green";
}

TEST(LightMap, TheHazeIsTheOtherLightsNotTheHeros) {
    const testing::TempLevel level("light_haze", kLitRooms);
    const Game plain = gameOn(level, rulesLitBy(heroLightOnly(6)));
    EXPECT_EQ(LightMap(plain, Fixtures{}).haze({2, 3}), colours::black);

    Lights lights = heroLightOnly(6);
    lights.monsters.push_back({"rat", Light{Colour{0, 0, 255}, 3, 100}});
    Game glowing = gameOn(level, rulesLitBy(lights));
    glowing.addMonster(*glowing.rules().monster("rat"), {2, 1}, MonsterMind::Asleep);
    const Colour haze = LightMap(glowing, Fixtures{}).haze({2, 2});
    EXPECT_GT(haze.b, 0);
    EXPECT_EQ(haze.r, 0);
}

TEST(Fixtures, TheSameFloorOfTheSameSeedHasItsTorchesInTheSamePlaces) {
    const Game game(GameOptions{42, "fighter", nullptr, testing::shippedRules()});
    const Fixtures first = fixturesOf(game);
    const Fixtures again = fixturesOf(game);
    ASSERT_FALSE(first.all().empty());
    ASSERT_EQ(first.all().size(), again.all().size());
    for (std::size_t i = 0; i < first.all().size(); ++i) {
        EXPECT_EQ(first.all()[i].cell, again.all()[i].cell);
    }
    const Fixtures otherSeed(game.map(), game.rules().lights, floorKeyOf(43, 1));
    bool differ = otherSeed.all().size() != first.all().size();
    for (std::size_t i = 0; !differ && i < first.all().size(); ++i) {
        differ = otherSeed.all()[i].cell != first.all()[i].cell;
    }
    EXPECT_TRUE(differ);
}

TEST(Fixtures, TorchesHangOnRoomWallsBesideTheFloorAndFungusGrowsOnFloorByAWall) {
    const Game game(GameOptions{42, "fighter", nullptr, testing::shippedRules()});
    const Map& map = game.map();
    int torches = 0;
    const Fixtures fixtures = fixturesOf(game);
    for (const FixtureAt& fixture : fixtures.all()) {
        const Terrain terrain = map.terrain(fixture.cell);
        if (fixture.fixture == Fixture::Torch) {
            ++torches;
            EXPECT_EQ(terrain, Terrain::Wall);
        } else {
            EXPECT_TRUE(terrain == Terrain::Floor || terrain == Terrain::Blood);
        }
    }
    EXPECT_GT(torches, 0);
}

TEST(Fixtures, NoTorchHangsInACorridor) {
    // A corridor's walls show few open cells: one in one would hang a
    // torch on every room wall, and none on these.
    const testing::TempLevel level("light_corridor",
                                   "#########\n"
                                   "#@......#\n"
                                   "#########\n");
    Lights lights;
    lights.fixtures[static_cast<std::size_t>(Fixture::Torch)] =
        FixtureLight{Light{Colour{255, 150, 60}, 4, 80}, Colour{250, 150, 50}, 1};
    const Game game = gameOn(level, rulesLitBy(lights));
    EXPECT_TRUE(Fixtures(game.map(), lights, 1).all().empty());
}

TEST(LightMap, NoLightChangesHowTheRunPlays) {
    Lights none;
    const Game lit(GameOptions{42, "fighter", nullptr, testing::shippedRules()});
    const Game dark(GameOptions{42, "fighter", nullptr, rulesLitBy(none)});
    EXPECT_EQ(stateHash(lit), stateHash(dark));
    const LightMap light(lit, fixturesOf(lit));
    EXPECT_NE(light.lit(lit.hero().position, Colour{100, 100, 100}), (Colour{100, 100, 100}));
}

TEST(Fixtures, TheHoverNamesATorchOnTheWall) {
    // The first seed whose hero starts with a torch in view.
    for (std::uint64_t seed = 1; seed <= 100; ++seed) {
        const Game game(GameOptions{seed, "fighter", nullptr, testing::shippedRules()});
        const Fixtures fixtures = fixturesOf(game);
        for (const FixtureAt& fixture : fixtures.all()) {
            if (fixture.fixture == Fixture::Torch && game.map().isVisible(fixture.cell)) {
                EXPECT_EQ(describeFloorCell(game, fixture.cell),
                          "You see a torch burning on the wall.");
                return;
            }
        }
    }
    FAIL() << "no torch in view at the start of any of a hundred seeds";
}

}  // namespace
}  // namespace delve
