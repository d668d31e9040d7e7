#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <vector>

#include "core/atomic_file.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "save_test_games.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

// A wide hand-made floor, so that one save is long enough (hundreds of
// kilobytes) for a kill to land in the middle of writing it.
std::string wideLevel() {
    const int width = 900;
    const int height = 120;
    std::string text = std::string(static_cast<std::size_t>(width), '#') + "\n";
    for (int y = 1; y < height - 1; ++y) {
        std::string row(static_cast<std::size_t>(width), '.');
        row.front() = '#';
        row.back() = '#';
        if (y == 1) {
            row[1] = '@';
        }
        for (int x = 7; x < width - 1; x += 37) {
            row[static_cast<std::size_t>(x)] = y % 8 == 3 && x % 3 == 1 ? 'r' : '.';
        }
        text += row + "\n";
    }
    text += std::string(static_cast<std::size_t>(width), '#') + "\nlegend|r|monster|rat\nend\n";
    return text;
}

// The moments of a write, in order, and what each leaves: before the rename
// the old save is whole and the new text lies in a temporary file beside it,
// as much of it as was written; from the rename on, the new save is whole.
struct Moment {
    WriteStep step;
    const char* name;
};
constexpr Moment kMoments[] = {{WriteStep::Created, "created"},
                               {WriteStep::HalfWritten, "half written"},
                               {WriteStep::Written, "written"},
                               {WriteStep::Flushed, "flushed"},
                               {WriteStep::Renamed, "renamed"}};

// A child saves a large run over an older one and is killed at each moment
// of the write in turn: it stops there and says so through a pipe, so the
// kill lands exactly mid-write, with no clock to guess by. Each time the file
// is one whole save or the other and loads as that run, and the temporary
// file beside it holds what the writer had written.
TEST(SaveKilled, AKillAtEveryMomentOfAWriteLeavesAWholeSave) {
    const fs::path folder =
        fs::temp_directory_path() / ("delve_killed_" + std::to_string(::getpid()));
    fs::remove_all(folder);
    fs::create_directories(folder);
    const fs::path file = folder / "run.sav";
    const testing::TempLevel level("killed_wide", wideLevel());
    Game first(GameOptions{3, "rogue", level.level(), testing::rules()});
    Game second = first;
    Rng walker(17);
    testing::playRandomly(second, walker, 60);
    ASSERT_NE(stateHash(first), stateHash(second));
    const std::string firstText = saveGame(first);
    const std::string secondText = saveGame(second);
    ASSERT_GT(secondText.size(), 200'000u);

    for (const Moment& moment : kMoments) {
        SCOPED_TRACE(moment.name);
        writeFileAtomically(file, firstText);
        int pipe[2];
        ASSERT_EQ(::pipe(pipe), 0);
        const pid_t child = ::fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            ::close(pipe[0]);
            writeFileAtomically(file, secondText, [&](WriteStep step) {
                if (step == moment.step) {
                    const char here = 'x';
                    (void)::write(pipe[1], &here, 1);
                    for (;;) {
                        ::pause();  // until the kill
                    }
                }
            });
            ::_exit(0);
        }
        ::close(pipe[1]);
        char here = 0;
        ASSERT_EQ(::read(pipe[0], &here, 1), 1) << "the writer reached the moment";
        ::close(pipe[0]);
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        ASSERT_TRUE(WIFSIGNALED(status));

        const bool renamed = moment.step == WriteStep::Renamed;
        const std::string found = readWholeFile(file);
        EXPECT_EQ(found == secondText, renamed);
        EXPECT_EQ(found == firstText, !renamed);
        const Game loaded = loadGameFromFile(file, testing::rules());
        EXPECT_EQ(stateHash(loaded), stateHash(renamed ? second : first));

        // The temporary file: the part written when the kill landed.
        std::vector<fs::path> leftovers;
        for (const auto& entry : fs::directory_iterator(folder)) {
            if (entry.path().filename() != "run.sav") {
                leftovers.push_back(entry.path());
            }
        }
        if (renamed) {
            EXPECT_TRUE(leftovers.empty());
            continue;
        }
        ASSERT_EQ(leftovers.size(), 1u);
        const std::string partial = readWholeFile(leftovers.front());
        const std::size_t expected = moment.step == WriteStep::Created       ? 0
                                     : moment.step == WriteStep::HalfWritten ? secondText.size() / 2
                                                                             : secondText.size();
        EXPECT_EQ(partial.size(), expected);
        EXPECT_EQ(secondText.compare(0, partial.size(), partial), 0);
        EXPECT_EQ(removeLeftoverTemporaries(file), 1);
    }
    fs::remove_all(folder);
}

}  // namespace
}  // namespace delve
