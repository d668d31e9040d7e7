#pragma once

#include <filesystem>
#include <fstream>

#include "ui/keeping/run_recorder.h"

namespace delve {

// Writes a recording to a file as the run goes, flushing each part, so a
// run that ends badly still leaves what it did up to then.
class FileRecorder : public RunRecorder {
  public:
    // Makes (or empties) the file now, so a path that cannot be written is
    // found before the run begins. Throws std::runtime_error saying why.
    explicit FileRecorder(std::filesystem::path path);

    void append(std::string_view lines) override;

  private:
    std::filesystem::path path_;
    std::ofstream file_;
};

}  // namespace delve
