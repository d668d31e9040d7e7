#include <array>
#include <string_view>
#include <vector>

#include "content/entry_reader.h"
#include "content/level_loader.h"
#include "content/rules_loader.h"
#include "content/toml_values.h"
#include "game/floor_entry.h"
#include "game/items/vault.h"
#include "map/generate_reach.h"

namespace delve {

namespace {

constexpr std::array<std::string_view, 10> kFloorFields = {
    "layout",      "name",  "monsters", "items",  "traps",
    "from_deeper", "vault", "amulet",   "guards", "note"};
// A floor that is always the same hand-made level.
constexpr std::array<std::string_view, 2> kFixedFloorFields = {"file", "note"};
// The surface: a hand-made level, maybe in daylight.
constexpr std::array<std::string_view, 3> kSurfaceFields = {"file", "note", "daylight"};
constexpr std::array<std::string_view, 4> kLevelFields = {"file", "floors", "chance", "note"};
constexpr std::array<std::string_view, 11> kPlanKeys = {
    "name",  "description", "counts", "guardian", "surface",       "floor",
    "level", "bestiary",    "people", "hero",     "compact_screen"};
// [hero]'s own fields; beside them, a table for each class it plays with
// other numbers, with these fields.
constexpr std::array<std::string_view, 2> kHeroFields = {"sight", "experience"};
constexpr std::array<std::string_view, 6> kClassNumberFields = {
    "hp", "mana", "hp_per_level", "mana_per_level", "gold", "sight"};
constexpr std::array<std::string_view, 2> kSightWords = {"shadowcast", "bresenham"};
// The most levels an experience table lists.
constexpr int kLongestExperienceTable = 50;
// In the order of FloorLayout, and of FloorWord.
constexpr std::array<std::string_view, 3> kLayouts = {"rooms", "caves", "mixed"};
constexpr std::array<std::string_view, 2> kFloorWords = {"floors", "levels"};
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
    plan.fromDeeper = fields.wholeNumberOr("from_deeper", 0, 100, 0);
    plan.vault = fields.wholeNumberOr("vault", 0, kMostInAVault, 0);
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

bool holds(const Level& level, Terrain terrain) {
    for (int y = 0; y < level.map.height(); ++y) {
        for (int x = 0; x < level.map.width(); ++x) {
            if (level.map.terrain({x, y}) == terrain) {
                return true;
            }
        }
    }
    return false;
}

// Reads a level the plan names; a mistake in it is a mistake in the game's
// data.
std::shared_ptr<const Level> readPlansLevel(const std::filesystem::path& file, const Rules& rules,
                                            const LevelCast& cast) {
    try {
        return readLevelFile(file, &rules, cast);
    } catch (const LevelError& error) {
        throw ContentError(error.source(), error.line(), error.column(), error.problem());
    }
}

// Whether `file` is a path inside the levels folder: names joined by `/`,
// none empty, `.` or `..`, so no data file reaches outside it.
bool insideTheFolder(std::string_view file) {
    if (file.empty() || file.find('\\') != std::string_view::npos) {
        return false;
    }
    for (std::size_t start = 0; start <= file.size();) {
        std::size_t end = file.find('/', start);
        if (end == std::string_view::npos) {
            end = file.size();
        }
        const std::string_view name = file.substr(start, end - start);
        if (name.empty() || name == "." || name == "..") {
            return false;
        }
        start = end + 1;
    }
    return true;
}

// The level a table's `file` names, under the levels folder.
std::shared_ptr<const Level> namedLevel(const EntryReader& fields,
                                        const std::filesystem::path& levels, const Rules& rules,
                                        const LevelCast& cast) {
    const std::string file = fields.text("file", 200);
    if (!insideTheFolder(file)) {
        fields.failAt("file",
                      "a level's file is a path inside data/levels/, as "
                      "\"mine/camp.txt\", without \"..\" or a leading \"/\"");
    }
    return readPlansLevel(levels / file, rules, cast);
}

// The letters of [bestiary] or [people]: each one character that is not
// terrain, the hero or a blank, naming a kind the rules know.
void readCast(const toml::table& document, std::string_view key, PlacementKind kind,
              const std::string& source, const Rules& rules, LevelCast& cast) {
    const toml::node* node = document.get(key);
    if (node == nullptr) {
        return;
    }
    const toml::table* table = node->as_table();
    if (table == nullptr) {
        throw errorAt(source, node->source(),
                      std::string(key) + " must be a table of letters, as r = \"giant_rat\"");
    }
    for (const auto& [letter, value] : *table) {
        const std::string_view symbol = letter.str();
        if (symbol.size() != 1 || terrainFromSymbol(symbol[0]) || symbol[0] == '@' ||
            symbol[0] == ' ' || (symbol[0] >= '0' && symbol[0] <= '9')) {
            throw errorAt(source, letter.source(),
                          "\"" + std::string(symbol) +
                              "\" is not a letter a level may use: one character, not terrain, "
                              "`@` or a digit");
        }
        const auto* id = value.as_string();
        const bool known =
            id != nullptr && (kind == PlacementKind::Monster ? rules.monster(id->get()) != nullptr
                                                             : rules.person(id->get()) != nullptr);
        if (!known) {
            throw errorAt(source, value.source(),
                          std::string(kind == PlacementKind::Monster ? "a monster" : "a person") +
                              " of the rules' own, by id, not " + describeValue(value));
        }
        if (!cast.emplace(symbol[0], CastLetter{kind, id->get()}).second) {
            throw errorAt(source, letter.source(),
                          "the letter " + std::string(symbol) + " is in [bestiary] and [people]");
        }
    }
}

PlannedLevel readPlannedLevel(const EntryReader& fields, const toml::table& table,
                              const std::string& source, const std::filesystem::path& levels,
                              const Rules& rules, const LevelCast& cast) {
    PlannedLevel planned;
    const std::string file = fields.text("file", 200);
    const auto [shallowest, deepest] = fields.span("floors", 1, kDeepestFloor - 1);
    planned.shallowest = shallowest;
    planned.deepest = deepest;
    planned.chance = fields.wholeNumber("chance", 1, 100);
    planned.level = namedLevel(fields, levels, rules, cast);
    if (!stairsWithinReach(*planned.level)) {
        throw errorAt(source, table.source(),
                      "the level " + file +
                          " has no stairs down that the hero can reach without a secret door");
    }
    return planned;
}

// Checks what an adventure promises of its floors: stairs down within
// reach but on the deepest, which has none; in an adventure with a surface,
// stairs up on every floor and down from the surface, and none up
// elsewhere; a way to win.
class PlanChecks {
  public:
    PlanChecks(const DungeonPlan& plan, const std::string& source, const Rules& rules)
        : plan_(plan), source_(source), rules_(rules) {}

