// Runs killed with SIGKILL at random moments (mid-turn, mid-save, mid-way
// through a journal line) and started again: each goes on in the state it
// had after the last input its journal holds. DELVE_CRASH_KILLS sets how
// many kills (200 by default).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include "core/atomic_file.h"
#include "core/rng.h"
#include "file_keeper.h"
#include "keep/state_hash.h"
#include "run_files.h"
#include "support/temp_folder.h"
#include "support/test_rules.h"
#include "ui/app.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

// A seed whose Dungeon player, pressing keys at random, lives through
// them all (floor 1's packs kill most such players).
constexpr std::uint64_t kSeed = 192;

// The run killed, and what its player presses: a fixed draw from `choices`,
// so every run of the test plays the same run.
struct Played {
    std::string adventure;
    std::u32string choices;
    // Saves on arriving at a new floor are among the moments killed: the
    // keys enter at least this many floors.
    int floorsEntered = 1;
};

// The Mine, whose stairs lead up as well as down: going up to the camp and
// down again makes a save on each arrival, among the moments killed. Its
// player takes the stairs (or travels back to them), walks, waits, rests
// and looks at the pack.
const Played kMine{"mine", U"><><><hjkl.Ri", 2};
// The Dungeon, whose floors are found by exploring: its player explores
// (fighting what stops the exploring), takes the stairs down, walks,
// waits, rests and looks at the pack.
const Played kDungeon{"dungeon", U"oo>ohjklyubnhjkl.RiR>", 1};

GameOptions options(const Played& played) {
    GameOptions options{kSeed, "fighter", nullptr, testing::shippedRules()};
    options.adventure = played.adventure;
    return options;
}

std::vector<Key> theKeys(const Played& played, int count) {
    const std::u32string& choices = played.choices;
    Rng draw(5);
    std::vector<Key> keys;
    for (int i = 0; i < count; ++i) {
        keys.push_back(Key::of(choices[draw.below(static_cast<std::uint32_t>(choices.size()))]));
        if (keys.back().character == U'i') {
            keys.push_back(Key::named(KeyCode::Escape));
        }
    }
    return keys;
}

// Plays the keys, each command to its end, calling `after(n)` once the n-th
// event (a key, or a step of a command) has been handled.
template <class After>
void play(App& app, const std::vector<Key>& keys, After after) {
    int events = 0;
    for (const Key& key : keys) {
        app.handle(InputEvent::keyPress(key));
        after(++events);
        while (app.commandRunning() && !app.game().isOver()) {
            app.stepCommand();
            after(++events);
        }
    }
}

// The child: plays with its files at `save`, telling the parent of each
// event done, then waits to be killed.
[[noreturn]] void playUntilKilled(const Played& played, const fs::path& save,
                                  const std::vector<Key>& keys, int tell) {
    FileKeeper keeper(save, testing::shippedRules());
    App app(options(played), StartChoices{}, DrawStyle{});
    app.keeping().setKeeper(keeper);
    play(app, keys, [tell](int events) {
        if (::write(tell, &events, sizeof events) != sizeof events) {
            ::_exit(3);
        }
    });
    for (;;) {
        ::pause();
    }
}

// As Delve starts again on the save: leftovers dealt with, the saved run
// and its journal played. Nothing when there is no save.
std::optional<std::uint64_t> restoredHash(const Played& played, const fs::path& save) {
    FileKeeper keeper(save, testing::shippedRules());
    keeper.recoverLeftovers();
    std::optional<KeptRun> kept = keeper.savedRun();
    if (!kept) {
        return std::nullopt;
    }
    EXPECT_FALSE(kept->journalProblem) << *kept->journalProblem;
    App app(options(played), StartChoices{}, DrawStyle{});
    app.keeping().setKeeper(keeper);
    app.keeping().resume(std::move(*kept));
    return stateHash(app.game());
}

// Half the kills each adventure.
int killsWanted() {
    const char* asked = std::getenv("DELVE_CRASH_KILLS");
    return std::max(1, (asked != nullptr ? std::atoi(asked) : 200) / 2);
}

void expectKilledRunsGoOn(const Played& played) {
    const std::vector<Key> keys = theKeys(played, 200);
    // The hash after each event, played with nothing kept.
    std::vector<std::uint64_t> hashes;
    int floorsEntered = 0;
    {
        App app(options(played), StartChoices{}, DrawStyle{});
        hashes.push_back(stateHash(app.game()));
        int depth = app.game().stage().depth();
        play(app, keys, [&](int) {
            hashes.push_back(stateHash(app.game()));
            floorsEntered += app.game().stage().depth() != depth ? 1 : 0;
            depth = app.game().stage().depth();
        });
        ASSERT_FALSE(app.game().isOver()) << "the run must outlive its keys";
    }
    const int events = static_cast<int>(hashes.size()) - 1;
    ASSERT_GE(floorsEntered, played.floorsEntered)
        << "saves on new floors are among the moments killed";

    const testing::TempFolder folder("crash_" + played.adventure);
    const fs::path save = folder.path() / "save.txt";
    Rng moments(99);
    const int kills = killsWanted();
    int restoredAhead = 0;
    int killedMidWrite = 0;
    const fs::path journal = pathBeside(save, "journal");
    for (int round = 0; round < kills; ++round) {
        fs::remove_all(folder.path());
        fs::create_directories(folder.path());
        int report[2];
        ASSERT_EQ(::pipe(report), 0);
        const pid_t child = ::fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            ::close(report[0]);
            playUntilKilled(played, save, keys, report[1]);
        }
        ::close(report[1]);
        // Killed as soon as the chosen event is told: the child is by then
        // somewhere further on, mid-turn, mid-save or mid-write.
        const int killAfter =
            1 + static_cast<int>(moments.below(static_cast<std::uint32_t>(events)));
        int told = 0;
        int last = 0;
        while (::read(report[0], &told, sizeof told) == sizeof told) {
            last = told;
            if (told >= killAfter) {
                ::kill(child, SIGKILL);
                break;
            }
        }
        while (::read(report[0], &told, sizeof told) == sizeof told) {
            last = told;
        }
        ::close(report[0]);
        int status = 0;
        ::waitpid(child, &status, 0);
        ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) << "round " << round;

        // A save or a journal begun again, cut short by the kill.
        killedMidWrite +=
            leftoverTemporaries(save).size() + leftoverTemporaries(journal).size() > 0 ? 1 : 0;
        const std::optional<std::uint64_t> hash = restoredHash(played, save);
        ASSERT_TRUE(hash) << "round " << round << ": nothing to go on from after event " << last;
        // The event after the last one told may have reached the journal
        // before the kill, but not the parent.
        const bool atLast = *hash == hashes[last];
        const bool oneAhead = last < events && *hash == hashes[last + 1];
        EXPECT_TRUE(atLast || oneAhead)
            << "round " << round << ": killed after event " << last << " of " << events;
        restoredAhead += !atLast && oneAhead ? 1 : 0;
    }
    ::testing::Test::RecordProperty(played.adventure + "_kills", kills);
    ::testing::Test::RecordProperty(played.adventure + "_restored_one_ahead", restoredAhead);
    ::testing::Test::RecordProperty(played.adventure + "_killed_mid_write", killedMidWrite);
}

TEST(Crash, AKilledMineRunGoesOnFromItsLastJournalledInput) {
    expectKilledRunsGoOn(kMine);
}

TEST(Crash, AKilledDungeonRunGoesOnFromItsLastJournalledInput) {
    expectKilledRunsGoOn(kDungeon);
}

}  // namespace
}  // namespace delve
