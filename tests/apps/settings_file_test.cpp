// The settings file: what it holds, what it says at its top, and every way
// a hand-edited file can be wrong, each reported at its line and column.
#include <gtest/gtest.h>

#include <string>

#include "core/utf8.h"
#include "settings_file.h"

namespace delve {
namespace {

constexpr const char* kSource = "settings.toml";

// The mistake parseSettings reports in `text`.
SettingsError mistakeIn(const std::string& text) {
    try {
        parseSettings(text, kSource);
    } catch (const SettingsError& error) {
        return error;
    }
    ADD_FAILURE() << "taken without a word: " << text;
    return SettingsError(kSource, 0, 0, "");
}

TEST(SettingsFile, ReadsTheLanguage) {
    EXPECT_EQ(parseSettings("language = \"de\"\n", kSource).language, Language::German);
    EXPECT_EQ(parseSettings("# mine\nlanguage = 'bg' # Bulgarian\n", kSource).language,
              Language::Bulgarian);
}

TEST(SettingsFile, AFileWithNoSettingsHoldsTheDefaults) {
    EXPECT_EQ(parseSettings("", kSource), Settings{});
    EXPECT_EQ(parseSettings("# nothing here yet\n\n", kSource), Settings{});
}

TEST(SettingsFile, WhatIsWrittenReadsBackTheSame) {
    for (Language language : kAllLanguages) {
        const Settings settings{language};
        EXPECT_EQ(parseSettings(settingsText(settings), kSource), settings);
    }
    EXPECT_EQ(parseSettings(settingsText(Settings{}), kSource), Settings{});
}

TEST(SettingsFile, TheWrittenFileSaysWhatItHoldsAtItsTopAndHasOneLineASetting) {
    const std::string text = settingsText(Settings{Language::Spanish});
    EXPECT_EQ(text.rfind("# Delve's settings", 0), 0u) << text;
    EXPECT_NE(text.find("# language: "), std::string::npos) << text;
    EXPECT_NE(text.find("\"bg\" (Български)"), std::string::npos) << text;
    EXPECT_NE(text.find("--lang"), std::string::npos) << text;
    int settingLines = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        const std::string line = text.substr(start, end - start);
        EXPECT_LE(utf8Length(line), 78) << line;
        if (!line.empty() && line[0] != '#') {
            ++settingLines;
            EXPECT_EQ(line, "language = \"es\"");
        }
        start = end + 1;
    }
    EXPECT_EQ(settingLines, 1);
}

TEST(SettingsFile, TextThatIsNotTomlIsReportedAtItsPlace) {
    const SettingsError error = mistakeIn("# fine\nlanguage = \"de\n");
    EXPECT_EQ(error.line(), 2);
    EXPECT_EQ(std::string(error.what()).rfind("settings.toml:2:", 0), 0u) << error.what();
}

// toml++'s own words quote the file: a control byte in them is escaped.
TEST(SettingsFile, AControlByteInTheFileIsShownEscaped) {
    const SettingsError error = mistakeIn("language = i\t\n");
    EXPECT_NE(error.problem().find("\\x09"), std::string::npos) << error.what();
    EXPECT_EQ(error.problem().find('\t'), std::string::npos) << error.what();
}

TEST(SettingsFile, ANumberWhereALanguageGoesIsReportedAtTheValue) {
    const SettingsError error = mistakeIn("language = 3\n");
    EXPECT_EQ(error.line(), 1);
    EXPECT_EQ(error.column(), 12);
    EXPECT_EQ(error.problem(), "language wants a language code in quotes (bg, de, en, es), not 3");
}

TEST(SettingsFile, AListOrATableIsNoLanguage) {
    EXPECT_EQ(mistakeIn("language = [\"de\"]\n").problem(),
              "language wants a language code in quotes (bg, de, en, es), not [\"de\"]");
    const SettingsError table = mistakeIn("[language]\ncode = \"de\"\n");
    EXPECT_EQ(table.line(), 1);
    EXPECT_NE(table.problem().find("not a table"), std::string::npos) << table.what();
}

TEST(SettingsFile, ALanguageDelveDoesNotSpeakIsReportedWithTheLanguages) {
    const SettingsError error = mistakeIn("\n\nlanguage = \"fr\"\n");
    EXPECT_EQ(std::string(error.what()),
              "settings.toml:3:12: unknown language \"fr\"; the languages are bg, de, en, es");
    EXPECT_EQ(mistakeIn("language = \"\"").problem(),
              "unknown language \"\"; the languages are bg, de, en, es");
    // A locale name is not a code.
    EXPECT_EQ(mistakeIn("language = \"de_DE\"").line(), 1);
}

TEST(SettingsFile, AnUnknownSettingIsReportedAtItsKey) {
    const SettingsError error = mistakeIn("# typed in haste\nlangauge = \"de\"\n");
    EXPECT_EQ(std::string(error.what()),
              "settings.toml:2:1: unknown setting \"langauge\"; the settings are language");
}

TEST(SettingsFile, TheFirstMistakeInTheFileIsTheOneReported) {
    // The keys' alphabetical order would put "apple" first.
    const SettingsError error = mistakeIn("zebra = 1\napple = 2\nlanguage = 7\n");
    EXPECT_EQ(error.line(), 1);
    EXPECT_NE(error.problem().find("\"zebra\""), std::string::npos) << error.what();
}

TEST(SettingsFile, AKeyGivenTwiceIsAMistake) {
    EXPECT_EQ(mistakeIn("language = \"de\"\nlanguage = \"bg\"\n").line(), 2);
}

TEST(SettingsFile, BytesThatAreNotTextAreAMistakeNotACrash) {
    EXPECT_EQ(mistakeIn(std::string("language = \"d\0e\"\n", 17)).line(), 1);
    EXPECT_EQ(mistakeIn("language = \"\xff\xfe\"\n").line(), 1);
    EXPECT_EQ(mistakeIn(std::string(100000, '[')).line(), 1);
}

}  // namespace
}  // namespace delve
