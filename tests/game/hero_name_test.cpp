#include <gtest/gtest.h>

#include "game/hero_name.h"

namespace delve {
namespace {

TEST(HeroName, AnyScriptUpToTwentyCharactersIsAName) {
    EXPECT_TRUE(isHeroName("Iva"));
    EXPECT_TRUE(isHeroName("Ива Петрова"));
    EXPECT_TRUE(isHeroName("Zoë of the Deep Mine"));  // twenty characters
}

TEST(HeroName, EmptyTooLongSpacedOrBrokenIsNot) {
    EXPECT_FALSE(isHeroName(""));
    EXPECT_FALSE(isHeroName("Zoë of the Deep Mines"));  // twenty-one
    EXPECT_FALSE(isHeroName(" Iva"));
    EXPECT_FALSE(isHeroName("Iva "));
    EXPECT_FALSE(isHeroName("I\tva"));
    EXPECT_FALSE(isHeroName("Iva\n"));
    EXPECT_FALSE(isHeroName("I\xc2\x85va"));  // NEL, a C1 control
    EXPECT_FALSE(isHeroName("Ch\xe2teau"));
}

}  // namespace
}  // namespace delve
