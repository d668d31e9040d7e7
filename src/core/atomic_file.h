#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace delve {

// Replaces the file at `path` with `contents` so that, whatever happens
// midway (a full disk, a crash, the power failing), the file afterwards holds
// either all of the old contents or all of the new: the text goes to a
// temporary file in the same folder, is flushed to the disk, and is then
// renamed over the old one (a rename within a folder is atomic on POSIX),
// and the folder itself is flushed so the rename survives a crash.
// Throws std::runtime_error naming the path and the system's reason.
// A symbolic link is written through to the file it names; a path that
// holds anything but a file (a folder, a device, a pipe) is refused.
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
// The same files, without removing them, in order of their names.
std::vector<std::filesystem::path> leftoverTemporaries(const std::filesystem::path& path);

// Writes all of `contents` to the open file `fd`, however many writes it
// takes. Throws std::runtime_error naming `path` and the system's reason.
void writeAll(int fd, std::string_view contents, const std::filesystem::path& path);

// The file a chain of symbolic links at `path` ends at (`path` itself when
// it is no link).
std::filesystem::path throughLinks(const std::filesystem::path& path);
// What is at `path`, for messages: "a file", "a folder", "a device",
// "a pipe", "a socket", "nothing"; links are followed.
std::string fileKind(const std::filesystem::path& path);
// Throws std::runtime_error ("PATH is a folder, not a file") unless `path`
// holds a file or nothing.
void checkFileOrAbsent(const std::filesystem::path& path);

// The whole of a file. Throws std::runtime_error naming the path and the
// system's reason when it cannot be read, and without reading it when it
// is not a file or holds more than `mostBytes`.
inline constexpr std::uintmax_t kMostFileBytes = 64u << 20;
std::string readWholeFile(const std::filesystem::path& path,
                          std::uintmax_t mostBytes = kMostFileBytes);

}  // namespace delve
