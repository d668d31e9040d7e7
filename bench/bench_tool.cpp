// `delve bench`: the game's field of view and path finding timed with Google
// Benchmark, each beside libtcod doing the same job on the same maps.
#include <benchmark/benchmark.h>

#include <iostream>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "bench_notes.h"
#include "command_line.h"
#include "option_checks.h"
#include "tool_registry.h"

namespace delve {
namespace {

constexpr std::string_view kBenchUsage =
    "delve bench [--benchmark_filter=REGEX] [Google Benchmark options]";

constexpr std::string_view kBenchAbout =
    "Times the game's field of view and path finding, each beside libtcod doing the same job "
    "on the same maps.\nEvery option but --help is Google Benchmark's, written --name=value: "
    "--benchmark_filter=REGEX,\n--benchmark_min_time=SECONDS, --benchmark_repetitions=N, "
    "--benchmark_format=console|json|csv,\n--benchmark_list_tests, and the others its own "
    "manual lists.";

// What Google Benchmark left of the words, refused as every command line
// refuses an option: by its name, and by its value if it has one.
int refuseLeftover(const CommandLine& line, std::string_view word) {
    const std::size_t equals = word.find('=');
    if (equals == std::string_view::npos) {
        return line.refuse(word, word.starts_with("-") ? "unknown option" : "unexpected argument");
    }
    return line.refuse(word.substr(0, equals), inQuotes(word.substr(equals + 1)) +
                                                   " is not a value Google Benchmark takes for it");
}

int runBench(std::span<char*> args) {
    CommandLine line("delve bench", std::string(kBenchUsage), std::string(kBenchAbout));
    // The options are Google Benchmark's: CLI11 answers --help and hands it
    // the rest.
    line.options().allow_extras();
    if (const auto stop = line.read(args)) {
        return *stop;
    }
    std::vector<std::string> words = line.options().remaining();
    std::string programName = "delve bench";
    std::vector<char*> argv;
    argv.push_back(programName.data());
    for (std::string& word : words) {
        argv.push_back(word.data());
    }
    argv.push_back(nullptr);
    int argc = static_cast<int>(argv.size()) - 1;
    {
        // Google Benchmark says on std::cerr what it thinks of a bad value;
        // the refusal below says it in the shared shape instead.
        std::ostringstream ownWords;
        std::streambuf* const stderrBuffer = std::cerr.rdbuf(ownWords.rdbuf());
        benchmark::Initialize(&argc, argv.data());
        std::cerr.rdbuf(stderrBuffer);
    }
    if (argc > 1) {
        return refuseLeftover(line, argv[1]);
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
