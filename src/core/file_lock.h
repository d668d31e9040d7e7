#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "core/descriptor.h"

namespace delve {

// A lock on a file that one process holds at a time: a run's save is
// played by one Delve only. The lock is the system's (flock), so it goes
// with the process that held it, however that process ends; the lock file
// holds the holder's process id, for the message a second one gets.
class FileLock {
  public:
    // Takes the lock at `path` (made if missing), or says who holds it:
    // nothing is returned and `holder` is set ("process 1234"). Throws
    // std::runtime_error when the lock file cannot be made.
    static std::optional<FileLock> take(const std::filesystem::path& path, std::string& holder);

  private:
    explicit FileLock(Descriptor file) : file_(std::move(file)) {}
    Descriptor file_;
};

}  // namespace delve
