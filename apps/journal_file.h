#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/descriptor.h"

namespace delve {

// The file that holds a run's journal of inputs beside its save
// (ui/keeping/journal.h). Each append is one write, at once, so what was appended
// outlives a kill of the game; it is not flushed to the disk each time, so a
// power cut may lose the last moments.
class JournalFile {
  public:
    explicit JournalFile(std::filesystem::path path) : path_(std::move(path)) {}

    const std::filesystem::path& path() const { return path_; }

    // Begins again after a save: the file holds the header alone (it is
    // replaced atomically) and is kept open for appending. Throws
    // std::runtime_error; appends are then dropped until the next start.
    void start(std::string_view header);
    // Goes on appending to the journal there is, first cutting it after
    // its last whole line (a line cut short by a kill would otherwise run
    // into the next one). Throws std::runtime_error.
    void goOn();
    // Appends sealed lines, when a journal is open. Throws std::runtime_error.
    void append(std::string_view sealed);

    // The whole journal, or nothing when there is none. Throws
    // std::runtime_error when it cannot be read or is too large.
    std::optional<std::string> read() const;
    // Closes and moves the journal to `kept`, replacing what was there.
    void putAside(const std::filesystem::path& kept);
    // Closes and removes the journal. Throws std::runtime_error.
    void remove();

  private:
    std::filesystem::path path_;
    Descriptor file_;
};

}  // namespace delve
