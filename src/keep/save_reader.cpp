#include <algorithm>
#include <climits>
#include <map>
#include <set>
#include <tuple>

#include "core/atomic_file.h"
#include "keep/field_reader.h"
#include "keep/item_lines.h"
#include "keep/said_codec.h"
#include "keep/save_codec.h"
#include "keep/save_fields.h"
#include "keep/save_mind.h"
#include "keep/saved_fields.h"
#include "map/level_file.h"

namespace delve {

namespace {

// Everything a save holds, read and checked before any Game exists.
struct SavedRun {
    std::uint64_t seed = 0;
    std::uint64_t rngState = 0;
    std::uint64_t rngIncrement = 0;
    int turn = 0;
    std::vector<std::uint64_t> floorSeeds;
    int depth = 1;
    std::string floorName;
    Hero hero;
    Map map;
    std::vector<Monster> monsters;
    std::vector<Trap> traps;
    std::vector<FloorItem> items;
    std::optional<ItemLore> lore;  // from format 6
    std::vector<Message> messages;
    int said = 0;
    Said causeOfDeath;
    std::map<std::string, int> kills;
    std::vector<GoingBack> goingsBack;
    RunViews views;  // from format 7
};

// The save's format version, one this Delve reads.
int readHeader(SaveLines& lines) {
    SaveRecord record = lines.raw("the header");
    if (record.word("the header") != "delve-save") {
        record.failAt(0, "not a Delve save: the first line should be \"delve-save " +
                             std::to_string(kSaveFormatVersion) + "\"");
    }
    const std::int64_t version = record.number("the format version", 0, INT_MAX);
    if (version < kOldestSaveFormatVersion || version > kSaveFormatVersion) {
        record.failAt(11, "saved by format " + std::to_string(version) +
                              "; this Delve reads formats " +
                              std::to_string(kOldestSaveFormatVersion) + " to " +
                              std::to_string(kSaveFormatVersion));
    }
    record.done();
    return static_cast<int>(version);
}

void readRun(SaveLines& lines, SavedRun& run) {
    SaveRecord seed = lines.expect("seed");
    run.seed = seed.unsignedNumber("the seed");
    seed.done();

    SaveRecord rng = lines.expect("rng");
    run.rngState = rng.unsignedNumber("the dice's state");
    run.rngIncrement = rng.unsignedNumber("the dice's increment");
    if (run.rngIncrement % 2 == 0) {
        rng.fail("the dice's increment must be odd");
    }
    rng.done();

    SaveRecord turn = lines.expect("turn");
    // Counters stop far below INT_MAX so that play goes on from them
    // without overflowing (a real run never comes near).
    run.turn = turn.integer("the turn", 0, kMaxCounter);
    turn.done();

    SaveRecord seeds = lines.expect("floor_seeds");
    for (int depth = 1; depth <= Game::kDeepestFloor; ++depth) {
        run.floorSeeds.push_back(
            seeds.unsignedNumber("the seed of floor " + std::to_string(depth)));
    }
    seeds.done();

    SaveRecord floor = lines.expect("floor");
    run.depth = floor.integer("the depth", 1, Game::kDeepestFloor);
    run.floorName = floor.text("the floor's name");
    if (run.floorName.empty()) {
        floor.fail("the floor has no name");
    }
}

// The hero's fields; the position is checked once the map is read.
void readHero(SaveRecord& record, int version, const Rules& rules, Hero& hero) {
    FieldReader fields(record, version, rules, nullptr);
    hero.energy = kActionEnergy;  // before format 5, the hero was always ready
    heroFields(fields, hero);
    if (version < 6) {
        // Before mana was kept, the hero had the class's full measure.
        hero.maxMana = hero.mana = hero.heroClass->mana;
    }
    if (hero.hp > hero.maxHp) {
        record.fail("the hero's hp " + std::to_string(hero.hp) + " is above the maximum " +
                    std::to_string(hero.maxHp));
    }
    record.done();
}

Map readMap(SaveLines& lines, int depth) {
    SaveRecord header = lines.expect("map");
    const int width = header.integer("the map's width", 1, kMaxMapSide);
    const int height = header.integer("the map's height", 1, kMaxMapSide);
    header.done();
    Map map(width, height);
    for (int y = 0; y < height; ++y) {
        SaveRecord row = lines.raw("row " + std::to_string(y) + " of the map");
        const std::string_view cells = row.whole();
        for (int x = 0; x < width && x < static_cast<int>(cells.size()); ++x) {
            const std::optional<Terrain> terrain =
                terrainFromSymbol(cells[static_cast<std::size_t>(x)]);
            if (!terrain) {
                row.failAt(static_cast<std::size_t>(x),
                           "unknown terrain \"" +
                               std::string(1, cells[static_cast<std::size_t>(x)]) + "\"");
            }
            // Nothing lies below the deepest floor to go down to.
            if (*terrain == Terrain::StairsDown && depth == Game::kDeepestFloor) {
                row.failAt(static_cast<std::size_t>(x),
                           "stairs down on floor " + std::to_string(depth) +
                               ", the deepest, where nothing lies below");
            }
            map.setTerrain({x, y}, *terrain);
        }
        if (static_cast<int>(cells.size()) != width) {
            row.failAt(std::min(cells.size(), static_cast<std::size_t>(width)),
                       "the row is " + std::to_string(cells.size()) + " cells long, not " +
                           std::to_string(width));
        }
    }
    for (int y = 0; y < height; ++y) {
        SaveRecord row = lines.raw("row " + std::to_string(y) + " of the explored cells");
        const std::string_view cells = row.whole();
        for (int x = 0; x < width && x < static_cast<int>(cells.size()); ++x) {
            const char c = cells[static_cast<std::size_t>(x)];
            if (c != '0' && c != '1') {
                row.failAt(static_cast<std::size_t>(x),
                           "an explored flag is 0 or 1, not \"" + std::string(1, c) + "\"");
            }
            if (c == '1') {
                map.markExplored({x, y});
            }
        }
        if (static_cast<int>(cells.size()) != width) {
            row.failAt(std::min(cells.size(), static_cast<std::size_t>(width)),
                       "the row is " + std::to_string(cells.size()) + " flags long, not " +
                           std::to_string(width));
        }
    }
    return map;
}

Monster readMonster(SaveRecord& record, int version, const Rules& rules, const Map& map) {
    Monster monster;
    FieldReader fields(record, version, rules, &map);
    monsterFields(fields, monster);
    record.done();
    if (!map.isWalkable(monster.position)) {
        record.failAt(record.whole().find(' ', 8) + 1,
                      "the monster stands in a " + std::string(map.info(monster.position).name));
    }
    return monster;
}

void readMonsters(SaveLines& lines, int version, const Rules& rules, SavedRun& run) {
    SaveRecord header = lines.expect("monsters");
    const int count =
        header.integer("the number of monsters", 0,
                       std::min(kMaxFloorMonsters, run.map.width() * run.map.height()));
    header.done();
    std::set<std::pair<int, int>> taken{{run.hero.position.x, run.hero.position.y}};
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("monster");
        Monster monster = readMonster(record, version, rules, run.map);
        if (!taken.insert({monster.position.x, monster.position.y}).second) {
            record.failAt(record.whole().find(' ', 8) + 1,
                          "the monster stands where the hero or another monster is");
        }
        run.monsters.push_back(monster);
    }
}

// Format 5 on: the cells the hero remembers other than they are, each a
// cell seen.
void readMemory(SaveLines& lines, const Rules& rules, SavedRun& run) {
    SaveRecord header = lines.expect("memory");
    const int count =
        header.integer("the number of remembered cells", 0, run.map.width() * run.map.height());
    header.done();
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("remembered");
        FieldReader fields(record, kSaveFormatVersion, rules, &run.map);
        RememberedCell cell;
        rememberedFields(fields, cell);
        record.done();
        if (!run.map.isExplored(cell.at)) {
            record.failAt(11, "the hero remembers a cell never seen");
        }
        run.map.remember(cell.at, cell.terrain);
    }
}

