// data/lights.toml: what shines, each thing once, every kind it names known.
#include <gtest/gtest.h>

#include "content/rules_loader.h"
#include "support/test_rules.h"

namespace delve {
namespace {

std::string lightError(std::string_view text) {
    Rules rules = *testing::shippedRules();
    try {
        parseLights(text, "lights.toml", rules);
    } catch (const ContentError& error) {
        return error.what();
    }
    return "accepted";
}

TEST(LightTable, ReadsTheHeroFixturesAndKinds) {
    Rules rules = *testing::shippedRules();
    parseLights(
        "[lamp]\nfrom = \"hero\"\ncolour = [255, 255, 255]\nreach = 7\nstrength = 40\nshade = 60\n"
        "[torch]\nfrom = \"torch\"\ncolour = [255, 150, 60]\nreach = 5\nstrength = 90\n"
        "drawn = [250, 150, 50]\none_in = 30\n"
        "[glow]\nfrom = \"monster\"\nkind = \"rat\"\ncolour = [1, 2, 3]\nreach = 2\n"
        "strength = 10\n"
        "[stairs]\nfrom = \"terrain\"\nkind = \"stairs_down\"\ncolour = [9, 9, 9]\nreach = 1\n"
        "strength = 5\n",
        "lights.toml", rules);
    const Lights& lights = rules.lights;
    ASSERT_TRUE(lights.hero.has_value());
    EXPECT_EQ(lights.hero->reach, 7);
    EXPECT_EQ(lights.shade, 60);
    ASSERT_TRUE(lights.fixture(Fixture::Torch).has_value());
    EXPECT_EQ(lights.fixture(Fixture::Torch)->oneIn, 30);
    EXPECT_FALSE(lights.fixture(Fixture::Fungus).has_value());
    ASSERT_NE(lightOfKind(lights.monsters, "rat"), nullptr);
    EXPECT_EQ(lightOfKind(lights.monsters, "rat")->colour, (Colour{1, 2, 3}));
    EXPECT_EQ(lightOfKind(lights.items, "rat"), nullptr);
    ASSERT_TRUE(lights.onTerrain(Terrain::StairsDown).has_value());
    EXPECT_FALSE(lights.onTerrain(Terrain::Water).has_value());
}

TEST(LightTable, AnUnknownKindIsRefusedAtItsValue) {
    EXPECT_EQ(lightError("[glow]\nfrom = \"monster\"\nkind = \"dragon\"\ncolour = [1, 2, 3]\n"
                         "reach = 2\nstrength = 10\n"),
              "lights.toml:3:8: no monster is called \"dragon\"");
}

TEST(LightTable, AFieldThatItsSourceDoesNotReadIsRefused) {
    EXPECT_NE(lightError("[glow]\nfrom = \"monster\"\nkind = \"rat\"\ncolour = [1, 2, 3]\n"
                         "reach = 2\nstrength = 10\nshade = 5\n")
                  .find("shade"),
              std::string::npos);
}

TEST(LightTable, TheHeroHasOneLight) {
    const std::string lamp =
        "from = \"hero\"\ncolour = [255, 255, 255]\nreach = 7\nstrength = 40\nshade = 60\n";
    EXPECT_EQ(lightError("[a]\n" + lamp + "[b]\n" + lamp),
              "lights.toml:7:1: [b]: the hero already has a light");
}

TEST(LightTable, AReachPastTwelveIsRefused) {
    EXPECT_NE(lightError("[glow]\nfrom = \"item\"\nkind = \"dagger\"\ncolour = [1, 2, 3]\n"
                         "reach = 13\nstrength = 10\n")
                  .find("lights.toml:5:9"),
              std::string::npos);
}

}  // namespace
}  // namespace delve
