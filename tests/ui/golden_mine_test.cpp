// Golden frames of the Mine's screens and the skills screen, in each
// language: a conversation with the blacksmith at the camp, the quest log
// as the Mine begins, and a barbarian's skills once she has learnt
// Whirlwind.
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

// Up to the camp, east along it, and into the blacksmith.
constexpr const char* kToTheBlacksmith = "<lt>llllllllluk";

// A barbarian among kobolds until the kill that takes her to level 2.
GameOptions arena() {
    return GameOptions{7, "barbarian",
                       readLevelFile(testing::kGoldenFolder / "skills_level.txt", nullptr),
                       testing::gameRules()};
}
constexpr const char* kToLevelTwoAndTheSkills = "lllllllllllllllllllllllllla";

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
                              testing::headlessFrame(mine(), "q"));
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
