// The language in a real terminal: the languages in their own script where
// the locale is UTF-8, the choice kept in the player's settings file, and
// English (said in the log) where the locale cannot show their letters.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

#include "core/atomic_file.h"
#include "support/temp_folder.h"
#include "support/terminal_run.h"

namespace delve {
namespace {

namespace fs = std::filesystem;
using testing::TerminalRun;

TEST(LanguageInTheTerminal, TheListShowsEachLanguageInItsOwnScriptAndTheChoiceIsKept) {
    const testing::TempFolder home("terminal_languages");
    const fs::path settings = home.path() / ".config" / "delve" / "settings.toml";
    fs::create_directories(settings.parent_path());
    writeFileAtomically(settings, "language = \"es\"\n");
    {
        TerminalRun run(home.path(), {"--terminal", "--seed", "5", "--class", "rogue"});
        // The game speaks Spanish from the start: the panel's health is "PS".
        ASSERT_TRUE(run.waitFor("PS 13/13")) << run.output();
        run.type("\x1b");
        ASSERT_TRUE(run.waitFor("Español")) << "the player's settings were read\n" << run.output();
        run.type("l");
        ASSERT_TRUE(run.waitFor("Български")) << run.output();
        run.type("b");
        ASSERT_TRUE(run.waitFor("Deutsch")) << run.output();
        run.type("qy");
        EXPECT_EQ(run.finish(), 0) << run.output();
    }
    EXPECT_NE(readWholeFile(settings).find("\nlanguage = \"de\"\n"), std::string::npos)
        << readWholeFile(settings);
}

TEST(LanguageInTheTerminal, ALocaleWithoutUtf8GetsEnglishAndTheLogSaysSo) {
    const testing::TempFolder home("terminal_ascii");
    const fs::path save = home.path() / ".local" / "share" / "delve" / "save.txt";
    {
        TerminalRun run(home.path(),
                        {"--terminal", "--seed", "5", "--class", "rogue", "--lang", "de"}, "C");
        ASSERT_TRUE(run.waitFor("Around:")) << run.output();
        // The log says why: the line is the app's own, on the screen only.
        EXPECT_TRUE(run.waitFor("UTF-8")) << run.output();
        EXPECT_TRUE(run.waitFor("English")) << run.output();
        run.type("\x1bl");
        // The list offers no language whose letters cannot be shown.
        ASSERT_TRUE(run.waitFor("(needs")) << run.output();
        run.type("\x1bqy");
        EXPECT_EQ(run.finish(), 0) << run.output();
    }
    // The save keeps the game's log, not the app's lines.
    ASSERT_TRUE(fs::exists(save));
    EXPECT_EQ(readWholeFile(save).find("UTF-8"), std::string::npos) << readWholeFile(save);
    EXPECT_FALSE(fs::exists(home.path() / ".config")) << "nothing was chosen, nothing kept";
}

}  // namespace
}  // namespace delve
