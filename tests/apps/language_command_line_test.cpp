// Choosing the language with the real binary: --lang, the environment, the
// settings file (--settings for headless runs), the catalogs' folder, and
// the dump's `language`.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "core/atomic_file.h"
#include "support/build_folders.h"
#include "support/run_delve.h"
#include "support/temp_folder.h"

namespace delve {
namespace {

namespace fs = std::filesystem;
using testing::runDelve;

// No locale variable set (runDelve clears them), nor a catalogs' folder, nor
// a display, nor a home of the player's: each test adds what it means.
std::string clean(const std::string& more = "") {
    return "-u DELVE_LOCALE -u XDG_DATA_HOME -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "
           "HOME=/nonexistent " +
           more;
}

// The dump is the last line; what was said on stderr comes before it.
nlohmann::json dumpOf(const testing::CommandResult& result) {
    EXPECT_EQ(result.status, 0) << result.output;
    std::string text = result.output;
    while (!text.empty() && text.back() == '\n') {
        text.pop_back();
    }
    return nlohmann::json::parse(text.substr(text.rfind('\n') + 1));
}

bool says(const testing::CommandResult& result, const std::string& text) {
    return result.output.find(text) != std::string::npos;
}

bool logHas(const nlohmann::json& dump, const std::string& text) {
    for (const auto& message : dump["messages"]) {
        if (message.get<std::string>().find(text) != std::string::npos) {
            return true;
        }
    }
    return false;
}

TEST(LanguageCommandLine, LangChoosesTheLanguage) {
    for (const char* code : {"bg", "de", "en", "es"}) {
        const auto result =
            runDelve(std::string("--headless --seed 3 --dump --keys . --lang ") + code, clean());
        EXPECT_EQ(dumpOf(result)["language"], code) << result.output;
    }
}

TEST(LanguageCommandLine, WithoutLangTheEnvironmentDecidesElseEnglish) {
    const std::string run = "--headless --seed 3 --dump --keys .";
    EXPECT_EQ(dumpOf(runDelve(run, clean("LANG=es_ES.UTF-8")))["language"], "es");
    EXPECT_EQ(dumpOf(runDelve(run, clean("LANGUAGE=fr:bg LANG=de_DE.UTF-8")))["language"], "bg");
    EXPECT_EQ(dumpOf(runDelve(run, clean("LC_ALL=C LANG=de_DE.UTF-8")))["language"], "en");
    EXPECT_EQ(dumpOf(runDelve(run, clean()))["language"], "en");
    EXPECT_EQ(dumpOf(runDelve(run + " --lang en", clean("LANG=de_DE.UTF-8")))["language"], "en");
}

TEST(LanguageCommandLine, AHeadlessFrameShowsTheLanguagesInTheirOwnScript) {
    const auto result = runDelve("--headless --seed 3 --keys '<Esc>l'", clean());
    EXPECT_EQ(result.status, 0) << result.output;
    for (const char* name : {"Български", "Deutsch", "English", "Español"}) {
        EXPECT_TRUE(says(result, name)) << name << "\n" << result.output;
    }
}

TEST(LanguageCommandLine, AnUnknownLanguageIsRefusedWithTheLanguagesBeforeAnythingOpens) {
    const std::string refusal = "delve: --lang: \"fr\" is not one of bg, de, en, es";
    auto result = runDelve("--headless --lang fr --keys .", clean());
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_TRUE(says(result, refusal)) << result.output;
    // Before a window or a terminal is tried.
    result = runDelve("--lang fr < /dev/null", clean());
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_TRUE(says(result, refusal)) << result.output;
    EXPECT_FALSE(says(result, "no terminal")) << result.output;
    EXPECT_FALSE(says(result, "No window")) << result.output;
    result = runDelve("--lang DE --terminal < /dev/null", clean());
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_TRUE(says(result, "--lang: \"DE\" is not one of")) << result.output;
    result = runDelve("--headless --lang", clean());
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_TRUE(says(result, "--lang: needs a value")) << result.output;
}

TEST(LanguageCommandLine, AHeadlessRunLeavesThePlayersSettingsAlone) {
    testing::TempFolder home("lang_home");
    const fs::path file = home.path() / ".config" / "delve" / "settings.toml";
    fs::create_directories(file.parent_path());
    writeFileAtomically(file, "language = \"bg\"\n");
    const std::string environment = clean("HOME=" + home.path().string() + " LANG=de_DE.UTF-8");
    const auto result = runDelve("--headless --seed 3 --dump --keys '<Esc>lc'", environment);
    EXPECT_EQ(dumpOf(result)["language"], "en") << "chosen in the menu";
    EXPECT_EQ(dumpOf(runDelve("--headless --dump --keys .", environment))["language"], "de")
        << "the settings were not read";
    EXPECT_EQ(readWholeFile(file), "language = \"bg\"\n");
}

TEST(LanguageCommandLine, TheSettingsOptionIsReadAndKeepsTheMenusChoice) {
    testing::TempFolder folder("lang_settings");
    const fs::path file = folder.path() / "deep" / "settings.toml";
    const std::string settings = " --settings " + file.string();
    auto result = runDelve("--headless --seed 3 --dump --keys '<Esc>lb<Esc>'" + settings,
                           clean("LANG=es_ES.UTF-8"));
    EXPECT_EQ(dumpOf(result)["language"], "de");
    EXPECT_EQ(dumpOf(result)["screen"], "play");
    ASSERT_TRUE(fs::exists(file));
    EXPECT_NE(readWholeFile(file).find("\nlanguage = \"de\"\n"), std::string::npos)
        << readWholeFile(file);
    // Next time: the settings over the environment, --lang over the settings.
    result = runDelve("--headless --dump --keys ." + settings, clean("LANG=es_ES.UTF-8"));
    EXPECT_EQ(dumpOf(result)["language"], "de");
    result = runDelve("--headless --dump --keys . --lang bg" + settings, clean("LANG=es_ES"));
    EXPECT_EQ(dumpOf(result)["language"], "bg");
}

TEST(LanguageCommandLine, ABrokenSettingsFileIsReportedWhereAndLeftAsItIs) {
    testing::TempFolder folder("lang_broken_settings");
    const fs::path file = folder.path() / "settings.toml";
    const std::string broken = "# mine\nlanguage = 3\n";
    writeFileAtomically(file, broken);
    const std::string where = file.string() + ":2:12: language wants a language code";
    auto result = runDelve("--headless --seed 3 --dump --keys . --settings " + file.string(),
                           clean("LANG=es_ES.UTF-8"));
    EXPECT_TRUE(says(result, "delve: " + where)) << result.output;
    const nlohmann::json dump = dumpOf(result);
    EXPECT_EQ(dump["language"], "es") << "the defaults: the environment decides";
    EXPECT_TRUE(logHas(dump, where)) << dump["messages"];
    // Delve's own words about it are in the language it speaks.
    EXPECT_TRUE(logHas(dump, "el archivo queda como está")) << dump["messages"];
    EXPECT_EQ(readWholeFile(file), broken);
    // Choosing a language in the game writes it anew.
    result = runDelve("--headless --seed 3 --dump --keys '<Esc>la' --settings " + file.string(),
                      clean());
    EXPECT_EQ(dumpOf(result)["language"], "bg");
    EXPECT_NE(readWholeFile(file).find("\nlanguage = \"bg\"\n"), std::string::npos);
}

TEST(LanguageCommandLine, AMissingCatalogFolderFallsBackToEnglishAndSaysSo) {
    testing::TempFolder folder("lang_no_catalogs");
    const fs::path none = folder.path() / "none";
    const auto result = runDelve("--headless --seed 3 --dump --keys . --lang de",
                                 clean("DELVE_LOCALE=" + none.string()));
    const std::string note = (none / "de" / "LC_MESSAGES" / "delve.mo").string() +
                             ": no catalog for Deutsch; playing in English.";
    EXPECT_TRUE(says(result, "delve: " + note)) << result.output;
    const nlohmann::json dump = dumpOf(result);
    EXPECT_EQ(dump["language"], "en");
    EXPECT_TRUE(logHas(dump, note)) << dump["messages"];
}

TEST(LanguageCommandLine, DelveLocaleNamesTheCatalogsFolder) {
    testing::TempFolder folder("lang_catalogs");
    fs::copy(fs::path(testing::kLocaleFolder) / "bg", folder.path() / "bg",
             fs::copy_options::recursive);
    const std::string environment = clean("DELVE_LOCALE=" + folder.path().string());
    auto result = runDelve("--headless --dump --keys . --lang bg", environment);
    EXPECT_EQ(dumpOf(result)["language"], "bg");
    EXPECT_FALSE(says(result, "playing in English")) << result.output;
    result = runDelve("--headless --dump --keys . --lang es", environment);
    EXPECT_EQ(dumpOf(result)["language"], "en");
    EXPECT_TRUE(says(result, "no catalog for Español")) << result.output;
}

TEST(LanguageCommandLine, AReplayTakesLangAndTellsAMissingCatalogOnlyOnStderr) {
    testing::TempFolder folder("lang_replay");
    const fs::path recording = folder.path() / "run.rec";
    ASSERT_EQ(
        runDelve("--headless --seed 4 --keys jjl --record " + recording.string(), clean()).status,
        0);
    auto result = runDelve("replay " + recording.string() + " --dump --lang bg", clean());
    EXPECT_EQ(dumpOf(result)["language"], "bg");
    result = runDelve("replay " + recording.string() + " --dump", clean("LANG=de_DE.UTF-8"));
    EXPECT_EQ(dumpOf(result)["language"], "de");
    // The note stays out of the replay's log, so the replay still ends as
    // the run did.
    result = runDelve("replay " + recording.string() + " --dump --lang es",
                      clean("DELVE_LOCALE=/nonexistent"));
    EXPECT_TRUE(says(result, "delve replay: /nonexistent/es/LC_MESSAGES/delve.mo: no catalog"))
        << result.output;
    const nlohmann::json dump = dumpOf(result);
    EXPECT_EQ(dump["language"], "en");
    EXPECT_FALSE(logHas(dump, "no catalog")) << dump["messages"];
    result = runDelve("replay " + recording.string() + " --dump --lang xx", clean());
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_TRUE(says(result, "delve replay: --lang: \"xx\" is not one of bg, de, en, es"))
        << result.output;
}

}  // namespace
}  // namespace delve
