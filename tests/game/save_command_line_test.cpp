#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "support/run_delve.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

std::string hashOf(const testing::CommandResult& result) {
    EXPECT_EQ(result.status, 0) << result.output;
    return nlohmann::json::parse(result.output).at("hash").get<std::string>();
}

// Stopping with --save and going on with --continue plays the same game as
// playing all the keys at once.
TEST(SaveCommandLine, ContinuingASavedRunEndsWhereOneRunWould) {
    const fs::path save =
        fs::temp_directory_path() / ("delve_continue_" + std::to_string(::getpid()) + ".sav");
    const std::string first = "jjjlllkkhhyyuu";
    const std::string second = "bbnnjjjjlllllkkkk.....hhhh";
    for (const char* heroClass : {"fighter", "rogue"}) {
        fs::remove(save);
        const std::string whole =
            hashOf(testing::runDelve("--headless --seed 77 --class " + std::string(heroClass) +
                                     " --keys '" + first + second + "' --dump"));
        const auto stopped =
            testing::runDelve("--headless --seed 77 --class " + std::string(heroClass) +
                              " --keys '" + first + "' --save " + save.string());
        ASSERT_EQ(stopped.status, 0) << stopped.output;
        ASSERT_TRUE(fs::exists(save));
        const std::string resumed = hashOf(testing::runDelve(
            "--headless --continue --save " + save.string() + " --keys '" + second + "' --dump"));
        EXPECT_EQ(resumed, whole) << heroClass;
    }
    fs::remove(save);
}

TEST(SaveCommandLine, ContinuingWithoutAGoodSaveIsAClearError) {
    const fs::path save =
        fs::temp_directory_path() / ("delve_missing_" + std::to_string(::getpid()) + ".sav");
    fs::remove(save);
    auto result = testing::runDelve("--headless --continue --save " + save.string() + " --keys j");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("cannot continue"), std::string::npos) << result.output;
    EXPECT_NE(result.output.find(save.string()), std::string::npos) << result.output;

    std::ofstream(save) << "delve-save 0\n";
    result = testing::runDelve("--headless --continue --save " + save.string() + " --keys j");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find(":1:12: saved by format 0; this Delve reads formats 1 to 2"),
              std::string::npos)
        << result.output;
    fs::remove(save);

    result = testing::runDelve("--headless --continue --keys j");
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.output.find("--continue needs --save"), std::string::npos) << result.output;
}

}  // namespace
}  // namespace delve
