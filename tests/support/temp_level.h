#pragma once

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include <unistd.h>

#include "content/level_loader.h"

namespace delve::testing {

// A level file written to the temporary folder for one test, removed after.
class TempLevel {
  public:
    // The file's name holds the process's id: the tests run in parallel
    // processes, and two of them may use the same name.
    TempLevel(const std::string& name, const std::string& text)
        : path_(std::filesystem::temp_directory_path() /
                ("delve_test_" + name + "_" + std::to_string(::getpid()) + ".txt")) {
        std::ofstream(path_) << text;
    }
    ~TempLevel() { std::filesystem::remove(path_); }
    TempLevel(const TempLevel&) = delete;
    TempLevel& operator=(const TempLevel&) = delete;

    const std::filesystem::path& path() const { return path_; }
    // The level as a run starts on it (GameOptions::level), its kinds left
    // for the game to check.
    std::shared_ptr<const Level> level() const { return readLevelFile(path_, nullptr); }

  private:
    std::filesystem::path path_;
};

// A level file read as a replay reads the one its recording names.
inline std::shared_ptr<const Level> levelFromFile(const std::string& file,
                                                  const LevelCast& cast = {}) {
    return readLevelFile(file, nullptr, cast);
}

}  // namespace delve::testing
