// `delve path MAPFILE --from X,Y --to X,Y [--algorithm astar|dijkstra|bfs]`
//
// Prints the way from one cell to another on a level file, one `X,Y` a line
// from the first step to the goal (the starting cell is not printed), then
// `steps N`, `cost C` in hundredths of a step and `expanded M`, the cells the
// search took from its queue and looked around. With no way there it prints
// `steps none` and `expanded M` and exits with 1. A map that cannot be read,
// or options that make no sense, exit with 2 (command_line.h).

#include <array>
#include <cstdio>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "command_line.h"
#include "content/level_loader.h"
#include "map/level_file.h"
#include "map/path_search.h"
#include "option_checks.h"
#include "tool_registry.h"

namespace delve {
namespace {

constexpr std::string_view kUsage =
    "delve path MAPFILE --from X,Y --to X,Y [--algorithm astar|dijkstra|bfs]";

struct Options {
    std::string mapFile;
    std::optional<Point> from;
    std::optional<Point> to;
    PathAlgorithm algorithm = PathAlgorithm::AStar;
};

constexpr std::array<PathAlgorithm, 3> kPathAlgorithms = {
    PathAlgorithm::AStar, PathAlgorithm::Dijkstra, PathAlgorithm::BreadthFirst};

// A cell option that must be given.
void addCell(CLI::App& app, const std::string& name, std::optional<Point>& into,
             const std::string& description) {
    app.add_option_function<std::string>(
           name, [&into](const std::string& text) { into = cellOf(text); }, description)
        ->option_text("X,Y")
        ->required()
        ->check(cell());
}

std::string cellText(Point p) {
    return std::to_string(p.x) + "," + std::to_string(p.y);
}

int runPath(std::span<char*> args) {
    Options options;
    CommandLine line("delve path", std::string(kUsage),
                     "The way from one cell of a level file to another, one X,Y a line, then "
                     "its steps, cost and the cells expanded.");
    CLI::App& app = line.options();
    app.add_option("MAPFILE", options.mapFile, "the map, a level file (docs/level-format.md)")
        ->required()
        ->check(existingFile());
    addCell(app, "--from", options.from, "the cell the way begins at");
    addCell(app, "--to", options.to, "the cell the way goes to");
    app.add_option("--algorithm", options.algorithm, "the search (astar)")
        ->option_text("astar|dijkstra|bfs")
        ->transform(oneOf(kPathAlgorithms, pathAlgorithmName));
    if (const auto stop = line.read(args)) {
        return *stop;
    }
    Level level;
    try {
        level = loadLevel(options.mapFile);
    } catch (const LevelError& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return 2;
    }
    const Map& map = level.map;
    for (const auto& [option, cell] :
         {std::pair("--from", *options.from), std::pair("--to", *options.to)}) {
        if (!map.contains(cell)) {
            return line.refuse(option, cellText(cell) + " is outside the " +
                                           std::to_string(map.width()) + "x" +
                                           std::to_string(map.height()) + " map");
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
