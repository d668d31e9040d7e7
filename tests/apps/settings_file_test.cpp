// The settings file: what it holds, what it says at its top, and every way
// a hand-edited file can be wrong, each reported at its line and column and
// costing only the setting it is in.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/utf8.h"
#include "settings_file.h"
#include "support/settings_doubles.h"

namespace delve {
namespace {

constexpr const char* kSource = "settings.toml";

// The one problem readSettings finds in `text`: "settings.toml:L:C: what".
std::string problemIn(const std::string& text) {
    const SettingsRead read = readSettings(text, kSource);
    if (read.problems.size() != 1) {
        ADD_FAILURE() << read.problems.size() << " problems in: " << text;
        return "";
    }
    return read.problems[0];
}

// Where a problem is: its "file:line:" start.
bool isAtLine(const std::string& problem, int line) {
    return problem.rfind(std::string(kSource) + ":" + std::to_string(line) + ":", 0) == 0;
}

Settings settingsOf(const std::string& text) {
    const SettingsRead got = readSettings(text, kSource);
    EXPECT_TRUE(got.problems.empty()) << got.problems.front();
    return got.settings;
}

TEST(SettingsFile, ReadsTheLanguage) {
    EXPECT_EQ(settingsOf("language = \"de\"\n").language, Language::German);
    EXPECT_EQ(settingsOf("# mine\nlanguage = 'bg' # Bulgarian\n").language, Language::Bulgarian);
}

TEST(SettingsFile, ReadsEverySetting) {
    const Settings settings = settingsOf(
        "language = \"es\"\nanimation = \"slow\"\nsound = false\nvolume = 30\n"
        "fullscreen = true\n");
    EXPECT_EQ(
        settings,
        (Settings{Language::Spanish, AnimationPace::Slow, false, 30, true, KeyPreset::ViKeys, {}}));
    EXPECT_EQ(settingsOf("animation = \"none\"").animation, AnimationPace::None);
    EXPECT_EQ(settingsOf("animation = \"fast\"").animation, AnimationPace::Fast);
    EXPECT_EQ(settingsOf("volume = 0").volume, 0);
    EXPECT_EQ(settingsOf("volume = 100").volume, 100);
    EXPECT_EQ(settingsOf("theme = \"high-contrast\"").theme, Theme::HighContrast);
    EXPECT_EQ(settingsOf("theme = \"red-green\"").theme, Theme::RedGreenSafe);
}

TEST(SettingsFile, AZoomOutsideItsStepsIsReportedAndKeepsTheDefault) {
    EXPECT_EQ(settingsOf("zoom = 150").zoom, 150);
    for (const char* zoom : {"40", "310", "105", "\"big\""}) {
        const std::string problem = problemIn(std::string("zoom = ") + zoom);
        EXPECT_EQ(problem.rfind("settings.toml:1:8: zoom wants a whole number from 50 to 300 "
                                "in steps of 10, not ",
                                0),
                  0u)
            << problem;
    }
}

TEST(SettingsFile, EveryThemeReadsBackAsWritten) {
    for (Theme theme : kThemes) {
        Settings settings;
        settings.theme = theme;
        EXPECT_EQ(settingsOf(settingsText(settings)), settings) << themeWord(theme);
    }
}

TEST(SettingsFile, AFileWithNoSettingsHoldsTheDefaults) {
    EXPECT_EQ(settingsOf(""), Settings{});
    EXPECT_EQ(settingsOf("# nothing here yet\n\n"), Settings{});
}

TEST(SettingsFile, WhatIsWrittenReadsBackTheSame) {
    for (Language language : kAllLanguages) {
        const Settings settings = testing::settingsIn(language);
        EXPECT_EQ(settingsOf(settingsText(settings)), settings);
    }
    EXPECT_EQ(settingsOf(settingsText(Settings{})), Settings{});
    for (AnimationPace pace :
         {AnimationPace::None, AnimationPace::Fast, AnimationPace::Normal, AnimationPace::Slow}) {
        for (int volume = 0; volume <= 100; volume += Settings::kVolumeStep) {
            const Settings settings{std::nullopt,      pace, volume % 20 == 0, volume, volume > 50,
                                    KeyPreset::ViKeys, {}};
            EXPECT_EQ(settingsOf(settingsText(settings)), settings);
        }
    }
}

TEST(SettingsFile, TheWrittenFileSaysWhatItHoldsAtItsTopAndHasOneLineASetting) {
    const std::string text = settingsText(testing::settingsIn(Language::Spanish));
    EXPECT_EQ(text.rfind("# Delve's settings", 0), 0u) << text;
    for (const char* about :
         {"# language: ", "# animation: ", "# sound: ", "# volume: ", "# fullscreen: "}) {
        EXPECT_NE(text.find(about), std::string::npos) << about << " in " << text;
    }
    EXPECT_NE(text.find("\"bg\" (Български)"), std::string::npos) << text;
    EXPECT_NE(text.find("--lang"), std::string::npos) << text;
    std::vector<std::string> settingLines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        const std::string line = text.substr(start, end - start);
        EXPECT_LE(utf8Length(line), 78) << line;
        if (!line.empty() && line[0] != '#') {
            settingLines.push_back(line);
        }
        start = end + 1;
    }
    EXPECT_EQ(settingLines,
              (std::vector<std::string>{"language = \"es\"", "animation = \"normal\"",
                                        "sound = true", "volume = 100", "fullscreen = false",
                                        "theme = \"default\"", "zoom = 100",
                                        "ask_beside_traps = true", "key_preset = \"vi-keys\""}));
}

TEST(SettingsFile, WithoutALanguageChosenNoneIsWritten) {
    EXPECT_EQ(settingsText(Settings{}).find("\nlanguage ="), std::string::npos);
}

TEST(SettingsFile, AMistakeCostsOnlyItsOwnSettingAndEachIsToldInTheFilesOrder) {
    const SettingsRead got = readSettings(
        "volume = 55\nlanguage = \"de\"\nzebra = 1\nsound = false\nanimation = \"zippy\"\n",
        kSource);
    EXPECT_EQ(
        got.settings,
        (Settings{
            Language::German, AnimationPace::Normal, false, 100, false, KeyPreset::ViKeys, {}}));
    ASSERT_EQ(got.problems.size(), 3u);
    EXPECT_TRUE(isAtLine(got.problems[0], 1)) << got.problems[0];
    EXPECT_TRUE(isAtLine(got.problems[1], 3)) << got.problems[1];
    EXPECT_TRUE(isAtLine(got.problems[2], 5)) << got.problems[2];
}

TEST(SettingsFile, AnUnknownThemeIsReportedWhereItStandsAndKeepsTheDefault) {
    const SettingsRead got = readSettings("sound = false\ntheme = \"sepia\"\n", kSource);
    EXPECT_EQ(got.settings.theme, Theme::Standard);
    EXPECT_FALSE(got.settings.sound);
    ASSERT_EQ(got.problems.size(), 1u);
    EXPECT_EQ(got.problems[0], std::string(kSource) +
                                   ":2:9: theme wants one of \"default\", \"high-contrast\", "
                                   "\"red-green\", not \"sepia\"");
}

TEST(SettingsFile, TextThatIsNotTomlIsOneProblemAndTheDefaults) {
    const SettingsRead got = readSettings("# fine\nvolume = 20\nlanguage = \"de\n", kSource);
    EXPECT_EQ(got.settings, Settings{});
    ASSERT_EQ(got.problems.size(), 1u);
    EXPECT_TRUE(isAtLine(got.problems[0], 3)) << got.problems[0];
}

// toml++'s own words quote the file: a control byte in them is escaped.
TEST(SettingsFile, AControlByteInTheFileIsShownEscaped) {
    const std::string problem = problemIn("language = i\t\n");
    EXPECT_NE(problem.find("\\x09"), std::string::npos) << problem;
    EXPECT_EQ(problem.find('\t'), std::string::npos) << problem;
}

TEST(SettingsFile, ANumberWhereALanguageGoesIsReportedAtTheValue) {
    EXPECT_EQ(problemIn("language = 3\n"),
              "settings.toml:1:12: language wants a language code in quotes (bg, de, en, es), "
              "not 3");
}

TEST(SettingsFile, AListOrATableIsNoLanguage) {
    EXPECT_EQ(problemIn("language = [\"de\"]\n"),
              "settings.toml:1:12: language wants a language code in quotes (bg, de, en, es), "
              "not [\"de\"]");
    const std::string table = problemIn("[language]\ncode = \"de\"\n");
    EXPECT_TRUE(isAtLine(table, 1)) << table;
    EXPECT_NE(table.find("not a table"), std::string::npos) << table;
}

TEST(SettingsFile, ALanguageDelveDoesNotSpeakIsReportedWithTheLanguages) {
    EXPECT_EQ(problemIn("\n\nlanguage = \"fr\"\n"),
              "settings.toml:3:12: unknown language \"fr\"; the languages are bg, de, en, es");
    EXPECT_EQ(problemIn("language = \"\""),
              "settings.toml:1:12: unknown language \"\"; the languages are bg, de, en, es");
    // A locale name is not a code.
    EXPECT_TRUE(isAtLine(problemIn("language = \"de_DE\""), 1));
}

TEST(SettingsFile, AnAnimationPaceNotKnownIsReportedWithThePaces) {
    EXPECT_EQ(problemIn("animation = \"zippy\""),
              "settings.toml:1:13: animation wants one of \"none\", \"fast\", \"normal\", "
              "\"slow\", not \"zippy\"");
    EXPECT_TRUE(isAtLine(problemIn("animation = 2"), 1));
}

TEST(SettingsFile, ASwitchWantsTrueOrFalse) {
    EXPECT_EQ(problemIn("sound = \"yes\""),
              "settings.toml:1:9: sound wants true or false, not \"yes\"");
    EXPECT_EQ(problemIn("fullscreen = 1"),
              "settings.toml:1:14: fullscreen wants true or false, not 1");
}

TEST(SettingsFile, AVolumeOutsideItsStepsIsReported) {
    for (const char* volume : {"101", "-10", "55", "\"50\"", "50.0", "1000000000000000"}) {
        const std::string problem = problemIn(std::string("volume = ") + volume);
        EXPECT_EQ(problem.rfind("settings.toml:1:10: volume wants a whole number from 0 to 100 "
                                "in steps of 10, not ",
                                0),
                  0u)
            << problem;
    }
}

TEST(SettingsFile, AnUnknownSettingIsReportedAtItsKey) {
    EXPECT_EQ(problemIn("# typed in haste\nlangauge = \"de\"\n"),
              "settings.toml:2:1: unknown setting \"langauge\"; the settings are language, "
              "animation, sound, volume, fullscreen, theme, zoom, ask_beside_traps, "
              "key_preset and the [keys] table");
}

TEST(SettingsFile, AKeyGivenTwiceIsAMistake) {
    EXPECT_TRUE(isAtLine(problemIn("language = \"de\"\nlanguage = \"bg\"\n"), 2));
}

TEST(SettingsFile, BytesThatAreNotTextAreAMistakeNotACrash) {
    EXPECT_TRUE(isAtLine(problemIn(std::string("language = \"d\0e\"\n", 17)), 1));
    EXPECT_TRUE(isAtLine(problemIn("language = \"\xff\xfe\"\n"), 1));
    EXPECT_TRUE(isAtLine(problemIn(std::string(100000, '[')), 1));
}

TEST(SettingsFile, KeysOfTheirOwnAndThePresetReadBackTheSame) {
    Settings settings;
    settings.keyPreset = KeyPreset::LeftHand;
    ASSERT_FALSE(bindKeys(settings, Intent::Explore,
                          {Key::named(KeyCode::F2), Key{KeyCode::Character, U'e', true, false}}));
    ASSERT_FALSE(bindKeys(settings, Intent::Ascend, {Key::of(U'<'), Key::of(U'"')}));
    ASSERT_FALSE(bindKeys(settings, Intent::Menu, {Key::of(U'm')}));
    const std::string text = settingsText(settings);
    EXPECT_NE(text.find("key_preset = \"left-hand\""), std::string::npos) << text;
    EXPECT_NE(text.find("[keys]\n"), std::string::npos) << text;
    EXPECT_NE(text.find("explore = [\"<F2>\", \"<C-e>\"]"), std::string::npos) << text;
    EXPECT_EQ(settingsOf(text), settings) << text;
    EXPECT_EQ(keymapOf(settingsOf(text)).intentFor(Key::of(U'"')), Intent::Ascend);
}

TEST(SettingsFile, TwoCommandsMayTradeKeysInEitherOrder) {
    const Settings settings = settingsOf("[keys]\nlook = [\"o\"]\nexplore = [\"x\"]\n");
    const Keymap keymap = keymapOf(settings);
    EXPECT_EQ(keymap.intentFor(Key::of(U'o')), Intent::Look);
    EXPECT_EQ(keymap.intentFor(Key::of(U'x')), Intent::Explore);
}

TEST(SettingsFile, AKeyAnotherCommandHoldsIsReportedNamingItAndOnlyThatCommandKeepsItsKeys) {
    const SettingsRead got =
        readSettings("sound = false\n[keys]\nlook = [\"v\", \"o\"]\nrest = [\"<F2>\"]\n", kSource);
    ASSERT_EQ(got.problems.size(), 1u);
    EXPECT_EQ(got.problems[0],
              "settings.toml:3:8: keys.look: \"o\" already gives explore; give that command "
              "other keys too");
    const Keymap keymap = keymapOf(got.settings);
    EXPECT_EQ(keymap.keysFor(Intent::Look), std::vector<Key>{Key::of(U'x')});
    EXPECT_EQ(keymap.intentFor(Key::named(KeyCode::F2)), Intent::Rest);
    EXPECT_FALSE(got.settings.sound);
}

TEST(SettingsFile, AKeptKeyIsReported) {
    const std::string problem = problemIn("[keys]\nexplore = [\"<Tab>\"]\n");
    EXPECT_TRUE(isAtLine(problem, 2)) << problem;
    EXPECT_NE(problem.find("\"<Tab>\" is kept for every screen"), std::string::npos) << problem;
}

TEST(SettingsFile, AnUnknownCommandOrKeyOrPresetIsReportedWhereItIs) {
    const std::string command = problemIn("[keys]\nexplor = [\"o\"]\n");
    EXPECT_EQ(command.rfind("settings.toml:2:1: unknown command \"explor\" in keys", 0), 0u)
        << command;
    const std::string key = problemIn("[keys]\nexplore = [\"o\", \"<Hyper>\"]\n");
    EXPECT_EQ(
        key.rfind("settings.toml:2:17: keys.explore wants keys written as in a key string", 0), 0u)
        << key;
    const std::string twoKeys = problemIn("[keys]\nexplore = \"ox\"\n");
    EXPECT_TRUE(isAtLine(twoKeys, 2)) << twoKeys;
    const std::string preset = problemIn("key_preset = \"dvorak\"\n");
    EXPECT_EQ(preset,
              "settings.toml:1:14: key_preset wants one of \"vi-keys\", \"numpad\", "
              "\"left-hand\", not \"dvorak\"");
    const std::string notATable = problemIn("keys = 3\n");
    EXPECT_TRUE(isAtLine(notATable, 1)) << notATable;
}

TEST(SettingsFile, TheKeysAreBoundOverThePresetWhereverItStands) {
    const Settings settings = settingsOf("keys = { wait = [\"k\"] }\nkey_preset = \"left-hand\"\n");
    EXPECT_EQ(settings.keyPreset, KeyPreset::LeftHand);
    EXPECT_EQ(keymapOf(settings).intentFor(Key::of(U'k')), Intent::Wait);
}

TEST(SettingsFile, AHeaderNestedFiftyThousandDeepIsReportedNotACrash) {
    std::string header = "[a";
    for (int i = 1; i < 50000; ++i) {
        header += ".a";
    }
    const std::string problem = problemIn("language = \"de\"\n" + header + "]\n");
    EXPECT_TRUE(isAtLine(problem, 2)) << problem;
    EXPECT_NE(problem.find("64 deep at most"), std::string::npos) << problem;
}

}  // namespace
}  // namespace delve
