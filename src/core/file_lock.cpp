#include "core/file_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace delve {

namespace {

// What the lock file says of its holder, or a word for not knowing.
std::string holderOf(int fd) {
    char text[32] = {};
    const ssize_t read = ::pread(fd, text, sizeof text - 1, 0);
    std::string pid(text, read > 0 ? static_cast<std::size_t>(read) : 0);
    while (!pid.empty() && (pid.back() == '\n' || pid.back() == ' ')) {
        pid.pop_back();
    }
    if (pid.empty() || pid.find_first_not_of("0123456789") != std::string::npos) {
        return "another process";
    }
    return "process " + pid;
}

}  // namespace

std::optional<FileLock> FileLock::take(const std::filesystem::path& path, std::string& holder) {
    Descriptor file(::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644));
    if (!file.isOpen()) {
        throw std::runtime_error("cannot lock " + path.string() + ": " + std::strerror(errno));
    }
    if (::flock(file.get(), LOCK_EX | LOCK_NB) != 0) {
        if (errno != EWOULDBLOCK) {
            throw std::runtime_error("cannot lock " + path.string() + ": " + std::strerror(errno));
        }
        holder = holderOf(file.get());
        return std::nullopt;
    }
    const std::string pid = std::to_string(::getpid()) + "\n";
    // Who holds it is a courtesy for the message: failing to write it
    // does not stop the lock from working.
    if (::ftruncate(file.get(), 0) == 0) {
        [[maybe_unused]] const ssize_t written = ::pwrite(file.get(), pid.data(), pid.size(), 0);
    }
    return FileLock(std::move(file));
}

}  // namespace delve
