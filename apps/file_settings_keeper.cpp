#include "file_settings_keeper.h"

#include <stdexcept>
#include <system_error>

#include "core/atomic_file.h"
#include "run_files.h"

namespace delve {

namespace fs = std::filesystem;

namespace {

SettingsRead readSettingsFile(const fs::path& file) {
    // What a write killed midway left beside the file (core/atomic_file.h).
    removeLeftoverTemporaries(file);
    std::error_code error;
    const fs::file_status status = fs::status(file, error);
    if (status.type() == fs::file_type::not_found) {
        return {};
    }
    try {
        if (error) {
            throw std::runtime_error(file.string() + ": " + error.message());
        }
        if (status.type() != fs::file_type::regular) {
            throw std::runtime_error(file.string() + ": not a file");
        }
        // A few lines of settings: a file far larger is refused unread.
        constexpr std::uintmax_t kMostSettingsBytes = 1u << 20;
        return readSettings(readWholeFile(file, kMostSettingsBytes), file.string());
    } catch (const std::runtime_error& problem) {
        // Why it could not be read at all.
        return {Settings{}, {problem.what()}};
    }
}

}  // namespace

FileSettingsKeeper::FileSettingsKeeper(fs::path file)
    : FileSettingsKeeper(file, readSettingsFile(file)) {}

FileSettingsKeeper::FileSettingsKeeper(fs::path file, SettingsRead read)
    : SettingsKeeper(std::move(read.settings), std::move(read.problems)), file_(std::move(file)) {}

void FileSettingsKeeper::write(const Settings& settings) {
    makeFolder(file_.parent_path());
    writeFileAtomically(file_, settingsText(settings));
}

}  // namespace delve
