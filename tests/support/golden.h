#pragma once

// Golden frames: a headless run's last frame compared with a file under
// tests/golden/, written anew with DELVE_UPDATE_GOLDEN=1.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "content/rules_loader.h"
#include "frontend/headless/headless_run.h"
#include "support/build_folders.h"
#include "support/test_rules.h"

namespace delve::testing {

inline const std::filesystem::path kGoldenFolder =
    std::filesystem::path(testing::kSourceFolder) / "tests/golden";

// The game's own data: a golden frame is what a player sees.
inline RulesPtr gameRules() {
    return shippedRules();
}

// The last frame of a headless run, as text with no colour: remembered
// floor is ':', remembered walls, doors and stairs keep their glyphs, and
// frames are ASCII unless `style` says otherwise.
inline std::string headlessFrame(const GameOptions& options, const std::string& keys,
                                 int columns = 80, int rows = 24,
                                 DrawStyle style = DrawStyle{true}) {
    App app(options, StartChoices{}, style);
    std::ostringstream out;
    runHeadless(app, HeadlessOptions{keys, false, false, columns, rows}, out);
    return out.str();
}

// Compares with tests/golden/<name>.frame. Run the tests with
// DELVE_UPDATE_GOLDEN=1 to write the files anew, on purpose, then read the
// difference before committing it.
inline void expectGolden(const std::string& name, const std::string& frame) {
    const auto file = kGoldenFolder / (name + ".frame");
    if (std::getenv("DELVE_UPDATE_GOLDEN") != nullptr) {
        std::ofstream(file) << frame;
        return;
    }
    std::ifstream in(file);
    ASSERT_TRUE(in) << "no golden frame " << file;
    std::stringstream expected;
    expected << in.rdbuf();
    EXPECT_EQ(frame, expected.str()) << "the frame differs from " << file;
}

}  // namespace delve::testing