// Format 5 on: the floor's traps, each on a walkable cell of its own.
void readTraps(SaveLines& lines, const Rules& rules, SavedRun& run) {
    SaveRecord header = lines.expect("traps");
    const int count = header.integer("the number of traps", 0,
                                     std::min(kMaxCounter, run.map.width() * run.map.height()));
    header.done();
    std::set<std::pair<int, int>> taken;
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("trap");
        FieldReader fields(record, kSaveFormatVersion, rules, &run.map);
        Trap trap;
        trapFields(fields, trap);
        record.done();
        if (!run.map.isWalkable(trap.at) || !taken.insert({trap.at.x, trap.at.y}).second) {
            record.failAt(record.whole().find(' ', 5) + 1,
                          "the trap is not on a walkable cell of its own");
        }
        run.traps.push_back(trap);
    }
}

// What a line of an older save said, as the text it holds; from format 4, as
// an id and what it names.
Said readSaidOfVersion(SaveRecord& record, int version, const Rules& rules) {
    if (version >= 4) {
        return readSaid(record, &rules);
    }
    Said said{MessageId::Text, {}};
    said.arguments.text = record.text("the message");
    if (said.arguments.text.empty()) {
        record.fail("the message has no text");
    }
    return said;
}

void readMessages(SaveLines& lines, SavedRun& run, int version, const Rules& rules) {
    SaveRecord header = lines.expect("messages");
    const int count =
        header.integer("the number of messages", 0, static_cast<int>(MessageLog::kKept));
    run.said = header.integer("how many messages were said", 0, kMaxCounter);
    header.done();
    long long total = 0;
    int lastTurn = 0;
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("message");
        Message message;
        message.count = record.integer("the message's count", 1, kMaxCounter);
        message.turn = record.integer("the message's turn", lastTurn, run.turn);
        message.said = readSaidOfVersion(record, version, rules);
        if (!run.messages.empty() && run.messages.back().said == message.said) {
            record.fail("the message repeats the one before (it would be counted instead)");
        }
        lastTurn = message.turn;
        total += message.count;
        if (total > run.said) {
            record.fail("more messages than the " + std::to_string(run.said) + " said in all");
        }
        run.messages.push_back(std::move(message));
    }
    // Lines fall off the log only once it is full, so a log with room left
    // holds every message ever said.
    if (count < static_cast<int>(MessageLog::kKept) && total != run.said) {
        header.failAt(9, "the log holds " + std::to_string(total) + " messages but " +
                             std::to_string(run.said) + " were said");
    }
    // Each line's serial is how many had been said when it was last said.
    int serial = run.said;
    for (auto it = run.messages.rbegin(); it != run.messages.rend(); ++it) {
        it->serial = serial;
        serial -= it->count;
    }
}

