#include <array>
#include <string_view>
#include <vector>

#include "content/entry_reader.h"
#include "content/level_loader.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"
#include "game/floor_entry.h"
#include "map/generate_reach.h"

namespace delve {

namespace {

constexpr std::array<std::string_view, 8> kFloorFields = {"layout", "name",   "monsters", "items",
                                                          "traps",  "amulet", "guards",   "note"};
constexpr std::array<std::string_view, 4> kLevelFields = {"file", "floors", "chance", "note"};
// In the order of FloorLayout.
constexpr std::array<std::string_view, 3> kLayouts = {"rooms", "caves", "mixed"};
constexpr int kLongestName = 40;
constexpr int kMostOfAKind = 100;

// The array of tables `[[key]]`, or nothing when the document has none.
const toml::array* tablesAt(const toml::table& document, std::string_view key,
                            const std::string& source) {
    const toml::node* node = document.get(key);
    if (node == nullptr) {
        return nullptr;
    }
    const toml::array* list = node->as_array();
    if (list == nullptr || !list->is_array_of_tables()) {
        throw errorAt(source, node->source(),
                      std::string(key) + " must be tables written [[" + std::string(key) + "]]");
    }
    return list;
}

// A floor's name in English, which the catalogs translate ("place"). A `|`
// would make the kept name read as a level's names in every language
// (map/kept_place_name.h).
std::string readName(const EntryReader& fields) {
    std::string name = fields.text("name", kLongestName);
    if (name.find('|') != std::string::npos) {
        fields.failAt("name", "a floor's name has no |, not \"" + name + "\"");
    }
    return name;
}

Span readSpan(const EntryReader& fields, std::string_view key) {
    const auto [least, most] = fields.span(key, 0, kMostOfAKind);
    return {least, most};
}

FloorPlan readFloor(const EntryReader& fields, const Rules& rules) {
    FloorPlan plan;
    const std::string layout = fields.word("layout", kLayouts);
    plan.layout = static_cast<FloorLayout>(std::find(kLayouts.begin(), kLayouts.end(), layout) -
                                           kLayouts.begin());
    plan.name = readName(fields);
    plan.monsters = readSpan(fields, "monsters");
    plan.items = readSpan(fields, "items");
    plan.traps = readSpan(fields, "traps");
    plan.holdsAmulet = fields.flagOr("amulet", false);
    if (plan.holdsAmulet) {
        std::vector<std::string_view> monsterIds;
        for (const MonsterKind& kind : rules.monsters) {
            monsterIds.push_back(kind.id);
        }
        plan.guards = fields.words("guards", monsterIds);
    }
    return plan;
}

// Whether a level's stairs can be reached from its start without finding a
// secret door, as every generated floor promises.
bool stairsWithinReach(const Level& level) {
    const Grid<int> steps = walkingDistances(level.map, *level.start, SecretDoorRule::Blocking);
    for (int y = 0; y < level.map.height(); ++y) {
        for (int x = 0; x < level.map.width(); ++x) {
            if (level.map.terrain({x, y}) == Terrain::StairsDown && steps[{x, y}] >= 0) {
                return true;
            }
        }
    }
    return false;
}

PlannedLevel readPlannedLevel(const EntryReader& fields, const toml::table& table,
                              const std::string& source, const std::filesystem::path& levels,
                              const Rules& rules) {
    PlannedLevel planned;
    const std::string file = fields.text("file", 200);
    const auto [shallowest, deepest] = fields.span("floors", 1, kDeepestFloor - 1);
    planned.shallowest = shallowest;
    planned.deepest = deepest;
    planned.chance = fields.wholeNumber("chance", 1, 100);
    try {
        planned.level = readLevelFile(levels / file, &rules);
    } catch (const LevelError& error) {
        // A level the plan names is part of the game's data.
        throw ContentError(error.source(), error.line(), error.column(), error.problem());
    }
    if (!stairsWithinReach(*planned.level)) {
        throw errorAt(source, table.source(),
                      "the level " + file +
                          " has no stairs down that the hero can reach without a secret door");
    }
    return planned;
}

}  // namespace

void parseDungeon(std::string_view toml, const std::string& source,
                  const std::filesystem::path& levelsFolder, Rules& into) {
    const toml::table document = parseToml(toml, source);
    for (const auto& [key, value] : document) {
        if (key.str() != "floor" && key.str() != "level") {
            throw errorAt(source, key.source(),
                          "unknown key \"" + std::string(key.str()) +
                              "\": the plan holds only [[floor]] and [[level]] tables");
        }
    }
    DungeonPlan plan;
    const toml::array* floors = tablesAt(document, "floor", source);
    const int count = floors == nullptr ? 0 : static_cast<int>(floors->size());
    if (count != kDeepestFloor) {
        throw errorAt(source, floors == nullptr ? document.source() : floors->source(),
                      "the plan must have " + std::to_string(kDeepestFloor) +
                          " [[floor]] tables, one for each floor from the top, not " +
                          std::to_string(count));
    }
    for (const toml::node& node : *floors) {
        const toml::table& table = *node.as_table();
        const std::string place = "floor " + std::to_string(plan.floors.size() + 1);
        const EntryReader fields(table, place, source, kFloorFields);
        FloorPlan floor = readFloor(fields, into);
        const bool deepest = plan.floors.size() + 1 == kDeepestFloor;
        if (floor.holdsAmulet && !deepest) {
            throw errorAt(source, table.source(),
                          "only the deepest floor, which has no stairs down, may hold the Amulet");
        }
        if (deepest && !floor.holdsAmulet) {
            throw errorAt(source, table.source(),
                          "the deepest floor must hold the Amulet (amulet = true): a run must "
                          "have a way to be won");
        }
        if (floor.holdsAmulet && into.amulet() == nullptr) {
            throw errorAt(source, table.source(),
                          "the Amulet is planned but items.toml has no kind of class \"amulet\"");
        }
        plan.floors.push_back(std::move(floor));
    }
    if (const toml::array* levels = tablesAt(document, "level", source)) {
        for (const toml::node& node : *levels) {
            const toml::table& table = *node.as_table();
            const std::string place = "level " + std::to_string(plan.levels.size() + 1);
            const EntryReader fields(table, place, source, kLevelFields);
            plan.levels.push_back(readPlannedLevel(fields, table, source, levelsFolder, into));
        }
    }
    into.dungeon = std::move(plan);
}

}  // namespace delve
