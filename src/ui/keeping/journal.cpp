#include "ui/keeping/journal.h"

#include <charconv>
#include <climits>

#include "core/utf8.h"
#include "keep/save_fields.h"
#include "keep/sealed_lines.h"
#include "keep/state_hash.h"

namespace delve {

namespace {

constexpr std::string_view kName = "delve-journal";

// The header's fields: the format, then the hash of the save followed.
// Whether that is the save of state `saveHash`.
bool checkHeader(std::string_view line, const std::string& source, std::uint64_t saveHash) {
    SaveRecord record(line, source, 1);
    if (record.word("the header") != kName) {
        record.failAt(
            0, "not a Delve journal: the first line should begin \"" + std::string(kName) + "\"");
    }
    const std::int64_t version = record.number("the format version", 0, INT_MAX);
    if (version != kJournalFormatVersion) {
        record.failField("written in format " + std::to_string(version) +
                         "; this Delve reads format " + std::to_string(kJournalFormatVersion));
    }
    const std::string_view field = record.word("the save's hash");
    std::uint64_t followed = 0;
    const auto [end, error] =
        std::from_chars(field.data(), field.data() + field.size(), followed, 16);
    if (field.size() != 16 || error != std::errc{} || end != field.data() + field.size()) {
        record.failField("the hash is sixteen hex digits, not \"" + std::string(field) + "\"");
    }
    record.done();
    return followed == saveHash;
}

}  // namespace

std::string journalHeader(std::uint64_t saveHash) {
    return sealLines(std::string(kName) + " " + std::to_string(kJournalFormatVersion) + " " +
                     hashText(saveHash) + "\n");
}

Journal readJournal(std::string_view text, const std::string& source, std::uint64_t saveHash,
                    const RulesPtr& rules) {
    Journal journal;
    try {
        const UnsealedText lines = unsealLines(text, source);
        // Each line's checksum has held: bytes that are not UTF-8 were
        // written so, and are refused as anywhere else.
        if (const auto fault = utf8Fault(lines.text, "a journal")) {
            throw SaveError(source, fault->place.line, fault->place.column, fault->problem);
        }
        journal.tornTail = lines.tornTail;
        const std::size_t headerEnd = lines.text.find('\n');
        if (headerEnd == std::string::npos) {
            throw SaveError(source, 1, 1, "the journal has no header line");
        }
        if (!checkHeader(std::string_view(lines.text).substr(0, headerEnd), source, saveHash)) {
            journal.followsAnotherSave = true;
            return journal;
        }
        journal.entries = readRecordedEntries(std::string_view(lines.text).substr(headerEnd + 1),
                                              source, 2, rules);
    } catch (const SaveError& error) {
        throw RecordingError(error.source(), error.line(), error.column(), error.problem());
    }
    return journal;
}

}  // namespace delve
