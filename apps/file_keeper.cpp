#include "file_keeper.h"

#include <algorithm>
#include <fstream>
#include <stdexcept>
#include <system_error>

#include "core/atomic_file.h"
#include "keep/save_codec.h"
#include "keep/sealed_lines.h"
#include "keep/state_hash.h"
#include "run_files.h"
#include "ui/keeping/journal.h"

namespace delve {

namespace {

namespace fs = std::filesystem;

void writeMakingFolders(std::string_view saveText, const fs::path& path) {
    makeFolder(path.parent_path());
    writeFileAtomically(path, saveText);
}

bool isThere(const fs::path& path) {
    std::error_code error;
    return fs::exists(fs::symlink_status(path, error));
}

std::optional<Game> readIfThere(const fs::path& path, const RulesPtr& rules) {
    if (!isThere(path)) {
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

// The first bytes of a file, enough to tell a save by.
std::string startOf(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::string start(kSaveHeaderWord.size() + 1, '\0');
    in.read(start.data(), static_cast<std::streamsize>(start.size()));
    start.resize(static_cast<std::size_t>(std::max<std::streamsize>(in.gcount(), 0)));
    return start;
}

// The save's path, through any links, checked to hold a file or nothing.
fs::path checkedSavePath(const fs::path& named) {
    const fs::path path = throughLinks(named);
    try {
        checkFileOrAbsent(path);
    } catch (const std::runtime_error& error) {
        throw std::invalid_argument(std::string("the save ") + error.what());
    }
    return path;
}

}  // namespace

std::optional<std::string> checkNamedSave(const fs::path& named) {
    const fs::path path = checkedSavePath(named);
    std::error_code error;
    if (fs::is_regular_file(path, error) && fs::file_size(path, error) > 0 &&
        !beginsAsASave(startOf(path))) {
        throw std::invalid_argument("--save " + named.string() +
                                    ": that file is not a Delve save (its first line is not \"" +
                                    std::string(kSaveHeaderWord) +
                                    " N\"), so it is left as it is; name another file");
    }
    if (fs::is_symlink(fs::symlink_status(named, error)) && !isThere(path)) {
        return "--save " + named.string() + " is a link to " + path.string() +
               ", which does not exist yet: the run will be kept there, and the link left as it is";
    }
    return std::nullopt;
}

FileKeeper::FileKeeper(const fs::path& save, RulesPtr rules)
    : save_(checkedSavePath(save)),
      aside_(asidePathFor(save_)),
      journal_(pathBeside(save_, "journal")),
      rules_(std::move(rules)) {}

fs::path FileKeeper::keptJournalPath() const {
    return pathBeside(save_, "journal-kept");
}

std::optional<KeptRun> FileKeeper::savedRun() {
    std::optional<Game> game = readIfThere(save_, rules_);
    if (!game) {
        return std::nullopt;
    }
    KeptRun kept{std::move(*game), {}, std::nullopt};
    readJournal(kept);
    return kept;
}

void FileKeeper::readJournal(KeptRun& kept) {
    try {
        const std::optional<std::string> text = journal_.read();
        if (!text) {
            return;
        }
        Journal read =
            delve::readJournal(*text, journal_.path().string(), stateHash(kept.game), rules_);
        if (read.followsAnotherSave) {
            // Kept, as nothing is thrown away, but it has nothing to add.
            journal_.putAside(keptJournalPath());
            return;
        }
        kept.journal = std::move(read.entries);
        // Inputs from here on follow those, until the run is saved again.
        journal_.goOn();
    } catch (const std::exception& error) {
        kept.journal.clear();
        std::string problem = error.what();
        try {
            journal_.putAside(keptJournalPath());
            problem += "; it is kept as " + keptJournalPath().string();
        } catch (const std::exception& moving) {
            problem += "; " + std::string(moving.what());
        }
        kept.journalProblem = problem;
    }
}

void FileKeeper::save(const Game& game) {
    // The text is made once: the journal names the save by its hash.
    const std::string text = saveGame(game);
    writeMakingFolders(text, save_);
    journal_.start(journalHeader(stateHashOfSave(text)));
}

void FileKeeper::journal(std::string_view lines) {
    journal_.append(sealLines(lines));
}

void FileKeeper::setAside(const Game& game) {
    writeMakingFolders(saveGame(game), aside_);
}

std::optional<Game> FileKeeper::takeAside() {
    return readIfThere(aside_, rules_);
}

void FileKeeper::runEnded(const Game&) {
    forgetAll();
}

void FileKeeper::abandonSavedRun() {
    forgetAll();
}

void FileKeeper::lock() {
    makeFolder(save_.parent_path());
    std::string holder;
    std::optional<FileLock> taken;
    try {
        taken = FileLock::take(pathBeside(save_, "lock"), holder);
    } catch (const std::runtime_error& error) {
        throw std::invalid_argument(error.what());
    }
    if (!taken) {
        throw std::invalid_argument("the save " + save_.string() + " is in use by " + holder +
                                    ": one game at a time plays from a save");
    }
    lock_ = std::move(taken);
}

std::vector<std::string> FileKeeper::recoverLeftovers() {
    std::vector<std::string> said;
    for (const fs::path& target : {save_, aside_}) {
        for (const fs::path& leftover : leftoverTemporaries(target)) {
            if (auto sentence = recoverLeftover(leftover, target)) {
                said.push_back(std::move(*sentence));
            }
        }
    }
    // The journal's own leftovers hold a header at most: nothing to keep.
    removeLeftoverTemporaries(journal_.path());
    return said;
}

std::optional<std::string> FileKeeper::recoverLeftover(const fs::path& leftover,
                                                       const fs::path& target) {
    std::error_code error;
    try {
        loadGameFromFile(leftover, rules_);
    } catch (const std::exception&) {
        // Cut short before it was whole: a part of a save is of no use.
        fs::remove(leftover, error);
        return std::nullopt;
    }
    if (!isThere(target)) {
        fs::rename(leftover, target, error);
        if (error) {
            return "a whole save was left in " + leftover.string() + " (" + error.message() + ")";
        }
        return "recovered " + target.string() + " from the save that was being written to it";
    }
    // The save there and its journal hold this run at least as far, but
    // nothing that might be someone's run is thrown away.
    const fs::path kept = pathBeside(target, "interrupted");
    fs::rename(leftover, kept, error);
    if (error) {
        return "a whole save was left in " + leftover.string() + " (" + error.message() + ")";
    }
    return "a save that was being written when Delve stopped is kept as " + kept.string();
}

void FileKeeper::forgetAll() {
    // Each is tried, even when one cannot go.
    std::string problem;
    const auto tryTo = [&problem](const auto& remove) {
        try {
            remove();
        } catch (const std::runtime_error& error) {
            problem = error.what();
        }
    };
    tryTo([this] { removeIfThere(save_); });
    tryTo([this] { removeIfThere(aside_); });
    tryTo([this] { journal_.remove(); });
    if (!problem.empty()) {
        throw std::runtime_error(problem);
    }
}

}  // namespace delve
