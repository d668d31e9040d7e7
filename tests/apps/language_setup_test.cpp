// The language as Delve starts: the settings read (or not), the precedence,
// and English with a note wherever a catalog or the terminal falls short.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>

#include "core/atomic_file.h"
#include "language_setup.h"
#include "support/fake_environment.h"
#include "support/temp_folder.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

// A frontend that shows nothing, and ASCII alone if so told.
class BlindFrontend : public Frontend {
  public:
    explicit BlindFrontend(bool everyLetter) : everyLetter_(everyLetter) {}
    int columns() const override { return 80; }
    int rows() const override { return 24; }
    void present(const CellBuffer&) override {}
    std::optional<InputEvent> nextEvent(int) override { return std::nullopt; }
    bool showsEveryLetter() const override { return everyLetter_; }

  private:
    bool everyLetter_;
};

// A home folder with a settings file in it, and the environment of a German
// locale around it.
class LanguageSetupTest : public ::testing::Test {
  protected:
    LanguageSetupTest() : home_("language_setup") {}

    fs::path settingsFile() const { return home_.path() / ".config" / "delve" / "settings.toml"; }
    void writeSettings(const std::string& text) {
        fs::create_directories(settingsFile().parent_path());
        writeFileAtomically(settingsFile(), text);
    }
    Environment environment(std::map<std::string, std::string> more = {}) const {
        more.emplace("HOME", home_.path().string());
        more.emplace("LANG", "de_DE.UTF-8");
        return testing::environmentOf(std::move(more));
    }
    static PlayOptions played(Display display) {
        PlayOptions options;
        options.display = display;
        return options;
    }

    // Whatever a test puts in use is put back.
    const ScopedCatalog restore_{Catalog()};
    testing::TempFolder home_;
};

TEST_F(LanguageSetupTest, AWindowOrTerminalRunSpeaksTheLanguageOfThePlayersSettings) {
    writeSettings("language = \"bg\"\n");
    const LanguageSetup setup(played(Display::Terminal), environment());
    EXPECT_EQ(currentLanguage(), Language::Bulgarian);
    EXPECT_TRUE(setup.notes().empty());
}

TEST_F(LanguageSetupTest, TheCommandLineWinsOverTheSettings) {
    writeSettings("language = \"bg\"\n");
    PlayOptions options = played(Display::Automatic);
    options.language = Language::Spanish;
    const LanguageSetup setup(options, environment());
    EXPECT_EQ(currentLanguage(), Language::Spanish);
}

TEST_F(LanguageSetupTest, WithoutSettingsTheEnvironmentDecides) {
    const LanguageSetup setup(played(Display::Window), environment());
    EXPECT_EQ(currentLanguage(), Language::German);
    EXPECT_FALSE(fs::exists(settingsFile())) << "reading makes no file";
}

TEST_F(LanguageSetupTest, AHeadlessRunReadsNoSettingsUnlessTold) {
    writeSettings("language = \"bg\"\n");
    EXPECT_EQ(settingsFileFor(played(Display::Headless), environment()), std::nullopt);
    {
        LanguageSetup setup(played(Display::Headless), environment());
        EXPECT_EQ(currentLanguage(), Language::German);
        EXPECT_EQ(setup.settings().settings(), Settings{});
    }
    PlayOptions told = played(Display::Headless);
    told.settingsPath = settingsFile().string();
    const LanguageSetup setup(told, environment());
    EXPECT_EQ(currentLanguage(), Language::Bulgarian);
}

