#include "file_settings_keeper.h"

#include <stdexcept>
#include <system_error>

#include "core/atomic_file.h"
#include "settings_file.h"
#include "run_files.h"

namespace delve {

namespace fs = std::filesystem;

FileSettingsKeeper::FileSettingsKeeper(fs::path file) : file_(std::move(file)) {
    // What a write killed midway left beside the file (core/atomic_file.h).
    removeLeftoverTemporaries(file_);
    std::error_code error;
    const fs::file_status status = fs::status(file_, error);
    if (status.type() == fs::file_type::not_found) {
        return;
    }
    try {
        if (error) {
            throw std::runtime_error(file_.string() + ": " + error.message());
        }
        if (status.type() != fs::file_type::regular) {
            throw std::runtime_error(file_.string() + ": not a file");
        }
        // A few lines of settings: a file far larger is refused unread.
        constexpr std::uintmax_t kMostSettingsBytes = 1u << 20;
        settings_ = parseSettings(readWholeFile(file_, kMostSettingsBytes), file_.string());
    } catch (const std::runtime_error& problem) {
        // A SettingsError says where in the file; the rest say why it could
        // not be read at all.
        unreadable_ = problem.what();
    }
}

void FileSettingsKeeper::keep(const Settings& settings) {
    makeFolder(file_.parent_path());
    writeFileAtomically(file_, settingsText(settings));
    settings_ = settings;
    unreadable_.reset();
}

}  // namespace delve
