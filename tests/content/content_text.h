#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "content/rules_loader.h"

namespace delve::testing {

// One good monster, a field a line, so that a test can name the line and
// column of whatever it breaks: [rat] is line 1, hp line 5, traits line 14.
// Its name in other languages is the catalogs' (docs/translating.md).
inline constexpr std::string_view kRat = R"([rat]
name = "rat"
glyph = "r"
colour = [165, 120, 80]
hp = 4
damage = "1d3"
accuracy = 70
defence = 0
sight = 6
speed = 100
depth = [1, 2]
rarity = 10
experience = 1
traits = ["wanders"]
)";

// One good class: [fighter] is line 1, sneak_attack line 11, trait line 12,
// mana line 13.
inline constexpr std::string_view kFighter = R"([fighter]
name = "Fighter"
description = "Sturdy."
hp = 32
damage = "1d8+1"
accuracy = 80
defence = 10
sight = 9
hp_per_level = 6
damage_per_level = 1
sneak_attack = 3
trait = "toughness"
mana = 6
hero_name = "Bran"
)";

// `text` with its one occurrence of `from` turned into `to`.
inline std::string replaced(std::string_view text, std::string_view from, std::string_view to) {
    std::string out(text);
    const std::size_t at = out.find(from);
    EXPECT_NE(at, std::string::npos) << "no " << from;
    EXPECT_EQ(out.find(from, at + 1), std::string::npos) << from << " twice";
    if (at != std::string::npos) {
        out.replace(at, from.size(), to);
    }
    return out;
}

// What parsing `text` reports, or "accepted" when it finds nothing wrong.
inline std::string monsterError(std::string_view text) {
    Rules rules;
    try {
        parseMonsters(text, "monsters.toml", rules);
    } catch (const ContentError& error) {
        return error.what();
    }
    return "accepted";
}

inline std::string classError(std::string_view text) {
    Rules rules;
    try {
        parseClasses(text, "classes.toml", rules);
    } catch (const ContentError& error) {
        return error.what();
    }
    return "accepted";
}

}  // namespace delve::testing
