#include "file_keeper.h"

#include <stdexcept>
#include <system_error>

#include "core/atomic_file.h"
#include "keep/save_codec.h"
#include "run_files.h"

namespace delve {

namespace {

namespace fs = std::filesystem;

void writeMakingFolders(const Game& game, const fs::path& path) {
    makeFolder(path.parent_path());
    saveGameToFile(game, path);
}

std::optional<Game> readIfThere(const fs::path& path, const RulesPtr& rules) {
    std::error_code error;
    if (!fs::exists(path, error)) {
        return std::nullopt;
    }
    return loadGameFromFile(path, rules);
}

void removeIfThere(const fs::path& path) {
    std::error_code error;
    fs::remove(path, error);
    if (error) {
        throw std::runtime_error("cannot remove " + path.string() + ": " + error.message());
    }
}

}  // namespace

FileKeeper::FileKeeper(fs::path save, RulesPtr rules)
    : save_(std::move(save)), aside_(asidePathFor(save_)), rules_(std::move(rules)) {}

std::optional<Game> FileKeeper::savedRun() {
    return readIfThere(save_, rules_);
}

void FileKeeper::save(const Game& game) {
    writeMakingFolders(game, save_);
}

void FileKeeper::setAside(const Game& game) {
    writeMakingFolders(game, aside_);
}

std::optional<Game> FileKeeper::takeAside() {
    return readIfThere(aside_, rules_);
}

void FileKeeper::runEnded(const Game&) {
    forgetBoth();
}

void FileKeeper::abandonSavedRun() {
    forgetBoth();
}

int FileKeeper::removeLeftovers() {
    return removeLeftoverTemporaries(save_) + removeLeftoverTemporaries(aside_);
}

void FileKeeper::forgetBoth() {
    // Both are tried, even when the first cannot go.
    std::string problem;
    for (const fs::path& path : {save_, aside_}) {
        try {
            removeIfThere(path);
        } catch (const std::runtime_error& error) {
            problem = error.what();
        }
    }
    if (!problem.empty()) {
        throw std::runtime_error(problem);
    }
}

}  // namespace delve