// Format 2 on: how many of each kind the hero killed, each kind once.
void readKills(SaveLines& lines, const Rules& rules, SavedRun& run) {
    SaveRecord header = lines.expect("kills");
    const int count =
        header.integer("the number of kinds killed", 0, static_cast<int>(rules.monsters.size()));
    header.done();
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("kill");
        const std::string_view kindId = record.word("the kind killed");
        if (rules.monster(kindId) == nullptr) {
            record.failField("unknown monster \"" + std::string(kindId) + "\"");
        }
        if (run.kills.count(std::string(kindId)) != 0) {
            record.failField("the kills of \"" + std::string(kindId) + "\" are counted twice");
        }
        run.kills[std::string(kindId)] = record.integer("the number killed", 1, kMaxCounter);
        record.done();
    }
}

// Format 3 on: each time the run went back to a copy set aside. A copy on
// disk may be of a later turn than the save (a run that crashed after F5),
// so the turns need not run backward.
void readGoingsBack(SaveLines& lines, SavedRun& run) {
    SaveRecord header = lines.expect("goings_back");
    const int count = header.integer("the number of goings back", 0, kMaxCounter);
    header.done();
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("going_back");
        GoingBack back;
        back.fromTurn = record.integer("the turn gone back from", 0, kMaxCounter);
        back.toTurn = record.integer("the turn gone back to", 0, kMaxCounter);
        record.done();
        run.goingsBack.push_back(back);
    }
}

