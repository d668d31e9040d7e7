// `delve bench` run as a program: a short, filtered run prints Google
// Benchmark's table with sane numbers and the notes on path quality.

#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "support/run_delve.h"

namespace delve {
namespace {

using testing::runDelve;

// A little time per benchmark keeps the run short even under sanitizers.
const std::string kShort = " --benchmark_min_time=0.01";

struct TableRow {
    double time = 0;
    long iterations = 0;
    std::string counters;
};

// The row of the table whose name is exactly `name`, if printed.
bool findRow(const std::string& output, const std::string& name, TableRow& row) {
    const std::regex line("(?:^|\n)" + name +
                          R"( +([0-9.]+) [mun]?s +[0-9.]+ [mun]?s +([0-9]+) *([^\n]*))");
    std::smatch match;
    if (!std::regex_search(output, match, line)) {
        return false;
    }
    row.time = std::stod(match[1]);
    row.iterations = std::stol(match[2]);
    row.counters = match[3];
    return true;
}

double counter(const std::string& counters, const std::string& name) {
    const std::regex pair(name + R"(=([0-9.]+)(k?))");
    std::smatch match;
    if (!std::regex_search(counters, match, pair)) {
        return -1;
    }
    return std::stod(match[1]) * (match[2] == "k" ? 1000 : 1);
}

TEST(BenchTool, FieldOfViewOnTheFloorsCountsWhatIsSeen) {
    const auto result =
        runDelve("bench --benchmark_filter='^Fov/(delve|tcod)_s.*/floor80x40/r8$'" + kShort);
    ASSERT_EQ(result.status, 0) << result.output;
    for (const char* name : {"Fov/delve_shadowcast/floor80x40/r8",
                             "Fov/tcod_symmetric/floor80x40/r8", "Fov/tcod_shadow/floor80x40/r8"}) {
        TableRow row;
        ASSERT_TRUE(findRow(result.output, name, row)) << name << "\n" << result.output;
        EXPECT_GT(row.time, 0) << name;
        EXPECT_GT(row.iterations, 0) << name;
        // Within radius 8 one sees more than the cell one stands on, and
        // never more than the 217 cells of the disc.
        const double seen = counter(row.counters, "seen");
        EXPECT_GT(seen, 1) << name << ": " << row.counters;
        EXPECT_LE(seen, 217) << name << ": " << row.counters;
    }
    // The filter kept the other benchmarks out.
    EXPECT_EQ(result.output.find("bresenham"), std::string::npos) << result.output;
    EXPECT_EQ(result.output.find("cave1000"), std::string::npos) << result.output;
}

TEST(BenchTool, PathsOnTheFloorsAreCheckedAgainstADijkstraMap) {
    const auto result = runDelve("bench --benchmark_filter='^AStar/.*/floor80x40$'" + kShort);
    ASSERT_EQ(result.status, 0) << result.output;
    TableRow ours;
    TableRow theirs;
    ASSERT_TRUE(findRow(result.output, "AStar/delve/floor80x40", ours)) << result.output;
    ASSERT_TRUE(findRow(result.output, "AStar/tcod_map/floor80x40", theirs)) << result.output;
    // An 80x40 floor's journeys are far apart: tens of steps, not thousands.
    EXPECT_GT(counter(ours.counters, "steps"), 20) << ours.counters;
    EXPECT_LT(counter(ours.counters, "steps"), 400) << ours.counters;
    EXPECT_GE(counter(ours.counters, "expanded"), counter(ours.counters, "steps")) << ours.counters;
    const double dearer = counter(theirs.counters, "dearer");
    EXPECT_GE(dearer, 0) << theirs.counters;
    EXPECT_LE(dearer, 1) << theirs.counters;
    EXPECT_NE(result.output.find("note: floor80x40: Delve's A* costs what its Dijkstra map says "
                                 "is cheapest on all"),
              std::string::npos)
        << result.output;
}

TEST(BenchTool, RefusesWhatGoogleBenchmarkDoesNotKnow) {
    const auto result = runDelve("bench --benchmark_filter=Fov --no_such_option");
    EXPECT_EQ(result.status, 2) << result.output;
    EXPECT_NE(result.output.find("delve bench: --no_such_option: unknown option\n"),
              std::string::npos)
        << result.output;
    EXPECT_NE(result.output.find("try: delve bench --help"), std::string::npos) << result.output;
    // Nothing was run.
    EXPECT_EQ(result.output.find("Fov/"), std::string::npos) << result.output;
}

TEST(BenchTool, IsListedAmongTheTools) {
    const auto result = runDelve("help");
    ASSERT_EQ(result.status, 0);
    EXPECT_NE(result.output.find("delve bench [--benchmark_filter=REGEX]"), std::string::npos)
        << result.output;
}

}  // namespace
}  // namespace delve
