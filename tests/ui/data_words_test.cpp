// Every word of data/ travels one road: the English in the data, every other
// language in the catalogs, a name with its grammar beside it. A word the
// catalogs lack, or a name whose forms do not read, is named here.
#include <gtest/gtest.h>

#include <filesystem>

#include "content/rules_loader.h"
#include "support/build_folders.h"
#include "ui/text/data_words.h"
#include "ui/text/noun_forms.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

const std::filesystem::path kWordsSource = testing::kSourceFolder;

class DataWords : public ::testing::TestWithParam<Language> {
  protected:
    const RulesPtr rules_ = loadRules(kWordsSource / "data");
    const Catalog catalog_{GetParam(), std::filesystem::path(testing::kLocaleFolder)};

    void expectReads(const Noun& noun) const {
        const std::string written = catalog_.translate(noun.context, noun.english.one);
        EXPECT_NE(written, noun.english.one)
            << noun.context << " \"" << noun.english.one << "\" is not translated";
        std::string problem;
        EXPECT_TRUE(readNounForms(GetParam(), written, &problem))
            << noun.context << " \"" << noun.english.one << "\": " << problem;
    }
};

TEST_P(DataWords, EveryNameReadsWithItsForms) {
    for (const MonsterKind& kind : rules_->monsters) {
        expectReads(nounOf(kind));
    }
    for (const ItemKind& kind : rules_->items) {
        expectReads(nounOf(kind));
    }
    for (const ItemLook& look : rules_->looks) {
        expectReads(nounOf(look));
    }
    for (const PersonKind& person : rules_->people) {
        expectReads(nounOf(person));
    }
}

TEST_P(DataWords, EveryAdventureClassAndPlaceIsTranslated) {
    const ScopedCatalog inUse(Catalog(GetParam(), std::filesystem::path(testing::kLocaleFolder)));
    for (const HeroClass& heroClass : rules_->classes) {
        EXPECT_NE(className(heroClass), heroClass.name);
        EXPECT_NE(classDescription(heroClass), heroClass.description);
    }
    for (const DungeonPlan& plan : rules_->adventures) {
        EXPECT_NE(adventureName(plan), plan.name);
        for (int depth = 1; depth <= plan.deepest(); ++depth) {
            const std::string english = plan.floor(depth).name;
            EXPECT_NE(placeName(english), english) << plan.id << " floor " << depth;
        }
        for (const PlannedLevel& level : plan.levels) {
            EXPECT_NE(placeName(level.level->name), level.level->name) << level.level->id;
        }
        if (plan.surface) {
            EXPECT_NE(placeName(plan.surface->name), plan.surface->name) << plan.id;
        }
    }
}

TEST_P(DataWords, EveryGenderedLineHasItsOwnFormForAWoman) {
    const ScopedCatalog inUse(Catalog(GetParam(), std::filesystem::path(testing::kLocaleFolder)));
    int gendered = 0;
    for (const Dialogue& dialogue : rules_->dialogues) {
        for (const DialogueLine& line : dialogue.lines) {
            if (line.gendered) {
                ++gendered;
                EXPECT_NE(dialogueWords(line.says, true, HeroGender::Female), line.says)
                    << "\"" << line.says << "\" has no form for a woman";
            }
        }
    }
    EXPECT_GT(gendered, 0);
}

TEST(DialogueWords, TheMinerThanksIvaAsAFriendWhoIsAWoman) {
    const RulesPtr rules = loadRules(kWordsSource / "data");
    const ScopedCatalog inUse(
        Catalog(Language::Spanish, std::filesystem::path(testing::kLocaleFolder)));
    const DialogueLine* avenged = rules->dialogue("miner")->line("avenged");
    ASSERT_NE(avenged, nullptr);
    ASSERT_TRUE(avenged->gendered);
    EXPECT_TRUE(
        dialogueWords(avenged->says, true, HeroGender::Female).ends_with("Gracias, amiga."));
    EXPECT_TRUE(dialogueWords(avenged->says, true, HeroGender::Male).ends_with("Gracias, amigo."));
}

INSTANTIATE_TEST_SUITE_P(InEveryOtherLanguage, DataWords,
                         ::testing::Values(Language::Bulgarian, Language::German,
                                           Language::Spanish),
                         [](const auto& info) { return std::string(languageCode(info.param)); });

}  // namespace
}  // namespace delve
