#pragma once

#include <filesystem>
#include <functional>
#include <string_view>

namespace delve {

// Replaces the file at `path` with `contents` so that, whatever happens
// midway (a full disk, a crash, the power failing), the file afterwards holds
// either all of the old contents or all of the new: the text goes to a
// temporary file in the same folder, is flushed to the disk, and is then
// renamed over the old one (a rename within a folder is atomic on POSIX),
// and the folder itself is flushed so the rename survives a crash.
// Throws std::runtime_error naming the path and the system's reason.
//
// `watch`, when given, is told as each step is reached, so a test can stop
// the writer there (and kill it) to see what each moment leaves on disk.
enum class WriteStep {
    Created,      // the temporary file exists, empty
    HalfWritten,  // half the contents are in it
    Written,      // all of them, not yet flushed to the disk
    Flushed,      // flushed and closed, not yet renamed
    Renamed,      // renamed over the old file, the folder not yet flushed
};
using WriteWatcher = std::function<void(WriteStep)>;
void writeFileAtomically(const std::filesystem::path& path, std::string_view contents,
                         const WriteWatcher& watch = {});

// Removes what writeFileAtomically leaves beside `path` when the process
// is killed midway: its temporary files (.NAME.XXXXXX). Nothing ever reads
// one as the file itself, but each holds a whole copy. Call it when nothing
// else is writing `path` (as a program starts). A file that cannot be
// removed is left, harming nothing. Returns how many were removed.
int removeLeftoverTemporaries(const std::filesystem::path& path);

// The whole of a file. Throws std::runtime_error naming the path and the
// system's reason when it cannot be read.
std::string readWholeFile(const std::filesystem::path& path);

}  // namespace delve
