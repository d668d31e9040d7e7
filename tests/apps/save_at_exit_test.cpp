// A run ended by exit() from below the game, as Xlib ends one when the
// window's display goes away, is saved first, as quitting saves it.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "file_keeper.h"
#include "keep/state_hash.h"
#include "run_files.h"
#include "save_at_exit.h"
#include "support/temp_folder.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/keeping/journal.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

const std::u32string kExitKeys = U"jjlls";

GameOptions options() {
    return GameOptions{21, "rogue", nullptr, testing::shippedRules()};
}

void pressTheExitKeys(App& app) {
    for (const char32_t key : kExitKeys) {
        app.handle(InputEvent::keyPress(Key::of(key)));
    }
}

// Plays in a child that then leaves by exit(1), with or without the guard;
// the child's exit status.
int playAndExit(const fs::path& save, bool guarded) {
    const pid_t child = ::fork();
    if (child == 0) {
        FileKeeper keeper(save, testing::shippedRules());
        App app(options(), StartChoices{}, DrawStyle{});
        app.keeping().setKeeper(keeper);
        pressTheExitKeys(app);
        if (guarded) {
            const SaveAtExit saveAtExit(app);
            std::exit(1);
        }
        std::exit(1);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::uint64_t hashAfterTheKeys() {
    App app(options(), StartChoices{}, DrawStyle{});
    pressTheExitKeys(app);
    return stateHash(app.game());
}

TEST(SaveAtExit, AnExitWhileGuardedSavesTheRunAsItStands) {
    const testing::TempFolder folder("save_at_exit");
    const fs::path save = folder.path() / "save.txt";
    ASSERT_EQ(playAndExit(save, true), 1) << "the exit's own status is kept";
    FileKeeper keeper(save, testing::shippedRules());
    std::optional<KeptRun> kept = keeper.savedRun();
    ASSERT_TRUE(kept);
    // The save itself holds every key: its journal has nothing after it.
    EXPECT_EQ(stateHash(kept->game), hashAfterTheKeys());
    EXPECT_TRUE(kept->journal.empty());
}

TEST(SaveAtExit, WithoutTheGuardOnlyTheJournalHoldsTheKeys) {
    const testing::TempFolder folder("exit_unguarded");
    const fs::path save = folder.path() / "save.txt";
    ASSERT_EQ(playAndExit(save, false), 1);
    FileKeeper keeper(save, testing::shippedRules());
    std::optional<KeptRun> kept = keeper.savedRun();
    ASSERT_TRUE(kept);
    EXPECT_NE(stateHash(kept->game), hashAfterTheKeys()) << "the save is the one before the keys";
    EXPECT_EQ(kept->journal.size(), kExitKeys.size());
}

}  // namespace
}  // namespace delve
