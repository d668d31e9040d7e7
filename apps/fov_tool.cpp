// `delve fov`: the field of view from one cell of a map file, drawn as text.
#include <array>
#include <cstdio>
#include <iostream>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "command_line.h"
#include "content/level_loader.h"
#include "map/fov.h"
#include "map/fov_picture.h"
#include "map/level_file.h"
#include "option_checks.h"
#include "tool_registry.h"

namespace delve {
namespace {

constexpr std::string_view kFovUsage =
    "delve fov MAPFILE --at X,Y [--radius R] [--algorithm shadowcast|bresenham]";

struct FovRequest {
    std::string mapFile;
    std::optional<Point> at;
    int radius = 0;  // no limit
    FovAlgorithm algorithm = FovAlgorithm::Shadowcast;
};

constexpr std::array<FovAlgorithm, 2> kFovAlgorithms = {FovAlgorithm::Shadowcast,
                                                        FovAlgorithm::Bresenham};

int runFov(std::span<char*> args) {
    FovRequest request;
    CommandLine line("delve fov", std::string(kFovUsage),
                     "The field of view from one cell of a map file, drawn as text: what is in "
                     "sight, and how many cells.");
    CLI::App& app = line.options();
    app.add_option("MAPFILE", request.mapFile, "the map, a level file (docs/level-format.md)")
        ->required()
        ->check(existingFile());
    app.add_option_function<std::string>(
           "--at", [&request](const std::string& text) { request.at = cellOf(text); },
           "the cell to look from (without it, the map's @)")
        ->option_text("X,Y")
        ->check(cell());
    app.add_option("--radius", request.radius, "how far the eye reaches, 0 for no limit (0)")
        ->option_text("R")
        ->check(wholeNumber(0));
    app.add_option("--algorithm", request.algorithm, "the way sight is worked out (shadowcast)")
        ->option_text("shadowcast|bresenham")
        ->transform(oneOf(kFovAlgorithms, fovAlgorithmName));
    if (const auto stop = line.read(args)) {
        return *stop;
    }
    Level level;
    try {
        level = loadLevel(request.mapFile);
    } catch (const LevelError& error) {
        std::cerr << error.what() << "\n";
        return 2;
    }
    // Without --at, the hero's `@` in the map says where to look from.
    const std::optional<Point> origin = request.at ? request.at : level.start;
    if (!origin) {
        return line.refuse("--at", "must be given: the map has no @ to look from");
    }
    Map& map = level.map;
    if (!map.contains(*origin)) {
        return line.refuse("--at", std::to_string(origin->x) + "," + std::to_string(origin->y) +
                                       " is outside the " + std::to_string(map.width()) + "x" +
                                       std::to_string(map.height()) + " map");
    }
    updateVisibility(map, *origin, request.radius, request.algorithm);
    std::cout << visibilityPicture(map, *origin) << "visible " << map.visibleCells().size() << "\n";
    return 0;
}

const ToolRegistration registerFov{Tool{"fov", kFovUsage, runFov}};

}  // namespace
}  // namespace delve
