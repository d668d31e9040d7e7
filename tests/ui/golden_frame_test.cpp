#include <gtest/gtest.h>

#include "content/rules_loader.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "frontend/headless/headless_run.h"

namespace delve {
namespace {

const std::filesystem::path kGoldenFolder =
    std::filesystem::path(DELVE_SOURCE_DIR) / "tests/golden";

// The game's own data: a golden frame is what a player sees.
RulesPtr gameRules() {
    static const RulesPtr rules = loadRules(std::filesystem::path(DELVE_SOURCE_DIR) / "data");
    return rules;
}

std::string headlessFrame(const GameOptions& options, const std::string& keys) {
    App app(options, false, DrawStyle{true});
    std::ostringstream out;
    runHeadless(app, HeadlessOptions{keys, false, false, 80, 24}, out);
    return out.str();
}

// Compares with tests/golden/<name>.frame. Run the tests with
// DELVE_UPDATE_GOLDEN=1 to write the files anew, on purpose, then read the
// difference before committing it.
void expectGolden(const std::string& name, const std::string& frame) {
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

TEST(GoldenFrame, StartOfSeedFortyTwo) {
    expectGolden("seed42_start",
                 headlessFrame(GameOptions{42, "fighter", std::nullopt, gameRules()}, ""));
}

TEST(GoldenFrame, LessonLevelAfterItsWalk) {
    // Up, open the door, and five steps east: the left room is fog now.
    const GameOptions options{2, "fighter", kGoldenFolder / "lesson_level.txt", gameRules()};
    expectGolden("lesson_after_walk", headlessFrame(options, "k l lllll"));
}

TEST(GoldenFrame, TheMouseOverASleepingRat) {
    const GameOptions options{2, "fighter", kGoldenFolder / "hover_level.txt", gameRules()};
    expectGolden("hover_over_rat", headlessFrame(options, "<hover:6,1>"));
}

TEST(GoldenFrame, TheMouseOverRememberedWaterAfterTheLessonWalk) {
    const GameOptions options{2, "fighter", kGoldenFolder / "lesson_level.txt", gameRules()};
    expectGolden("lesson_hover_water", headlessFrame(options, "k l lllll <hover:4,3>"));
}

}  // namespace
}  // namespace delve
