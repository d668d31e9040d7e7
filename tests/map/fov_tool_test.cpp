// `delve fov` run as a program on map files written to a temporary folder.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "support/build_folders.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

struct ToolRun {
    int status = -1;
    std::string out;
    std::string err;
};

// Joins text by appending (GCC 12 warns wrongly about "text" + std::string
// under optimisation).
template <class... Parts>
std::string cat(const Parts&... parts) {
    std::string joined;
    (joined.append(std::string_view(parts)), ...);
    return joined;
}

std::string readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

class FovTool : public ::testing::Test {
  protected:
    void SetUp() override {
        const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
        folder_ = fs::temp_directory_path() /
                  cat("delve_fov_tool_", std::to_string(::getpid()), "_", test->name());
        fs::create_directories(folder_);
    }
    void TearDown() override { fs::remove_all(folder_); }

    fs::path writeMap(const std::string& name, const std::string& text) {
        const fs::path path = folder_ / name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

    // `delve fov 'MAP' OPTIONS`.
    ToolRun fov(const fs::path& map, std::string_view options = "") {
        return delve(cat("fov '", map.string(), "' ", options));
    }

    ToolRun delve(const std::string& arguments) {
        const fs::path out = folder_ / "stdout.txt";
        const fs::path err = folder_ / "stderr.txt";
        const std::string command = cat("'", testing::kDelveBinary, "' ", arguments, " >'",
                                        out.string(), "' 2>'", err.string(), "'");
        const int raw = std::system(command.c_str());
        ToolRun run;
        run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
        run.out = readFile(out);
        run.err = readFile(err);
        return run;
    }

    fs::path folder_;
};

// What follows every refusal of the command line.
constexpr const char* kTryHelp = "try: delve fov --help\n";

const std::string kToolPillarRoom =
    "#######\n"
    "#.....#\n"
    "#@.#..#\n"
    "#.....#\n"
    "#######\n";

TEST_F(FovTool, ShadowcastFromTheHeroWithNoLimit) {
    const auto map = writeMap("pillar.txt", kToolPillarRoom);
    const ToolRun run = fov(map);
    EXPECT_EQ(run.status, 0);
    EXPECT_EQ(run.err, "");
    EXPECT_EQ(run.out,
              "#######\n"
              "#.....#\n"
              "#@.#   \n"
              "#.....#\n"
              "#######\n"
              "visible 32\n");
}

TEST_F(FovTool, BresenhamGivesTheLessonsAnswer) {
    const auto map = writeMap("pillar.txt", kToolPillarRoom);
    const ToolRun run = fov(map, "--radius 6 --algorithm bresenham");
    EXPECT_EQ(run.status, 0);
    EXPECT_EQ(run.out,
              " ####  \n"
              "#..... \n"
              "#@.#   \n"
              "#..... \n"
              " ####  \n"
              "visible 24\n");
}

TEST_F(FovTool, AtChoosesTheOriginAndOptionsMayUseEquals) {
    // The lesson's level with its door open, looked at from (11,2).
    const auto map = writeMap("lesson.txt",
                              "################\n"
                              "#......#.......#\n"
                              "#......'.......#\n"
                              "#...~~@#....>..#\n"
                              "#...~~.#.......#\n"
                              "#......#.......#\n"
                              "################\n");
    const ToolRun run =
        delve(cat("fov --algorithm=bresenham --at=11,2 '", map.string(), "' --radius=6"));
    EXPECT_EQ(run.status, 0);
    EXPECT_EQ(run.out,
              "        ####### \n"
              "       #.......#\n"
              "     ..'...@...#\n"
              "       #....>..#\n"
              "       #.......#\n"
              "       #.......#\n"
              "       #########\n"
              "visible 63\n");
}

TEST_F(FovTool, ABadMapNamesFileLineAndColumn) {
    const auto map = writeMap("ragged.txt",
                              "#####\n"
                              "#@..#\n"
                              "#..#\n"
                              "#####\n");
    const ToolRun run = fov(map);
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err, cat(map.string(), ":3:5: this row is 4 characters long, the first is 5\n"));

    // A map that is not there is refused as any other value is.
    const fs::path absent = folder_ / "absent.txt";
    const ToolRun missing = fov(absent, "--at 1,1");
    EXPECT_EQ(missing.status, 2);
    EXPECT_EQ(missing.err, cat("delve fov: MAPFILE: \"", absent.string(),
                               "\" is not an existing file\n", kTryHelp));
}

TEST_F(FovTool, BadOptionsSayWhatIsWrongAndPointToTheHelp) {
    const auto map = writeMap("pillar.txt", kToolPillarRoom);
    const std::string file = cat("'", map.string(), "'");
    const struct {
        std::string arguments;
        std::string problem;
    } cases[] = {
        {"fov", "MAPFILE: must be given"},
        {cat("fov ", file, " --wide"), "--wide: unknown option"},
        {cat("fov ", file, " --at"), "--at: needs a value"},
        {cat("fov ", file, " --at 3"), "--at: \"3\" is not a cell X,Y"},
        {cat("fov ", file, " --at 3,x"), "--at: \"3,x\" is not a cell X,Y"},
        {cat("fov ", file, " --at 7,2"), "--at: 7,2 is outside the 7x5 map"},
        {cat("fov ", file, " --radius -2"), "--radius: \"-2\" is not a whole number from 0 up"},
        {cat("fov ", file, " --radius 6x"), "--radius: \"6x\" is not a whole number from 0 up"},
        {cat("fov ", file, " --algorithm permissive"),
         "--algorithm: \"permissive\" is not one of shadowcast, bresenham"},
        {cat("fov ", file, " ", file), cat("\"", map.string(), "\": unexpected argument")},
    };
    for (const auto& c : cases) {
        const ToolRun run = delve(c.arguments);
        EXPECT_EQ(run.status, 2) << c.arguments;
        EXPECT_EQ(run.out, "") << c.arguments;
        EXPECT_EQ(run.err, cat("delve fov: ", c.problem, "\n", kTryHelp)) << c.arguments;
    }
}

TEST_F(FovTool, WithoutAtAMapNeedsItsHero) {
    const auto map = writeMap("empty.txt",
                              "#####\n"
                              "#...#\n"
                              "#####\n");
    const ToolRun run = fov(map);
    EXPECT_EQ(run.status, 2);
    EXPECT_EQ(run.err,
              cat("delve fov: --at: must be given: the map has no @ to look from\n", kTryHelp));

    const ToolRun looked = fov(map, "--at 0,0 --radius 1");
    EXPECT_EQ(looked.status, 0);
    EXPECT_EQ(looked.out,
              "@#   \n"
              "#.   \n"
              "     \n"
              "visible 4\n");
}

}  // namespace
}  // namespace delve
