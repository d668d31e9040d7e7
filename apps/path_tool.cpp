// `delve path MAPFILE --from X,Y --to X,Y [--algorithm astar|dijkstra|bfs]`
//
// Prints the way from one cell to another on a level file, one `X,Y` a line
// from the first step to the goal (the starting cell is not printed), then
// `steps N`, `cost C` in hundredths of a step and `expanded M`, the cells the
// search took from its queue and looked around. With no way there it prints
// `steps none` and `expanded M` and exits with 1. A map that cannot be read,
// or options that make no sense, exit with 2.

#include <charconv>
#include <cstdio>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "tool_registry.h"
#include "content/level_loader.h"
#include "map/level_file.h"
#include "map/path_search.h"

namespace delve {
namespace {

constexpr std::string_view kUsage =
    "delve path MAPFILE --from X,Y --to X,Y [--algorithm astar|dijkstra|bfs]";

int complain(const std::string& problem) {
    std::fprintf(stderr, "delve path: %s\nusage: %.*s\n", problem.c_str(),
                 static_cast<int>(kUsage.size()), kUsage.data());
    return 2;
}

std::optional<int> readWhole(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

std::optional<Point> readCell(std::string_view text) {
    const std::size_t comma = text.find(',');
    if (comma == std::string_view::npos) {
        return std::nullopt;
    }
    const auto x = readWhole(text.substr(0, comma));
    const auto y = readWhole(text.substr(comma + 1));
    if (!x || !y) {
        return std::nullopt;
    }
    return Point{*x, *y};
}

struct Options {
    std::string mapFile;
    std::optional<Point> from;
    std::optional<Point> to;
    PathAlgorithm algorithm = PathAlgorithm::AStar;
};

// Fills `options` from the arguments, or returns what is wrong with them.
std::optional<std::string> readOptions(std::span<char*> args, Options& options) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (!arg.starts_with("--")) {
            if (!options.mapFile.empty()) {
                return "only one MAPFILE, found \"" + std::string(arg) + "\" as well";
            }
            options.mapFile = arg;
            continue;
        }
        if (arg != "--from" && arg != "--to" && arg != "--algorithm") {
            return "unknown option " + std::string(arg);
        }
        if (i + 1 >= args.size()) {
            return std::string(arg) + " needs a value";
        }
        const std::string_view value = args[++i];
        if (arg == "--algorithm") {
            const auto algorithm = pathAlgorithmNamed(value);
            if (!algorithm) {
                return "unknown algorithm \"" + std::string(value) +
                       "\" (expected astar, dijkstra or bfs)";
            }
            options.algorithm = *algorithm;
            continue;
        }
        const auto cell = readCell(value);
        if (!cell) {
            return std::string(arg) + " expects a cell as X,Y, found \"" + std::string(value) +
                   "\"";
        }
        (arg == "--from" ? options.from : options.to) = cell;
    }
    if (options.mapFile.empty()) {
        return "no MAPFILE given";
    }
    if (!options.from) {
        return "--from is missing";
    }
    if (!options.to) {
        return "--to is missing";
    }
    return std::nullopt;
}

std::string cellText(Point p) {
    return std::to_string(p.x) + "," + std::to_string(p.y);
}

int runPath(std::span<char*> args) {
    Options options;
    if (auto problem = readOptions(args, options)) {
        return complain(*problem);
    }
    Level level;
    try {
        level = loadLevel(options.mapFile);
    } catch (const LevelError& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return 2;
    }
    const Map& map = level.map;
    for (const char* option : {"--from", "--to"}) {
        const Point cell = option == std::string_view("--from") ? *options.from : *options.to;
        if (!map.contains(cell)) {
            return complain(std::string(option) + " " + cellText(cell) + " is outside the " +
                            std::to_string(map.width()) + "x" + std::to_string(map.height()) +
                            " map");
        }
    }

    PathFinder finder;
    const PathResult result =
        finder.find(options.algorithm, stepCostsFor(map), *options.from, *options.to);
    std::string out;
    if (!result.found) {
        out = "steps none\nexpanded " + std::to_string(result.expanded) + "\n";
        std::fwrite(out.data(), 1, out.size(), stdout);
        return 1;
    }
    for (Point cell : result.path) {
        out += cellText(cell) + "\n";
    }
    out += "steps " + std::to_string(result.path.size()) + "\n";
    out += "cost " + std::to_string(result.cost) + "\n";
    out += "expanded " + std::to_string(result.expanded) + "\n";
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}

const ToolRegistration registration{Tool{"path", kUsage, runPath}};

}  // namespace
}  // namespace delve
