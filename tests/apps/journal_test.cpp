// The journal of inputs beside a save: a run stopped at any moment, without
// a save, goes on from its last input (ui/keeping/journal.h, apps/journal_file.h).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "core/atomic_file.h"
#include "file_keeper.h"
#include "keep/state_hash.h"
#include "run_files.h"
#include "support/pressing.h"
#include "support/temp_folder.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/text/log_lines.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

GameOptions journalOptionsFor(std::uint64_t seed) {
    return GameOptions{seed, "fighter", nullptr, testing::rules()};
}

// A run played with its files at `save`, left as a kill leaves it: the App
// is gone and nothing was saved on the way out. Gives the hash it had.
std::uint64_t playAndDrop(const fs::path& save, std::u32string_view keys, std::uint64_t seed = 17) {
    FileKeeper keeper(save, testing::rules());
    App app(journalOptionsFor(seed), StartChoices{}, DrawStyle{});
    app.keeping().setKeeper(keeper);
    testing::pressAll(app, keys);
    return stateHash(app.game());
}

// The hash of the same keys played with nothing kept.
std::uint64_t hashAfter(std::u32string_view keys) {
    App app(journalOptionsFor(17), StartChoices{}, DrawStyle{});
    testing::pressAll(app, keys);
    return stateHash(app.game());
}

// As Delve starts again: the saved run, its journal played on it.
struct Restored {
    std::uint64_t hash = 0;
    std::optional<std::string> journalProblem;
    std::string lastLine;
};

Restored restore(const fs::path& save) {
    FileKeeper keeper(save, testing::rules());
    std::optional<KeptRun> kept = keeper.savedRun();
    if (!kept) {
        ADD_FAILURE() << "no saved run at " << save;
        return {};
    }
    Restored restored;
    restored.journalProblem = kept->journalProblem;
    App app(journalOptionsFor(17), StartChoices{}, DrawStyle{});
    app.keeping().setKeeper(keeper);
    app.keeping().resume(std::move(*kept));
    restored.hash = stateHash(app.game());
    restored.lastLine = logLines(app, 0).back().text;
    return restored;
}

constexpr std::u32string_view kWalk = U"lljjhhkkljlj";

TEST(Journal, ARunDroppedWithoutSavingGoesOnFromItsLastInput) {
    const testing::TempFolder folder("journal_dropped");
    const fs::path save = folder.path() / "save.txt";
    const std::uint64_t played = playAndDrop(save, kWalk);
    ASSERT_NE(played, hashAfter(U"")) << "the walk changed the run";
    EXPECT_EQ(restore(save).hash, played);
    // Played again and saved anew: the journal begins again after it.
    const std::string journal = readWholeFile(pathBeside(save, "journal"));
    EXPECT_EQ(journal.find("input"), std::string::npos) << journal;
    EXPECT_EQ(restore(save).hash, played) << "and again from the new save";
}

TEST(Journal, EveryInputIsWrittenAsItHappens) {
    const testing::TempFolder folder("journal_lines");
    const fs::path save = folder.path() / "save.txt";
    playAndDrop(save, U"lj");
    const std::string journal = readWholeFile(pathBeside(save, "journal"));
    EXPECT_EQ(journal.rfind("delve-journal 1 ", 0), 0u) << journal;
    EXPECT_NE(journal.find("\ninput l 96f7c15e\ninput j "), std::string::npos) << journal;
}

// However the last line was cut (a power cut, a full disk mid-write), the
// run goes on from the line before it.
TEST(Journal, AJournalTornAtEveryByteOfItsLastLineRestoresToTheLineBefore) {
    const testing::TempFolder folder("journal_torn");
    const fs::path save = folder.path() / "save.txt";
    const fs::path journalPath = pathBeside(save, "journal");
    playAndDrop(save, kWalk);
    const std::string whole = readWholeFile(journalPath);
    const std::string saveText = readWholeFile(save);
    const std::size_t lastLine = whole.rfind('\n', whole.size() - 2) + 1;
    const std::uint64_t before = hashAfter(kWalk.substr(0, kWalk.size() - 1));
    for (std::size_t cut = lastLine; cut < whole.size(); ++cut) {
        writeFileAtomically(save, saveText);
        writeFileAtomically(journalPath, whole.substr(0, cut));
        const Restored restored = restore(save);
        EXPECT_EQ(restored.hash, before) << "cut at byte " << cut;
        EXPECT_FALSE(restored.journalProblem) << *restored.journalProblem;
    }
}