    // Floor `depth` of `floors`.
    void floor(const FloorPlan& floor, int depth, int floors, const toml::table& table) const {
        const bool deepest = depth == floors;
        if (floor.holdsAmulet && !deepest) {
            fail(table, "only the deepest floor, which has no stairs down, may hold the Amulet");
        }
        if (floor.holdsAmulet && rules_.amulet() == nullptr) {
            fail(table, "the Amulet is planned but items.toml has no kind of class \"amulet\"");
        }
        if (deepest && plan_.guardian.empty() && !floor.holdsAmulet) {
            fail(table,
                 "the deepest floor must hold the Amulet (amulet = true), or the adventure name "
                 "a guardian: a run must have a way to be won");
        }
        if (!floor.level) {
            return;
        }
        const Level& level = *floor.level;
        if (deepest && holds(level, Terrain::StairsDown)) {
            fail(table, "the deepest floor's level " + level.source + " has stairs down");
        }
        if (!deepest && !stairsWithinReach(level)) {
            fail(table, "the level " + level.source +
                            " has no stairs down that the hero can reach without a secret door");
        }
        if (plan_.keepsFloors() != holds(level, Terrain::StairsUp)) {
            fail(table, plan_.keepsFloors()
                            ? "the level " + level.source + " has no stairs up to the floor above"
                            : "the level " + level.source +
                                  " has stairs up, but only an adventure with a surface has a "
                                  "floor above the first");
        }
        if (deepest && !plan_.guardian.empty() && !places(level, plan_.guardian)) {
            fail(table, "the deepest floor's level " + level.source + " has no " + plan_.guardian +
                            ", the guardian to defeat");
        }
    }

    void surface(const Level& level, const toml::node& at) const {
        if (!holds(level, Terrain::StairsDown) || holds(level, Terrain::StairsUp)) {
            throw errorAt(source_, at.source(),
                          "the surface " + level.source +
                              " must have stairs down into the adventure, and none up");
        }
    }

  private:
    static bool places(const Level& level, const std::string& monster) {
        return std::ranges::any_of(level.placements, [&](const Placement& placement) {
            return placement.kind == PlacementKind::Monster && placement.id == monster;
        });
    }
    [[noreturn]] void fail(const toml::table& table, const std::string& problem) const {
        throw errorAt(source_, table.source(), problem);
    }

