#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/source_error.h"
#include "keep/score_table.h"

namespace delve {

// The score file is a text format of our own (docs/records.md): a header
// with its version, comment lines, one `run` line a run, and `end`.
// Format 2 added the hero's experience; a format-1 table still reads, its
// runs with experience 0. Format 4 added whether the run was shown hidden
// things (F1, F3); older tables read with none shown. Format 5 added the
// adventure to the `run` line and a `name` line after it; older tables
// read as runs of the Dungeon by heroes without a name.
inline constexpr int kScoreFormatVersion = 5;
inline constexpr int kOldestScoreFormatVersion = 1;

// What is wrong with a score file, and where: "source:line:column: problem".
class ScoreFileError : public SourceError {
  public:
    using SourceError::SourceError;
};

std::string scoreFileText(const ScoreTable& table);

// The table in a score file's text; `source` names it in errors. All or
// nothing: the first fault throws a ScoreFileError. Runs out of order are
// put in order, and only the best ScoreTable::kKept are kept.
ScoreTable readScoreFile(std::string_view text, const std::string& source);

// A score file larger than this is not read: twenty runs take a few
// kilobytes.
inline constexpr std::uintmax_t kMaxScoreFileBytes = 1u << 20;

// The table at `path`, or nothing when there is no file there yet. Throws
// ScoreFileError when the file cannot be read or is damaged.
std::optional<ScoreTable> loadScoreFile(const std::filesystem::path& path);

// Replaces the file atomically (core/atomic_file.h); throws
// std::runtime_error naming the path when it cannot be written.
void saveScoreFile(const ScoreTable& table, const std::filesystem::path& path);

}  // namespace delve
