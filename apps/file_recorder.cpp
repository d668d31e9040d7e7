#include "file_recorder.h"

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace delve {

FileRecorder::FileRecorder(std::filesystem::path path) : path_(std::move(path)) {
    errno = 0;
    file_.open(path_, std::ios::out | std::ios::trunc | std::ios::binary);
    if (!file_) {
        throw std::runtime_error("cannot record to " + path_.string() + ": " +
                                 (errno != 0 ? std::strerror(errno) : "unknown reason"));
    }
}

void FileRecorder::append(std::string_view lines) {
    file_.write(lines.data(), static_cast<std::streamsize>(lines.size()));
    file_.flush();
    if (!file_) {
        throw std::runtime_error("cannot write to " + path_.string());
    }
}

}  // namespace delve
