// --fog: how remembered cells look without colour, in headless frames.
#include <gtest/gtest.h>

#include "support/run_delve.h"
#include "support/temp_level.h"

namespace delve {
namespace {

using testing::runDelve;

// Two rooms: after walking into the right one, the left one is remembered.
constexpr const char* kTwoRooms =
    "################\n"
    "#......#.......#\n"
    "#......+.......#\n"
    "#...~~@#....>..#\n"
    "################\n";

std::string lastFrame(const std::string& extra) {
    const testing::TempLevel level("fog_option_rooms", kTwoRooms);
    const auto result = runDelve("--headless --seed 2 --level " + level.path().string() +
                                 " --keys 'k l lllll' " + extra);
    EXPECT_EQ(result.status, 0) << result.output;
    return result.output;
}

TEST(FogOption, ByDefaultRememberedWallsAndWaterKeepTheirGlyphs) {
    const std::string frame = lastFrame("");
    // The left room's wall along the top, remembered; its water too.
    EXPECT_NE(frame.find("################"), std::string::npos) << frame;
    EXPECT_NE(frame.find("~~:#"), std::string::npos) << frame;
}

TEST(FogOption, ColonsMakeEveryRememberedCellAColon) {
    const std::string frame = lastFrame("--fog colons");
    EXPECT_NE(frame.find(":::::::#########"), std::string::npos) << frame;
    // No wall remembered as a wall (the health bar's "[####" is no wall).
    EXPECT_EQ(frame.find(" ################"), std::string::npos) << frame;
    EXPECT_EQ(frame.find("\n################"), std::string::npos) << frame;
    EXPECT_EQ(frame.find("~~"), std::string::npos) << frame;
}

TEST(FogOption, UnmarkedDrawsRememberedFloorAsInView) {
    const std::string frame = lastFrame("--fog unmarked");
    // The left room, remembered: its floor as in view, not as ':'.
    EXPECT_NE(frame.find("#......#.......#"), std::string::npos) << frame;
    EXPECT_NE(frame.find("#...~~.#"), std::string::npos) << frame;
}

TEST(FogOption, AnUnknownFogIsRefused) {
    const auto result = runDelve("--headless --keys 'j' --fog dots");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("delve: --fog: \"dots\" is not one of terrain, colons, unmarked"),
              std::string::npos)
        << result.output;
}

}  // namespace
}  // namespace delve
