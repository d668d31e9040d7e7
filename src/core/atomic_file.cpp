#include "core/atomic_file.h"

#include "core/descriptor.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

namespace delve {

namespace {

[[noreturn]] void fail(const std::string& doing, const std::filesystem::path& path, int error) {
    throw std::runtime_error("cannot " + doing + " " + path.string() + ": " + std::strerror(error));
}

// The name of the temporary file for `path`, before mkstemp fills in its
// last six characters.
std::string temporaryPattern(const std::filesystem::path& path) {
    return "." + path.filename().string() + ".XXXXXX";
}

std::filesystem::path folderOf(const std::filesystem::path& path) {
    return path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
}

// Whether `name` is one mkstemp made from `pattern`: the same but for the
// last six characters, each a letter or a digit.
bool madeFrom(const std::string& name, const std::string& pattern) {
    constexpr std::size_t kFilled = 6;
    if (name.size() != pattern.size() ||
        name.compare(0, name.size() - kFilled, pattern, 0, pattern.size() - kFilled) != 0) {
        return false;
    }
    return std::all_of(name.end() - kFilled, name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    });
}

}  // namespace

void writeAll(int fd, std::string_view contents, const std::filesystem::path& path) {
    while (!contents.empty()) {
        const ssize_t written = ::write(fd, contents.data(), contents.size());
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            fail("write", path, errno);
        }
        contents.remove_prefix(static_cast<std::size_t>(written));
    }
}

std::filesystem::path throughLinks(const std::filesystem::path& path) {
    // As the system does, a chain of more than 40 links is taken as a loop.
    constexpr int kMostLinks = 40;
    std::filesystem::path target = path;
    std::error_code error;
    for (int i = 0; i < kMostLinks && std::filesystem::is_symlink(target, error); ++i) {
        const std::filesystem::path next = std::filesystem::read_symlink(target, error);
        if (error) {
            break;
        }
        target = next.is_absolute() ? next : folderOf(target) / next;
    }
    return target;
}

std::string fileKind(const std::filesystem::path& path) {
    std::error_code error;
    switch (std::filesystem::status(path, error).type()) {
        case std::filesystem::file_type::directory:
            return "a folder";
        case std::filesystem::file_type::block:
        case std::filesystem::file_type::character:
            return "a device";
        case std::filesystem::file_type::fifo:
            return "a pipe";
        case std::filesystem::file_type::socket:
            return "a socket";
        case std::filesystem::file_type::regular:
            return "a file";
        case std::filesystem::file_type::not_found:
        case std::filesystem::file_type::none:
            return "nothing";
        case std::filesystem::file_type::symlink:
        case std::filesystem::file_type::unknown:
            break;
    }
    return "not a file";
}

void checkFileOrAbsent(const std::filesystem::path& path) {
    const std::string kind = fileKind(path);
    if (kind != "a file" && kind != "nothing") {
        throw std::runtime_error(path.string() + " is " + kind + ", not a file");
    }
}

void writeFileAtomically(const std::filesystem::path& named, std::string_view contents,
                         const WriteWatcher& watch) {
    // A link is written through: the file it names is replaced, the link
    // stays. Anything but a file (a folder, a device) is never replaced.
    const std::filesystem::path path = throughLinks(named);
    checkFileOrAbsent(path);
    const auto reached = [&watch](WriteStep step) {
        if (watch) {
            watch(step);
        }
    };
    const std::filesystem::path folder = folderOf(path);
    // A name of our own in the same folder (a rename cannot cross disks);
    // mkstemp makes it unique, so two writers never share it.
    std::string pattern = (folder / temporaryPattern(path)).string();
    Descriptor file(::mkstemp(pattern.data()));
    if (file.get() < 0) {
        fail("create a temporary file for", path, errno);
    }
    const std::filesystem::path temporary = pattern;
    try {
        reached(WriteStep::Created);
        const std::size_t half = contents.size() / 2;
        writeAll(file.get(), contents.substr(0, half), temporary);
        reached(WriteStep::HalfWritten);
        writeAll(file.get(), contents.substr(half), temporary);
        reached(WriteStep::Written);
        if (::fsync(file.get()) != 0) {
            fail("flush", temporary, errno);
        }
        if (file.close() != 0) {
            fail("close", temporary, errno);
        }
        reached(WriteStep::Flushed);
        if (::rename(temporary.c_str(), path.c_str()) != 0) {
            fail("replace", path, errno);
        }
    } catch (...) {
        ::unlink(temporary.c_str());
        throw;
    }
    reached(WriteStep::Renamed);
    Descriptor directory(::open(folder.c_str(), O_RDONLY | O_DIRECTORY));
    if (directory.get() < 0 || ::fsync(directory.get()) != 0) {
        fail("flush the folder of", path, errno);
    }
}

std::vector<std::filesystem::path> leftoverTemporaries(const std::filesystem::path& path) {
    const std::string pattern = temporaryPattern(path);
    std::error_code error;
    std::filesystem::directory_iterator entries(folderOf(path), error);
    std::vector<std::filesystem::path> leftovers;
    for (; !error && entries != std::filesystem::directory_iterator(); entries.increment(error)) {
        if (madeFrom(entries->path().filename().string(), pattern) &&
            entries->is_regular_file(error)) {
            leftovers.push_back(entries->path());
        }
    }
    std::sort(leftovers.begin(), leftovers.end());
    return leftovers;
}

int removeLeftoverTemporaries(const std::filesystem::path& path) {
    std::error_code error;
    int removed = 0;
    for (const std::filesystem::path& leftover : leftoverTemporaries(path)) {
        removed += std::filesystem::remove(leftover, error) ? 1 : 0;
    }
    return removed;
}

std::string readWholeFile(const std::filesystem::path& path, std::uintmax_t mostBytes) {
    checkFileOrAbsent(path);
    std::error_code error;
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    if (!error && size > mostBytes) {
        throw std::runtime_error("cannot read " + path.string() + ": it holds " +
                                 std::to_string(size) + " bytes, more than the " +
                                 std::to_string(mostBytes) + " such a file may");
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        fail("read", path, errno);
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) {
        fail("read", path, errno);
    }
    return text.str();
}

}  // namespace delve
