// `delve bench`: the game's field of view and path finding timed with Google
// Benchmark, each beside libtcod doing the same job on the same maps.
#include <benchmark/benchmark.h>

#include <iostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "bench_notes.h"
#include "tool_registry.h"

namespace delve {
namespace {

constexpr std::string_view kBenchUsage =
    "delve bench [--benchmark_filter=REGEX] [Google Benchmark options]";

int runBench(std::span<char*> args) {
    // Google Benchmark reads its options from an argv of its own and takes
    // out the ones it knows; whatever is left was not meant for it.
    std::string programName = "delve bench";
    std::vector<char*> argv;
    argv.push_back(programName.data());
    argv.insert(argv.end(), args.begin(), args.end());
    argv.push_back(nullptr);
    int argc = static_cast<int>(argv.size()) - 1;
    benchmark::Initialize(&argc, argv.data());
    if (benchmark::ReportUnrecognizedArguments(argc, argv.data())) {
        std::cerr << "usage: " << kBenchUsage << "\n";
        return 2;
    }
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    // On the error stream, like the machine description above the table, so
    // that --benchmark_format=json still writes plain JSON.
    for (const std::string& note : bench::notes()) {
        std::cerr << "note: " << note << "\n";
    }
    return 0;
}

const ToolRegistration registerBench{Tool{"bench", kBenchUsage, runBench}};

}  // namespace
}  // namespace delve
