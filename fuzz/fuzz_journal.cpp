// Feeds any bytes to the journal reader, as a start with a save and its
// journal does (ui/keeping/journal.h). The first byte chooses how: even, the rest
// is the journal as it lies on disk; odd, the rest is sealed line by line
// here first, with a true header, so the fuzzer reaches the lines' grammar
// behind the checksums. A RecordingError (or a SaveError from a damaged
// seal) is the right answer to bad bytes. A journal that reads is played
// into an App resumed from its save, at most kMostEntries entries, the
// rules checked after each; then its frame is drawn and its dump made.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "content/rules_loader.h"
#include "fuzz_app.h"
#include "keep/save_error.h"
#include "keep/sealed_lines.h"
#include "ui/keeping/journal.h"
#include "ui/keeping/recording.h"
#include "ui/keeping/replay.h"

using namespace delve;

namespace {

constexpr std::size_t kMostEntries = 300;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesPtr rules = loadRules(DELVE_DATA_DIR);
    // The save the journal follows: a new run, as the game saves before
    // its first input.
    static const Game saved(GameOptions{9, "fighter", nullptr, rules});
    static const std::uint64_t savedHash = stateHash(saved);
    if (size == 0) {
        return 0;
    }
    std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    if (data[0] % 2 == 1) {
        text = journalHeader(savedHash) + sealLines(text);
    }
    Journal journal;
    try {
        journal = readJournal(text, "fuzz.journal", savedHash, rules);
    } catch (const RecordingError&) {
        return 0;
    } catch (const SaveError&) {
        return 0;
    }
    if (journal.followsAnotherSave) {
        return 0;
    }
    App app(fuzz::appOptions(rules), StartChoices::onlyTheClass(), DrawStyle{});
    app.resumeRun(saved);
    for (std::size_t i = 0; i < journal.entries.size() && i < kMostEntries && !app.wantsQuit();
         ++i) {
        playRecordedEntry(app, journal.entries[i]);
        if (app.hasGame()) {
            fuzz::checkInvariants(app.game());
        }
    }
    fuzz::checkShown(app);
    return 0;
}
