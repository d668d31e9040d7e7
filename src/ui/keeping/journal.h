#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ui/keeping/recording.h"

namespace delve {

// The journal of inputs: every key, click, step and going back since the
// run was last saved, appended as it happens beside the save, so that a run
// killed at any moment goes on from its last input (docs/save-format.md,
// "The journal"). Its lines are a recording's `input`, `step` and `restore`
// lines, each sealed with a checksum (keep/sealed_lines.h), after a header
// that names the save they follow by its state hash.
inline constexpr int kJournalFormatVersion = 1;

// A journal larger than this is not read: a day of play between two saves
// is far smaller.
inline constexpr std::uintmax_t kMaxJournalBytes = 64u << 20;

// The sealed first line of a journal that follows the save whose state hash
// is `saveHash`.
std::string journalHeader(std::uint64_t saveHash);

struct Journal {
    std::vector<RecordedEntry> entries;
    bool tornTail = false;  // a last line cut short was dropped
    // The journal follows another save: the one before, when Delve was
    // stopped between writing a save and beginning its journal. That save
    // holds all the journal did, so the journal is not played; nothing is
    // lost, and nothing needs saying.
    bool followsAnotherSave = false;
};

// Reads a journal that should follow the save of state `saveHash`. A last
// line without its "\n" is dropped; one that follows another save is
// marked so, its entries unread; anything else wrong (a damaged line, a
// line that is not an input) throws RecordingError at its line.
Journal readJournal(std::string_view text, const std::string& source, std::uint64_t saveHash,
                    const RulesPtr& rules);

}  // namespace delve
