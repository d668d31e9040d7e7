#include "core/atomic_file.h"

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

// Closes a descriptor when it goes out of scope, so every way out of the
// writer leaves nothing open.
class Descriptor {
  public:
    explicit Descriptor(int fd) : fd_(fd) {}
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor() {
        if (fd_ >= 0) {
            ::close(fd_);
        }
    }
    int get() const { return fd_; }
    // Closes now, reporting a failure (a delayed write error shows up here).
    int close() {
        const int result = ::close(fd_);
        fd_ = -1;
        return result;
    }

  private:
    int fd_;
};

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

void writeFileAtomically(const std::filesystem::path& path, std::string_view contents,
                         const WriteWatcher& watch) {
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

int removeLeftoverTemporaries(const std::filesystem::path& path) {
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
    int removed = 0;
    for (const std::filesystem::path& leftover : leftovers) {
        removed += std::filesystem::remove(leftover, error) ? 1 : 0;
    }
    return removed;
}

std::string readWholeFile(const std::filesystem::path& path) {
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
