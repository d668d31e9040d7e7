// Which language Delve speaks: --lang, then the settings, then the
// environment, then English.
#include <gtest/gtest.h>

#include <vector>

#include "support/fake_environment.h"
#include "ui/text/language_choice.h"

namespace delve {
namespace {

using testing::environmentOf;

const auto kGermanEnvironment = environmentOf({{"LANG", "de_DE.UTF-8"}});

TEST(LanguagePrecedence, TheCommandLineComesFirst) {
    EXPECT_EQ(chosenLanguage(Language::Spanish, Language::Bulgarian, kGermanEnvironment),
              Language::Spanish);
    EXPECT_EQ(chosenLanguage(Language::English, Language::Bulgarian, kGermanEnvironment),
              Language::English);
}

TEST(LanguagePrecedence, TheSettingsComeBeforeTheEnvironment) {
    EXPECT_EQ(chosenLanguage(std::nullopt, Language::Bulgarian, kGermanEnvironment),
              Language::Bulgarian);
    EXPECT_EQ(chosenLanguage(std::nullopt, Language::English, kGermanEnvironment),
              Language::English);
}

TEST(LanguagePrecedence, WithNeitherTheEnvironmentDecides) {
    EXPECT_EQ(chosenLanguage(std::nullopt, std::nullopt, kGermanEnvironment), Language::German);
    EXPECT_EQ(chosenLanguage(std::nullopt, std::nullopt,
                             environmentOf({{"LANGUAGE", "fr:es"}, {"LANG", "de_DE"}})),
              Language::Spanish);
}

TEST(LanguagePrecedence, WithNothingAtAllItIsEnglish) {
    EXPECT_EQ(chosenLanguage(std::nullopt, std::nullopt, environmentOf({})), Language::English);
    EXPECT_EQ(chosenLanguage(std::nullopt, std::nullopt, environmentOf({{"LANG", "fr_FR.UTF-8"}})),
              Language::English);
}

TEST(LanguagePrecedence, OnlyEnglishIsWrittenInAscii) {
    EXPECT_TRUE(writtenInAscii(Language::English));
    EXPECT_FALSE(writtenInAscii(Language::German));
    EXPECT_FALSE(writtenInAscii(Language::Spanish));
    EXPECT_FALSE(writtenInAscii(Language::Bulgarian));
}

TEST(LanguagePrecedence, TheLanguagesAreListedByCode) {
    const auto languages = languagesByCode();
    EXPECT_EQ(std::vector<Language>(languages.begin(), languages.end()),
              (std::vector<Language>{Language::Bulgarian, Language::German, Language::English,
                                     Language::Spanish}));
}

}  // namespace
}  // namespace delve
