#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "core/atomic_file.h"
#include "support/run_delve.h"

// `--continue` on a save that has been damaged: the game says what is
// wrong and where, exits with status 2, and leaves the file as it was, so
// nothing of the run is lost by trying.
namespace delve {
namespace {

namespace fs = std::filesystem;

class DamagedSave : public ::testing::Test {
  protected:
    void SetUp() override {
        const auto made = testing::runDelve(
            "--headless --seed 31 --class rogue --keys jjlll --save " + path_.string());
        ASSERT_EQ(made.status, 0) << made.output;
        whole_ = readWholeFile(path_);
    }
    void TearDown() override { fs::remove(path_); }

    // Writes `text` as the save, tries to go on from it, and checks the
    // refusal names the file, line and `words`, and leaves the file alone.
    void expectRefused(const std::string& text, int line, const std::string& words) {
        std::ofstream(path_, std::ios::binary) << text;
        const auto result =
            testing::runDelve("--headless --continue --save " + path_.string() + " --keys j");
        EXPECT_EQ(result.status, 2) << result.output;
        EXPECT_NE(result.output.find("delve: cannot continue: " + path_.string() + ":" +
                                     std::to_string(line) + ":"),
                  std::string::npos)
            << result.output;
        EXPECT_NE(result.output.find(words), std::string::npos) << result.output;
        EXPECT_EQ(readWholeFile(path_), text) << "the damaged save is left for the player to see";
    }

    fs::path path_ =
        fs::temp_directory_path() / ("delve_damaged_" + std::to_string(::getpid()) + ".sav");
    std::string whole_;
};

TEST_F(DamagedSave, ATruncatedSaveIsRefused) {
    const std::string cut = whole_.substr(0, whole_.size() / 2);
    const int lines = static_cast<int>(std::count(cut.begin(), cut.end(), '\n'));
    std::ofstream(path_, std::ios::binary) << cut;
    const auto result =
        testing::runDelve("--headless --continue --save " + path_.string() + " --keys j");
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_NE(result.output.find("delve: cannot continue: " + path_.string() + ":"),
              std::string::npos)
        << result.output;
    EXPECT_NE(result.output.find(":" + std::to_string(lines + 1) + ":"), std::string::npos)
        << "the fault is at the cut or just after it: " << result.output;
    EXPECT_EQ(readWholeFile(path_), cut);
}

TEST_F(DamagedSave, AFlippedByteIsRefused) {
    std::string damaged = whole_;
    const std::size_t hero = damaged.find("\nhero ") + 1;
    damaged[hero + 2] ^= 0x20;  // "hero" becomes "heRo"
    const int line = static_cast<int>(std::count(whole_.begin(), whole_.begin() + hero, '\n')) + 1;
    expectRefused(damaged, line, "expected `hero`, found `heRo`");
}

TEST_F(DamagedSave, ANumberTooLargeIsRefused) {
    std::string damaged = whole_;
    const std::size_t turn = damaged.find("\nturn ") + 1;
    damaged.replace(turn, damaged.find('\n', turn) - turn, "turn 99999999999999999999999");
    expectRefused(damaged, 5, "the turn 99999999999999999999999 is out of range");
}

TEST_F(DamagedSave, ASaveOfAnotherFormatIsRefused) {
    std::string damaged = whole_;
    damaged.replace(0, damaged.find('\n'), "delve-save 14");
    expectRefused(damaged, 1, "saved by format 14; this Delve reads format");
}

}  // namespace
}  // namespace delve
