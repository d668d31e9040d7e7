// `delve path` run as a program, on map files written for the test.

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "support/build_folders.h"

namespace delve {
namespace {

struct ToolOutput {
    int status = -1;
    std::string out;
    std::string err;
};

class PathTool : public ::testing::Test {
  protected:
    void SetUp() override {
        folder_ = std::filesystem::temp_directory_path() /
                  ("delve_path_tool_" + std::to_string(::getpid()));
        std::filesystem::create_directories(folder_);
    }
    void TearDown() override { std::filesystem::remove_all(folder_); }

    std::string writeMap(const std::string& name, const std::string& text) {
        const std::filesystem::path file = folder_ / name;
        std::ofstream(file) << text;
        return file.string();
    }

    ToolOutput run(const std::string& arguments) {
        const std::filesystem::path errors = folder_ / "stderr.txt";
        const std::string command = std::string("'") + testing::kDelveBinary + "' path " +
                                    arguments + " 2>'" + errors.string() + "'";
        ToolOutput result;
        FILE* pipe = ::popen(command.c_str(), "r");
        if (pipe == nullptr) {
            return result;
        }
        char buffer[4096];
        std::size_t got = 0;
        while ((got = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) {
            result.out.append(buffer, got);
        }
        const int status = ::pclose(pipe);
        result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        std::ifstream in(errors);
        std::stringstream text;
        text << in.rdbuf();
        result.err = text.str();
        return result;
    }

    std::filesystem::path folder_;
};

const char* kToolRoom =
    "#######\n"
    "#..#..#\n"
    "#..+..#\n"
    "#..#..#\n"
    "#######\n";

TEST_F(PathTool, PrintsTheWayItsStepsCostAndWork) {
    const std::string file = writeMap("room.txt", kToolRoom);
    const ToolOutput result = run("'" + file + "' --from 1,2 --to 5,2");
    EXPECT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(result.out,
              "2,2\n"
              "3,2\n"
              "4,2\n"
              "5,2\n"
              "steps 4\n"
              "cost 500\n"
              "expanded 6\n");
    EXPECT_EQ(result.err, "");
}

TEST_F(PathTool, EachAlgorithmCanBeChosen) {
    const std::string file = writeMap("room.txt", kToolRoom);
    const ToolOutput aStar = run("'" + file + "' --from 1,1 --to 5,3 --algorithm astar");
    const ToolOutput dijkstra = run("'" + file + "' --algorithm dijkstra --from 1,1 --to 5,3");
    const ToolOutput breadth = run("--from 1,1 '" + file + "' --to 5,3 --algorithm bfs");
    for (const ToolOutput* result : {&aStar, &dijkstra, &breadth}) {
        EXPECT_EQ(result->status, 0) << result->err;
        EXPECT_NE(result->out.find("\nsteps 4\ncost 502\n"), std::string::npos) << result->out;
    }
    EXPECT_NE(aStar.out, dijkstra.out) << "the two searches do not look at as many cells";
}

TEST_F(PathTool, SaysStepsNoneWhenThereIsNoWay) {
    const std::string file = writeMap("shut.txt",
                                      "#######\n"
                                      "#..#..#\n"
                                      "#..#..#\n"
                                      "#######\n");
    const ToolOutput result = run("'" + file + "' --from 1,1 --to 5,1");
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, "steps none\nexpanded 4\n");
}

TEST_F(PathTool, StartingAtTheGoalTakesNoSteps) {
    const std::string file = writeMap("room.txt", kToolRoom);
    const ToolOutput result = run("'" + file + "' --from 2,2 --to 2,2");
    EXPECT_EQ(result.status, 0);
    EXPECT_EQ(result.out, "steps 0\ncost 0\nexpanded 0\n");
}

TEST_F(PathTool, ABadMapSaysWhereItIsWrong) {
    const std::string file = writeMap("bad.txt", "#####\n#.x.#\n#####\n");
    const ToolOutput result = run("'" + file + "' --from 1,1 --to 3,1");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.out, "");
    EXPECT_NE(result.err.find(file + ":2:3: unknown symbol"), std::string::npos) << result.err;
}

TEST_F(PathTool, AMissingMapIsRefusedAsAnyBadValueIs) {
    const std::string nowhere = (folder_ / "nowhere.txt").string();
    const ToolOutput result = run("'" + nowhere + "' --from 1,1 --to 3,1");
    EXPECT_EQ(result.status, 2);
    EXPECT_EQ(result.err, "delve path: MAPFILE: \"" + nowhere +
                              "\" is not an existing file\ntry: delve path --help\n");
}

TEST_F(PathTool, BadOptionsAreExplainedPointingToTheHelp) {
    const std::string file = writeMap("room.txt", kToolRoom);
    const struct {
        std::string arguments;
        std::string complaint;
    } cases[] = {
        {"'" + file + "' --from 1,1", "delve path: --to: must be given\n"},
        {"'" + file + "' --to 1,1", "delve path: --from: must be given\n"},
        {"--from 1,1 --to 2,2", "delve path: MAPFILE: must be given\n"},
        {"'" + file + "' --from 1x1 --to 2,2", "delve path: --from: \"1x1\" is not a cell X,Y\n"},
        {"'" + file + "' --from 1,1 --to 2,2 --algorithm greedy",
         "delve path: --algorithm: \"greedy\" is not one of astar, dijkstra, bfs\n"},
        {"'" + file + "' --from 1,1 --to 2,2 --fast", "delve path: --fast: unknown option\n"},
        {"'" + file + "' --from 1,1 --to", "delve path: --to: needs a value\n"},
        {"'" + file + "' --from 1,1 --to 9,1", "delve path: --to: 9,1 is outside the 7x5 map\n"},
        {"'" + file + "' --from -1,1 --to 2,1", "delve path: --from: -1,1 is outside"},
    };
    for (const auto& [arguments, complaint] : cases) {
        const ToolOutput result = run(arguments);
        EXPECT_EQ(result.status, 2) << arguments;
        EXPECT_EQ(result.out, "") << arguments;
        EXPECT_NE(result.err.find(complaint), std::string::npos) << arguments << "\n" << result.err;
        EXPECT_NE(result.err.find("\ntry: delve path --help\n"), std::string::npos) << result.err;
    }
}

}  // namespace
}  // namespace delve
