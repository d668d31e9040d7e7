#include <gtest/gtest.h>

#include <map>
#include <string>

#include "ui/text/language_choice.h"

namespace delve {
namespace {

// An environment holding just these variables.
EnvironmentLookup languageEnvironmentOf(std::map<std::string, std::string> variables) {
    return [variables = std::move(variables)](const char* name) -> const char* {
        const auto found = variables.find(name);
        return found == variables.end() ? nullptr : found->second.c_str();
    };
}

TEST(Language, CodesAndNamesGoBothWays) {
    for (Language language : kAllLanguages) {
        EXPECT_EQ(languageOfCode(languageCode(language)), language);
    }
    EXPECT_EQ(languageCode(Language::German), "de");
    EXPECT_EQ(languageName(Language::Bulgarian), "Български");
    EXPECT_FALSE(languageOfCode("fr"));
    EXPECT_FALSE(languageOfCode(""));
}

TEST(Language, TheListOfCodesIsAlphabetical) {
    EXPECT_EQ(languageCodes(), "bg, de, en, es");
}

TEST(Language, NothingSetMeansEnglish) {
    EXPECT_EQ(languageFromEnvironment(languageEnvironmentOf({})), Language::English);
}

TEST(Language, LangNamesTheLanguageOfALocale) {
    EXPECT_EQ(languageFromEnvironment(languageEnvironmentOf({{"LANG", "de_DE.UTF-8"}})),
              Language::German);
    EXPECT_EQ(languageFromEnvironment(languageEnvironmentOf({{"LANG", "es_MX"}})),
              Language::Spanish);
    EXPECT_EQ(languageFromEnvironment(languageEnvironmentOf({{"LANG", "bg_BG.UTF-8@euro"}})),
              Language::Bulgarian);
}

TEST(Language, TheVariablesAreReadInGettextsOrder) {
    EXPECT_EQ(languageFromEnvironment(languageEnvironmentOf(
                  {{"LC_ALL", "es_ES.UTF-8"}, {"LC_MESSAGES", "de_DE"}, {"LANG", "bg_BG"}})),
              Language::Spanish);
    EXPECT_EQ(languageFromEnvironment(
                  languageEnvironmentOf({{"LC_MESSAGES", "de_DE"}, {"LANG", "bg_BG"}})),
              Language::German);
    EXPECT_EQ(languageFromEnvironment(languageEnvironmentOf(
                  {{"LANGUAGE", "bg"}, {"LC_ALL", "es_ES"}, {"LANG", "de_DE"}})),
              Language::Bulgarian);
}

TEST(Language, LanguageIsAListWhoseFirstSpokenChoiceWins) {
    EXPECT_EQ(languageFromEnvironment(languageEnvironmentOf({{"LANGUAGE", "fr:pt_BR:de:es"}})),
              Language::German);
    // None of the list spoken: the locale variables decide.
    EXPECT_EQ(
        languageFromEnvironment(languageEnvironmentOf({{"LANGUAGE", "fr"}, {"LANG", "es_ES"}})),
        Language::Spanish);
}

TEST(Language, AnEmptyVariableIsPassedOver) {
    EXPECT_EQ(
        languageFromEnvironment(languageEnvironmentOf({{"LC_ALL", ""}, {"LANG", "de_AT.UTF-8"}})),
        Language::German);
}

TEST(Language, TheCLocaleAndUnknownLanguagesMeanEnglish) {
    EXPECT_EQ(languageFromEnvironment(languageEnvironmentOf({{"LC_ALL", "C"}, {"LANG", "de_DE"}})),
              Language::English);
    EXPECT_EQ(languageFromEnvironment(languageEnvironmentOf({{"LANG", "C.UTF-8"}})),
              Language::English);
    EXPECT_EQ(languageFromEnvironment(languageEnvironmentOf({{"LANG", "POSIX"}})),
              Language::English);
    EXPECT_EQ(languageFromEnvironment(languageEnvironmentOf({{"LANG", "fr_FR.UTF-8"}})),
              Language::English);
}

}  // namespace
}  // namespace delve
