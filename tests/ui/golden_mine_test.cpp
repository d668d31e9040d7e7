// Golden frames of the Mine's screens and the skills screen, in each
// language: a conversation with the blacksmith at the camp, the quest log
// once both of the camp's quests are taken, and a barbarian's skills once
// she has learnt Whirlwind.
#include <gtest/gtest.h>

#include "content/level_loader.h"
#include "support/build_folders.h"
#include "support/golden.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

GameOptions mine() {
    GameOptions options;
    options.seed = 3;
    options.heroClass = "barbarian";
    options.adventure = "mine";
    options.rules = testing::gameRules();
    return options;
}

// From the east end of the camp, west along it, round the water and into
// the blacksmith.
constexpr const char* kToTheBlacksmith = "hhhhhhhhhbhyyyh";
// Into the healer, agreeing to follow the blood and not yet to the rest;
// then into the blacksmith, agreeing to bring her silver.
constexpr const char* kBothQuestsTaken = "hhhb12hhhhhhbhyyyh11";

// A barbarian in a corridor of five kobolds, one at a time, until the
// victory whose experience takes her to level 2.
GameOptions arena() {
    return GameOptions{7, "barbarian",
                       readLevelFile(testing::kGoldenFolder / "skills_level.txt", nullptr),
                       testing::gameRules()};
}
constexpr const char* kToLevelTwoAndTheSkills = "lllllllllllla";

TEST(GoldenMine, AConversationInEveryLanguage) {
    for (Language language : kAllLanguages) {
        const ScopedCatalog catalog(Catalog(language, testing::kLocaleFolder));
        testing::expectGolden("conversation_" + std::string(languageCode(language)),
                              testing::headlessFrame(mine(), kToTheBlacksmith));
    }
}

TEST(GoldenMine, TheQuestLogInEveryLanguage) {
    for (Language language : kAllLanguages) {
        const ScopedCatalog catalog(Catalog(language, testing::kLocaleFolder));
        testing::expectGolden("quest_log_" + std::string(languageCode(language)),
                              testing::headlessFrame(mine(), std::string(kBothQuestsTaken) + "q"));
    }
}

TEST(GoldenMine, TheSkillsScreenInEveryLanguage) {
    for (Language language : kAllLanguages) {
        const ScopedCatalog catalog(Catalog(language, testing::kLocaleFolder));
        testing::expectGolden("skills_" + std::string(languageCode(language)),
                              testing::headlessFrame(arena(), kToLevelTwoAndTheSkills));
    }
}

}  // namespace
}  // namespace delve
