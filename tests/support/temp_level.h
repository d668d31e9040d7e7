#pragma once

#include <filesystem>
#include <fstream>
#include <string>

namespace delve::testing {

// A level file written to the temporary folder for one test, removed after.
class TempLevel {
  public:
    TempLevel(const std::string& name, const std::string& text)
        : path_(std::filesystem::temp_directory_path() / ("delve_test_" + name + ".txt")) {
        std::ofstream(path_) << text;
    }
    ~TempLevel() { std::filesystem::remove(path_); }
    TempLevel(const TempLevel&) = delete;
    TempLevel& operator=(const TempLevel&) = delete;

    const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
};

}  // namespace delve::testing
