#pragma once

#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/point.h"
#include "core/source_error.h"
#include "map/map.h"

namespace delve {

// A hand-made level as text (docs/level-format.md): an optional header line
// `level|<id>|<name>`, rows of terrain symbols, legend lines that say what the
// other characters stand for, and a closing `end`.

enum class PlacementKind { Monster, Item, Gold, Marker, Trap, Person };

// Something a legend character puts on the floor at `at`.
struct Placement {
    PlacementKind kind = PlacementKind::Marker;
    std::string id;  // the snake_case id of the kind; empty for gold
    int amount = 1;  // how many items, or how much gold
    Point at;
    bool known = false;  // a trap the hero knows of from the start
};

struct Level {
    std::string source;  // where it was read from, as errors name it
    std::string id;
    std::string name;
    Map map;
    // Where the hero starts: the `@`, or else the stairs up, or else the
    // stairs down (a surface that is only ever reached from below).
    std::optional<Point> start;
    std::vector<Placement> placements;
};

// The most monsters a floor may hold, in a level file or a save: each
// turn's cost grows with the square of their number, and a generated floor
// holds fewer than twenty.
inline constexpr int kMaxFloorMonsters = 1000;

// What went wrong in a level file, and where.
class LevelError : public SourceError {
  public:
    using SourceError::SourceError;
};

// What a letter stands for in every level of an adventure, without a legend
// line: seed 002's Mine writes its enemies so (`r`, `g`, `s`, `L`), and its
// people. A level's own legend may still give the letter another meaning.
struct CastLetter {
    PlacementKind kind = PlacementKind::Monster;
    std::string id;
};
using LevelCast = std::map<char, CastLetter>;

// Asked for each monster, item and marker id in a legend; returns a complaint
// when the id names nothing the game knows, nothing when it is fine.
using KindChecker = std::function<std::optional<std::string>(PlacementKind, std::string_view id)>;

// Reads a level from text; `source` names it in errors. Throws LevelError.
Level parseLevel(std::string_view text, const std::string& source,
                 const KindChecker& checkKind = nullptr, const LevelCast& cast = {});

// The map as level-file rows (no header, no legend), for tools and tests.
std::string levelRows(const Map& map);

}  // namespace delve