    const DungeonPlan& plan_;
    const std::string& source_;
    const Rules& rules_;
};

// The numbers a [hero.<class>] table gives the class it names.
void readClassNumbers(const EntryReader& fields, HeroClass& heroClass) {
    heroClass.maxHp = fields.wholeNumberOr("hp", 1, 1000, heroClass.maxHp);
    heroClass.mana = fields.wholeNumberOr("mana", 0, 100, heroClass.mana);
    heroClass.hpPerLevel = fields.wholeNumberOr("hp_per_level", 0, 100, heroClass.hpPerLevel);
    heroClass.manaPerLevel = fields.wholeNumberOr("mana_per_level", 0, 20, heroClass.manaPerLevel);
    heroClass.gold = fields.wholeNumberOr("gold", 0, 10000, heroClass.gold);
    heroClass.sightRadius = fields.wholeNumberOr("sight", 1, 30, heroClass.sightRadius);
}

// [hero]: how the hero sees in this adventure, the experience each level
// needs, and the classes it plays with other numbers.
void readHero(const toml::table& document, const std::string& source, const Rules& rules,
              DungeonPlan& plan) {
    const toml::node* node = document.get("hero");
    if (node == nullptr) {
        return;
    }
    const toml::table* table = node->as_table();
    if (table == nullptr) {
        throw errorAt(source, node->source(), "hero must be a table: [hero]");
    }
    toml::table own;
    std::vector<std::pair<const toml::key*, const toml::table*>> byClass;
    for (const auto& [key, value] : *table) {
        if (const toml::table* numbers = value.as_table()) {
            if (rules.heroClass(key.str()) == nullptr) {
                throw errorAt(source, key.source(),
                              "classes.toml has no class \"" + std::string(key.str()) +
                                  "\": [hero.<class>] gives a class of its own other numbers");
            }
            byClass.emplace_back(&key, numbers);
        } else {
            own.insert(key, value);
        }
    }
    const EntryReader fields(own, "hero", source, kHeroFields);
    const std::string sight = fields.textOr("sight", 20, "shadowcast");
    if (std::ranges::find(kSightWords, sight) == kSightWords.end()) {
        fields.failAt("sight", "sight is \"shadowcast\" or \"bresenham\", not \"" + sight + "\"");
    }
    plan.sight = *parseFovAlgorithm(sight);
    const std::vector<int> experience =
        fields.risingNumbersOr("experience", 1, 1000000, kLongestExperienceTable);
    plan.classes = rules.classes;
    for (HeroClass& heroClass : plan.classes) {
        if (!experience.empty()) {
            heroClass.experience = experience;
        }
    }
    for (const auto& [key, numbers] : byClass) {
        HeroClass& heroClass = *std::ranges::find(plan.classes, key->str(), &HeroClass::id);
        readClassNumbers(
            EntryReader(*numbers, "hero." + std::string(key->str()), source, kClassNumberFields),
            heroClass);
    }
}

// compact_screen = [columns, rows]: the size at which the play screen takes
// the compact layout; it must hold that layout's 40x13 map and its panel.
std::optional<Point> readCompactScreen(const toml::table& document, const std::string& source) {
    const toml::node* node = document.get("compact_screen");
    if (node == nullptr) {
        return std::nullopt;
    }
    const toml::array* size = node->as_array();
    const auto whole = [&](std::size_t at, int least) -> std::optional<int> {
        const toml::node* part = size->get(at);
        const auto* number = part != nullptr ? part->as_integer() : nullptr;
        if (number == nullptr || number->get() < least || number->get() > 400) {
            return std::nullopt;
        }
        return static_cast<int>(number->get());
    };
    if (size == nullptr || size->size() != 2 || !whole(0, 60) || !whole(1, 18)) {
        throw errorAt(source, node->source(),
                      "compact_screen is [columns, rows], at least [60, 18] and at most "
                      "[400, 400], not " +
                          describeValue(*node));
    }
    return Point{*whole(0, 60), *whole(1, 18)};
}

// Tables written [[floor]], or the same checked to hold at least one.
const toml::array& floorTables(const toml::table& document, const std::string& source) {
    const toml::array* floors = tablesAt(document, "floor", source);
    const int count = floors == nullptr ? 0 : static_cast<int>(floors->size());
    if (count < 1 || count > kDeepestFloor) {
        throw errorAt(source, floors == nullptr ? document.source() : floors->source(),
                      "an adventure has 1 to " + std::to_string(kDeepestFloor) +
                          " [[floor]] tables, one for each floor from the top, not " +
                          std::to_string(count));
    }
    return *floors;
}

}  // namespace

void parseAdventure(std::string_view toml, const std::string& source, std::string id,
                    const std::filesystem::path& levelsFolder, Rules& into) {
    const toml::table document = parseToml(toml, source);
    for (const auto& [key, value] : document) {
        if (std::ranges::find(kPlanKeys, key.str()) == kPlanKeys.end()) {
            throw errorAt(
                source, key.source(),
                "unknown key \"" + std::string(key.str()) + "\": an adventure has " +
                    "name, description, counts, guardian, compact_screen, [hero], [surface], "
                    "[[floor]], [[level]], [bestiary] and [people]");
        }
    }
    if (into.adventure(id) != nullptr && !into.adventures.empty()) {
        throw ContentError(source, 1, 1, "the adventure \"" + id + "\" is already read");
    }
    // The plan's own fields read as an entry of their own.
    const std::array<std::string_view, 4> ownFields = {"name", "description", "counts", "guardian"};
    toml::table own;
    for (std::string_view key : ownFields) {
        if (const toml::node* node = document.get(key)) {
            own.insert(key, *node);
        }
    }
    const EntryReader fields(own, id, source, ownFields);
    DungeonPlan plan;
    plan.id = std::move(id);
    plan.name = readName(fields);
    plan.description = fields.text("description", 200);
    const std::string counts = fields.textOr("counts", 10, "floors");
    const auto word = std::ranges::find(kFloorWords, counts);
    if (word == kFloorWords.end()) {
        fields.failAt("counts", "counts is \"floors\" or \"levels\", not \"" + counts + "\"");
    }
    plan.floorWord = static_cast<FloorWord>(word - kFloorWords.begin());
    plan.guardian = fields.textOr("guardian", 60, "");
    if (!plan.guardian.empty() && into.monster(plan.guardian) == nullptr) {
        fields.failAt("guardian", "no monster \"" + plan.guardian + "\" in monsters.toml");
    }
    readHero(document, source, into, plan);
    plan.compactScreen = readCompactScreen(document, source);
    LevelCast& cast = plan.cast;
    readCast(document, "bestiary", PlacementKind::Monster, source, into, cast);
    readCast(document, "people", PlacementKind::Person, source, into, cast);
    const PlanChecks checks(plan, source, into);
    if (const toml::node* surface = document.get("surface")) {
        const toml::table* table = surface->as_table();
        if (table == nullptr) {
            throw errorAt(source, surface->source(), "surface must be a table: [surface]");
        }
        const EntryReader surfaceFields(*table, "surface", source, kSurfaceFields);
        plan.surface = namedLevel(surfaceFields, levelsFolder, into, cast);
        plan.daylight = surfaceFields.flagOr("daylight", false);
        checks.surface(*plan.surface, *surface);
    }
    if (!plan.guardian.empty() && !plan.surface) {
        fields.failAt("guardian",
                      "a guardian is defeated and then the surface reached: the adventure needs "
                      "a [surface]");
    }
    const toml::array& floors = floorTables(document, source);
    for (const toml::node& node : floors) {
        const toml::table& table = *node.as_table();
        const std::string place = "floor " + std::to_string(plan.floors.size() + 1);
        FloorPlan floor;
        if (table.contains("file")) {
            const EntryReader floorFields(table, place, source, kFixedFloorFields);
            floor.level = namedLevel(floorFields, levelsFolder, into, cast);
            floor.name = floor.level->name;
        } else {
            floor = readFloor(EntryReader(table, place, source, kFloorFields), into);
        }
        plan.floors.push_back(std::move(floor));
        checks.floor(plan.floors.back(), static_cast<int>(plan.floors.size()),
                     static_cast<int>(floors.size()), table);
    }
    if (const toml::array* levels = tablesAt(document, "level", source)) {
        for (const toml::node& node : *levels) {
            const toml::table& table = *node.as_table();
            const std::string place = "level " + std::to_string(plan.levels.size() + 1);
            const EntryReader levelFields(table, place, source, kLevelFields);
            plan.levels.push_back(
                readPlannedLevel(levelFields, table, source, levelsFolder, into, cast));
            if (holds(*plan.levels.back().level, Terrain::StairsUp)) {
                throw errorAt(source, table.source(),
                              "the level " + plan.levels.back().level->source +
                                  " has stairs up, but a level that comes by chance has no "
                                  "floor above kept for them");
            }
        }
    }
    into.adventures.push_back(std::move(plan));
}

}  // namespace delve