SavedRun readSave(std::string_view text, const std::string& source, const Rules& rules) {
    SaveLines lines(text, source);
    const int version = readHeader(lines);
    SavedRun run;
    readRun(lines, run);
    SaveRecord heroLine = lines.expect("hero");
    readHero(heroLine, version, rules, run.hero);
    run.map = readMap(lines, run.depth);
    if (version >= 5) {
        readMemory(lines, rules, run);
    }
    if (!run.map.contains(run.hero.position) || !run.map.isWalkable(run.hero.position)) {
        heroLine.failAt(heroLine.whole().find(' ', 5) + 1,
                        "the hero's cell (" + std::to_string(run.hero.position.x) + "," +
                            std::to_string(run.hero.position.y) +
                            ") is not a walkable cell of the " + std::to_string(run.map.width()) +
                            "x" + std::to_string(run.map.height()) + " map");
    }
    readMonsters(lines, version, rules, run);
    if (version >= 5) {
        readTraps(lines, rules, run);
    }
    if (version >= 6) {
        run.items = readFloorItems(lines, rules, run.map);
        readPack(lines, rules, run.hero);
        readEquipment(lines, rules, run.hero);
        run.lore = readLore(lines, rules);
    }
    readMessages(lines, run, version, rules);
    if (version >= 2) {
        readKills(lines, rules, run);
    }
    if (version >= 3) {
        readGoingsBack(lines, run);
    }
    if (version >= 7) {
        SaveRecord views = lines.expect("views");
        FieldReader fields(views, version, rules, nullptr);
        viewFields(fields, run.views);
        views.done();
    }
    SaveRecord death = lines.expect("death");
    if (death.atEnd() != run.hero.alive()) {
        death.fail(run.hero.alive() ? "a living hero has a cause of death"
                                    : "the hero has no hp but no cause of death");
    }
    if (!run.hero.alive()) {
        run.causeOfDeath = readSaidOfVersion(death, version, rules);
    }
    SaveRecord end = lines.expect("end");
    end.done();
    lines.finish();
    return run;
}

}  // namespace

Game SaveCodec::read(std::string_view text, const std::string& source, RulesPtr rules) {
    if (!rules) {
        throw std::invalid_argument("a game needs its rules tables");
    }
    SavedRun run = readSave(text, source, *rules);
    Game game(std::move(rules));
    World& world = game.world_;
    game.seed_ = run.seed;
    world.rng = Rng::fromState(run.rngState, run.rngIncrement);
    world.turn = run.turn;
    world.floorSeeds = std::move(run.floorSeeds);
    world.stage = Stage(run.depth, std::move(run.floorName), std::move(run.map));
    world.hero = std::move(run.hero);
    for (Monster& monster : run.monsters) {
        world.stage.add(std::move(monster));
    }
    for (const Trap& trap : run.traps) {
        world.stage.addTrap(trap);
    }
    for (const FloorItem& item : run.items) {
        world.stage.putItem(item.item, item.at, item.left);
    }
    // A save from before items dresses them as a new run of its seed would.
    world.lore = run.lore ? std::move(*run.lore) : ItemLore(*world.rules, run.seed);
    world.hero.speed = heroSpeed(world.hero);
    world.log.messages_ = std::move(run.messages);
    world.log.said_ = run.said;
    world.causeOfDeath = std::move(run.causeOfDeath);
    world.kills = std::move(run.kills);
    game.goingsBack_ = std::move(run.goingsBack);
    world.sight = run.views.sight;
    game.sawHiddenThings_ = run.views.sawHiddenThings;
    // The working caches are not part of a save: they are worked out afresh.
    world.paths.forget();
    world.updateSight();
    return game;
}

Game loadGame(std::string_view text, const std::string& source, RulesPtr rules) {
    return SaveCodec::read(text, source, std::move(rules));
}

void saveGameToFile(const Game& game, const std::filesystem::path& path) {
    writeFileAtomically(path, saveGame(game));
}

Game loadGameFromFile(const std::filesystem::path& path, RulesPtr rules) {
    std::string text;
    try {
        text = readWholeFile(path);
    } catch (const std::runtime_error& error) {
        throw SaveError(path.string(), 1, 1, error.what());
    }
    return loadGame(text, path.string(), std::move(rules));
}

}  // namespace delve
