#include "journal_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <system_error>

#include "core/atomic_file.h"
#include "ui/keeping/journal.h"

namespace delve {

namespace {

[[noreturn]] void fail(const std::string& doing, const std::filesystem::path& path) {
    throw std::runtime_error("cannot " + doing + " " + path.string() + ": " + std::strerror(errno));
}

Descriptor openForAppending(const std::filesystem::path& path) {
    Descriptor file(::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC));
    if (!file.isOpen()) {
        fail("open", path);
    }
    return file;
}

}  // namespace

void JournalFile::start(std::string_view header) {
    file_.reset();
    writeFileAtomically(path_, header);
    file_ = openForAppending(path_);
}

void JournalFile::goOn() {
    file_.reset();
    const std::optional<std::string> text = read();
    if (!text) {
        return;
    }
    const std::size_t whole = text->rfind('\n') == std::string::npos ? 0 : text->rfind('\n') + 1;
    if (whole != text->size() && ::truncate(path_.c_str(), static_cast<off_t>(whole)) != 0) {
        fail("cut the last line of", path_);
    }
    file_ = openForAppending(path_);
}

void JournalFile::append(std::string_view sealed) {
    if (!file_.isOpen()) {
        return;
    }
    writeAll(file_.get(), sealed, path_);
}

std::optional<std::string> JournalFile::read() const {
    std::error_code error;
    if (!std::filesystem::exists(std::filesystem::symlink_status(path_, error))) {
        return std::nullopt;
    }
    return readWholeFile(path_, kMaxJournalBytes);
}

void JournalFile::putAside(const std::filesystem::path& kept) {
    file_.reset();
    std::error_code error;
    std::filesystem::rename(path_, kept, error);
    if (error) {
        throw std::runtime_error("cannot move " + path_.string() + " to " + kept.string() + ": " +
                                 error.message());
    }
}

void JournalFile::remove() {
    file_.reset();
    std::error_code error;
    std::filesystem::remove(path_, error);
    if (error) {
        throw std::runtime_error("cannot remove " + path_.string() + ": " + error.message());
    }
}

}  // namespace delve
