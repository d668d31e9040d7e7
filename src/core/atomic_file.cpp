#include "core/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

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

}  // namespace

void writeFileAtomically(const std::filesystem::path& path, std::string_view contents) {
    const std::filesystem::path folder =
        path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    // A name of our own in the same folder (a rename cannot cross disks);
    // mkstemp makes it unique, so two writers never share it.
    std::string pattern = (folder / ("." + path.filename().string() + ".XXXXXX")).string();
    Descriptor file(::mkstemp(pattern.data()));
    if (file.get() < 0) {
        fail("create a temporary file for", path, errno);
    }
    const std::filesystem::path temporary = pattern;
    try {
        writeAll(file.get(), contents, temporary);
        if (::fsync(file.get()) != 0) {
            fail("flush", temporary, errno);
        }
        if (file.close() != 0) {
            fail("close", temporary, errno);
        }
        if (::rename(temporary.c_str(), path.c_str()) != 0) {
            fail("replace", path, errno);
        }
    } catch (...) {
        ::unlink(temporary.c_str());
        throw;
    }
    Descriptor directory(::open(folder.c_str(), O_RDONLY | O_DIRECTORY));
    if (directory.get() < 0 || ::fsync(directory.get()) != 0) {
        fail("flush the folder of", path, errno);
    }
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
