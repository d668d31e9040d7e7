// `delve fov`: the field of view from one cell of a map file, drawn as text.
#include <charconv>
#include <cstdio>
#include <iostream>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "tool_registry.h"
#include "map/fov.h"
#include "map/fov_picture.h"
#include "content/level_loader.h"
#include "map/level_file.h"

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

// A whole number taking up all of `text`, or nothing.
std::optional<int> wholeNumber(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

std::optional<Point> cellFromText(std::string_view text) {
    const std::size_t comma = text.find(',');
    if (comma == std::string_view::npos) {
        return std::nullopt;
    }
    const auto x = wholeNumber(text.substr(0, comma));
    const auto y = wholeNumber(text.substr(comma + 1));
    if (!x || !y) {
        return std::nullopt;
    }
    return Point{*x, *y};
}

// What the command line asks for, or what is wrong with it.
struct ParsedRequest {
    FovRequest request;
    std::string problem;
};

ParsedRequest parseRequest(std::span<char*> args) {
    ParsedRequest parsed;
    FovRequest& request = parsed.request;
    const auto fail = [&](std::string problem) {
        parsed.problem = std::move(problem);
        return parsed;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string_view arg = args[i];
        if (!arg.starts_with("--")) {
            if (!request.mapFile.empty()) {
                return fail("one map file only, found \"" + request.mapFile + "\" and \"" +
                            std::string(arg) + "\"");
            }
            request.mapFile = std::string(arg);
            continue;
        }
        // Both `--radius 6` and `--radius=6`.
        std::string_view name = arg;
        std::optional<std::string_view> value;
        if (const std::size_t equals = arg.find('='); equals != std::string_view::npos) {
            name = arg.substr(0, equals);
            value = arg.substr(equals + 1);
        }
        if (name != "--at" && name != "--radius" && name != "--algorithm") {
            return fail("unknown option " + std::string(name));
        }
        if (!value) {
            if (i + 1 >= args.size()) {
                return fail(std::string(name) + " needs a value");
            }
            value = args[++i];
        }
        if (name == "--at") {
            request.at = cellFromText(*value);
            if (!request.at) {
                return fail("--at wants X,Y, found \"" + std::string(*value) + "\"");
            }
        } else if (name == "--radius") {
            const auto radius = wholeNumber(*value);
            if (!radius || *radius < 0) {
                return fail("--radius wants a whole number, 0 or more, found \"" +
                            std::string(*value) + "\"");
            }
            request.radius = *radius;
        } else {
            const auto algorithm = parseFovAlgorithm(*value);
            if (!algorithm) {
                return fail("--algorithm is shadowcast or bresenham, found \"" +
                            std::string(*value) + "\"");
            }
            request.algorithm = *algorithm;
        }
    }
    if (request.mapFile.empty()) {
        return fail("no map file");
    }
    return parsed;
}

int complain(std::string_view problem) {
    std::cerr << "delve fov: " << problem << "\nusage: " << kFovUsage << "\n";
    return 2;
}

int runFov(std::span<char*> args) {
    if (args.size() == 1 &&
        (std::string_view(args[0]) == "--help" || std::string_view(args[0]) == "-h")) {
        std::cout << "usage: " << kFovUsage << "\n";
        return 0;
    }
    const ParsedRequest parsed = parseRequest(args);
    if (!parsed.problem.empty()) {
        return complain(parsed.problem);
    }
    const FovRequest& request = parsed.request;
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
        return complain("no --at, and the map has no @ to look from");
    }
    Map& map = level.map;
    if (!map.contains(*origin)) {
        return complain("--at " + std::to_string(origin->x) + "," + std::to_string(origin->y) +
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