TEST(Journal, ADamagedLineSetsTheJournalAsideAndSaysSo) {
    const testing::TempFolder folder("journal_damaged");
    const fs::path save = folder.path() / "save.txt";
    const fs::path journalPath = pathBeside(save, "journal");
    playAndDrop(save, kWalk);
    std::string journal = readWholeFile(journalPath);
    journal[journal.find("input j") + 6] = 'k';
    writeFileAtomically(journalPath, journal);

    const Restored restored = restore(save);
    EXPECT_EQ(restored.hash, hashAfter(U"")) << "the run goes on from the save alone";
    ASSERT_TRUE(restored.journalProblem);
    EXPECT_NE(restored.journalProblem->find("save.journal.txt:4:"), std::string::npos)
        << *restored.journalProblem;
    EXPECT_NE(restored.journalProblem->find("kept as"), std::string::npos);
    EXPECT_EQ(readWholeFile(pathBeside(save, "journal-kept")), journal) << "kept as it was";
    EXPECT_EQ(restored.lastLine.rfind("What you did since the last save could not be played", 0),
              0u)
        << restored.lastLine;
}

// A kill between writing a save and beginning its journal leaves the
// journal of the save before: the save holds all it did. It is not played,
// and kept aside without a word.
TEST(Journal, AJournalOfAnotherSaveIsNotPlayedOnThisOne) {
    const testing::TempFolder folder("journal_other");
    const fs::path save = folder.path() / "save.txt";
    const fs::path other = folder.path() / "other.txt";
    playAndDrop(save, U"ll");
    playAndDrop(other, kWalk, 18);
    const std::string stale = readWholeFile(pathBeside(other, "journal"));
    fs::copy_file(pathBeside(other, "journal"), pathBeside(save, "journal"),
                  fs::copy_options::overwrite_existing);
    const Restored restored = restore(save);
    EXPECT_FALSE(restored.journalProblem) << *restored.journalProblem;
    EXPECT_EQ(restored.hash, hashAfter(U"")) << "the save alone";
    EXPECT_EQ(readWholeFile(pathBeside(save, "journal-kept")), stale);
}

// The offer of a saved run comes before the run: its keys, and the key
// that takes it up, are not the run's inputs.
TEST(Journal, KeysOnTheOfferOfASavedRunAreNotJournalled) {
    const testing::TempFolder folder("journal_offer");
    const fs::path save = folder.path() / "save.txt";
    const std::uint64_t played = playAndDrop(save, kWalk);
    {
        FileKeeper keeper(save, testing::rules());
        App app(journalOptionsFor(17), StartChoices::onlyTheClass(), DrawStyle{});
        app.keeping().setKeeper(keeper);
        app.keeping().offerSavedRun();
        ASSERT_EQ(app.topScreenName(), "continue");
        const std::string before = readWholeFile(pathBeside(save, "journal"));
        testing::pressAll(app, U"xz");
        EXPECT_EQ(readWholeFile(pathBeside(save, "journal")), before) << "no key of the offer";
        testing::press(app, U'c');
        ASSERT_EQ(app.topScreenName(), "play");
        EXPECT_EQ(stateHash(app.game()), played);
    }
    const std::string journal = readWholeFile(pathBeside(save, "journal"));
    EXPECT_EQ(journal.find("input"), std::string::npos) << journal;
    EXPECT_EQ(restore(save).hash, played);
}

TEST(Journal, DeathRemovesTheJournalWithTheSave) {
    const testing::TempFolder folder("journal_death");
    const fs::path save = folder.path() / "save.txt";
    FileKeeper keeper(save, testing::rules());
    App app(journalOptionsFor(17), StartChoices{}, DrawStyle{});
    app.keeping().setKeeper(keeper);
    testing::press(app, U'l');
    ASSERT_TRUE(fs::exists(pathBeside(save, "journal")));
    keeper.runEnded(app.game());
    EXPECT_FALSE(fs::exists(save));
    EXPECT_FALSE(fs::exists(pathBeside(save, "journal")));
}

}  // namespace
}  // namespace delve