TEST_F(LanguageSetupTest, ASettingThatCannotBeReadIsNotedTheOthersHoldAndTheFileIsLeftAsItIs) {
    const std::string broken = "language = 'de'\nvolume = 11\nsound = false\n";
    writeSettings(broken);
    LanguageSetup setup(played(Display::Terminal), environment({{"LANGUAGE", "es"}}));
    EXPECT_EQ(currentLanguage(), Language::German) << "the file's language, not the environment's";
    EXPECT_FALSE(setup.settings().settings().sound);
    EXPECT_EQ(setup.settings().settings().volume, 100) << "the default";
    ASSERT_EQ(setup.notes().size(), 1u);
    EXPECT_EQ(setup.notes()[0].rfind(settingsFile().string() + ":2:10: volume wants", 0), 0u)
        << setup.notes()[0];
    // The file's own problem stays as the reader wrote it; Delve's words
    // about it are German, as the game now speaks.
    EXPECT_NE(setup.notes()[0].find("behält seinen Standardwert"), std::string::npos)
        << setup.notes()[0];
    EXPECT_EQ(readWholeFile(settingsFile()), broken);
}

TEST_F(LanguageSetupTest, AFileThatIsNotTomlLeavesEveryDefault) {
    writeSettings("language = 'de\n");
    const LanguageSetup setup(played(Display::Terminal), environment({{"LANGUAGE", "es"}}));
    EXPECT_EQ(currentLanguage(), Language::Spanish) << "the defaults: the environment decides";
    ASSERT_EQ(setup.notes().size(), 1u);
    EXPECT_NE(setup.notes()[0].find("conserva su valor por defecto"), std::string::npos)
        << setup.notes()[0];
}

TEST_F(LanguageSetupTest, AMissingCatalogFolderFallsBackToEnglishWithANote) {
    const fs::path nowhere = home_.path() / "no-catalogs";
    PlayOptions options = played(Display::Headless);
    options.language = Language::German;
    const LanguageSetup setup(options, environment({{"DELVE_LOCALE", nowhere.string()}}));
    EXPECT_EQ(currentLanguage(), Language::English);
    ASSERT_EQ(setup.notes().size(), 1u);
    EXPECT_EQ(setup.notes()[0], (nowhere / "de" / "LC_MESSAGES" / "delve.mo").string() +
                                    ": no catalog for Deutsch; playing in English.");
}

TEST_F(LanguageSetupTest, ABrokenCatalogFallsBackToEnglishWithANote) {
    const fs::path folder = home_.path() / "catalogs";
    fs::create_directories(folder / "bg" / "LC_MESSAGES");
    writeFileAtomically(folder / "bg" / "LC_MESSAGES" / "delve.mo", "not a catalog at all");
    PlayOptions options = played(Display::Headless);
    options.language = Language::Bulgarian;
    const LanguageSetup setup(options, environment({{"DELVE_LOCALE", folder.string()}}));
    EXPECT_EQ(currentLanguage(), Language::English);
    ASSERT_EQ(setup.notes().size(), 1u);
    EXPECT_NE(setup.notes()[0].find("delve.mo"), std::string::npos) << setup.notes()[0];
    EXPECT_NE(setup.notes()[0].find("playing in English"), std::string::npos);
}

TEST_F(LanguageSetupTest, EnglishNeedsNoCatalog) {
    PlayOptions options = played(Display::Headless);
    options.language = Language::English;
    const LanguageSetup setup(options, environment({{"DELVE_LOCALE", "/nowhere"}}));
    EXPECT_EQ(currentLanguage(), Language::English);
    EXPECT_TRUE(setup.notes().empty());
}

TEST_F(LanguageSetupTest, AFrontendWithoutLettersBeyondAsciiGetsEnglishAndSaysSo) {
    PlayOptions options = played(Display::Terminal);
    options.language = Language::Spanish;
    LanguageSetup setup(options, environment());
    ASSERT_EQ(currentLanguage(), Language::Spanish);
    EXPECT_EQ(setup.fitTo(BlindFrontend(true)), std::nullopt);
    EXPECT_EQ(currentLanguage(), Language::Spanish);
    const auto note = setup.fitTo(BlindFrontend(false));
    ASSERT_TRUE(note);
    EXPECT_EQ(*note,
              "The terminal's locale is not UTF-8, so it cannot show the letters of \"es\": "
              "playing in English.");
    EXPECT_EQ(currentLanguage(), Language::English);
    // English can be shown anywhere.
    EXPECT_EQ(setup.fitTo(BlindFrontend(false)), std::nullopt);
}

}  // namespace
}  // namespace delve
