#include <algorithm>
#include <climits>
#include <map>
#include <set>
#include <tuple>

#include "core/atomic_file.h"
#include "keep/said_codec.h"
#include "keep/save_codec.h"
#include "keep/save_fields.h"
#include "keep/save_mind.h"
#include "keep/saved_fields.h"
#include "world/level_file.h"

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

// Reads the fields saved_fields.h declares from one line, checking each
// as it goes, in the format of the save's version.
class FieldReader {
  public:
    FieldReader(SaveRecord& record, int version, const Rules& rules, const Map* map)
        : record_(record), version_(version), rules_(rules), map_(map) {}

    int version() const { return version_; }
    void number(std::string_view what, int& value, int low, int high) {
        value = record_.integer(what, low, high);
    }
    void x(std::string_view what, int& value) {
        value = record_.integer(what, 0, (map_ != nullptr ? map_->width() : kMaxMapSide) - 1);
    }
    void y(std::string_view what, int& value) {
        value = record_.integer(what, 0, (map_ != nullptr ? map_->height() : kMaxMapSide) - 1);
    }
    void flag(std::string_view what, bool& value) { value = record_.flag(what); }
    void heroClass(std::string_view what, const HeroClass*& heroClass) {
        const std::string_view id = record_.word(what);
        heroClass = rules_.heroClass(id);
        if (heroClass == nullptr) {
            record_.failField("unknown class \"" + std::string(id) + "\"");
        }
    }
    void monsterKind(std::string_view what, Monster& monster) {
        const std::string_view id = record_.word(what);
        monster.kind = rules_.monster(id);
        if (monster.kind == nullptr) {
            record_.failField("unknown monster \"" + std::string(id) + "\"");
        }
        monster.maxHp = monster.kind->maxHp;
        monster.speed = monster.kind->speed;
    }
    void terrain(std::string_view what, Terrain& terrain) {
        const std::string_view symbol = record_.word(what);
        const std::optional<Terrain> parsed =
            symbol.size() == 1 ? terrainFromSymbol(symbol[0]) : std::nullopt;
        if (!parsed) {
            record_.failField("unknown terrain \"" + std::string(symbol) + "\"");
        }
        terrain = *parsed;
    }
    void trapKind(std::string_view what, TrapKind& kind) {
        const std::string_view word = record_.word(what);
        const std::optional<TrapKind> parsed = trapOfWord(word);
        if (!parsed) {
            record_.failField("unknown trap \"" + std::string(word) + "\"");
        }
        kind = *parsed;
    }
    void itemKind(std::string_view what, const ItemKind*& kind) {
        const std::string_view id = record_.word(what);
        kind = rules_.item(id);
        if (kind == nullptr) {
            record_.failField("unknown item \"" + std::string(id) + "\"");
        }
    }
    void itemLook(std::string_view what, const ItemLook*& look) {
        const std::string_view id = record_.word(what);
        look = rules_.look(id);
        if (look == nullptr) {
            record_.failField("unknown look \"" + std::string(id) + "\"");
        }
    }
    void equipSlot(std::string_view what, EquipSlot& slot) {
        const std::string_view word = record_.word(what);
        const std::optional<EquipSlot> parsed = equipSlotOfWord(word);
        if (!parsed) {
            record_.failField("unknown place to wear \"" + std::string(word) +
                              "\" (weapon, bow, armour, left_ring or right_ring)");
        }
        slot = *parsed;
    }
    void mind(std::string_view what, MonsterMind& mind) {
        const std::string_view word = record_.word(what);
        const std::optional<MonsterMind> parsed = mindFromWord(word);
        if (!parsed) {
            record_.failField("unknown mind \"" + std::string(word) +
                              "\" (asleep, wandering, hunting or fleeing)");
        }
        mind = *parsed;
    }
    // How many, then each one's word and turns left, each condition once.
    void conditions(std::string_view what, Conditions& conditions) {
        const int count =
            record_.integer("the number of " + std::string(what), 0, kAllConditions.size());
        for (int i = 0; i < count; ++i) {
            const std::string_view word = record_.word(what);
            const std::optional<ConditionKind> kind = conditionOfWord(word);
            if (!kind) {
                record_.failField("unknown condition \"" + std::string(word) + "\"");
            }
            if (conditions.has(*kind)) {
                record_.failField("the condition \"" + std::string(word) + "\" is there twice");
            }
            conditions.add(*kind, record_.integer("the turns it lasts", 1, kMaxCounter));
        }
    }
    void turnsOfPoison(std::string_view what, Conditions& conditions) {
        const int turns = record_.integer(what, 0, kMaxCounter);
        if (turns > 0) {
            conditions.add(ConditionKind::Poisoned, turns);
        }
    }

  private:
    SaveRecord& record_;
    int version_;
    const Rules& rules_;
    const Map* map_;
};

// The hero's fields; the position is checked once the map is read.
void readHero(SaveRecord& record, int version, const Rules& rules, Hero& hero) {
    FieldReader fields(record, version, rules, nullptr);
    hero.name = "You";
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

// Format 6 on: the things on the floor, each on a walkable cell, and one
// heap of a kind that stacks a cell (the rules lay more of it on the heap
// there, so a second would be added to the first and could overflow).
void readFloorItems(SaveLines& lines, const Rules& rules, SavedRun& run) {
    SaveRecord header = lines.expect("items");
    const int count = header.integer("the number of items on the floor", 0, kMaxFloorItems);
    header.done();
    std::set<std::tuple<const ItemKind*, int, int>> heaps;
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("item");
        FieldReader fields(record, kSaveFormatVersion, rules, &run.map);
        FloorItem item;
        floorItemFields(fields, item);
        record.done();
        if (!run.map.isWalkable(item.at)) {
            record.failAt(5, "the item lies in a " + std::string(run.map.info(item.at).name));
        }
        if (item.item.kind->stacks() &&
            !heaps.insert({item.item.kind, item.at.x, item.at.y}).second) {
            record.failAt(5, "a second heap of \"" + item.item.kind->id + "\" at (" +
                                 std::to_string(item.at.x) + "," + std::to_string(item.at.y) +
                                 "): a cell holds one heap of a kind that stacks");
        }
        run.items.push_back(item);
    }
}

// Format 6 on: the pack, slot by slot, a kind that stacks in one slot only.
void readPack(SaveLines& lines, const Rules& rules, Hero& hero) {
    SaveRecord header = lines.expect("pack");
    const int count = header.integer("the number of slots in the pack", 0, Pack::kSlots);
    header.done();
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("carried");
        FieldReader fields(record, kSaveFormatVersion, rules, nullptr);
        Item item;
        itemFields(fields, item);
        record.done();
        if (item.kind->stacks() && hero.pack.slotOf(*item.kind) >= 0) {
            record.failAt(8, "the pack holds \"" + item.kind->id + "\" in two slots");
        }
        hero.pack.add(item);
    }
}

// Format 6 on: what the hero has in use, each in a place that fits it.
void readEquipment(SaveLines& lines, const Rules& rules, Hero& hero) {
    SaveRecord header = lines.expect("equipment");
    const int count =
        header.integer("the number of things in use", 0, static_cast<int>(kAllEquipSlots.size()));
    header.done();
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("worn");
        FieldReader fields(record, kSaveFormatVersion, rules, nullptr);
        WornItem worn;
        wornFields(fields, worn);
        record.done();
        if (!fitsSlot(*worn.item.kind, worn.slot)) {
            record.failAt(5, "\"" + worn.item.kind->id + "\" cannot be worn as " +
                                 std::string(equipSlotWord(worn.slot)));
        }
        if (hero.equipment.in(worn.slot)) {
            record.failAt(5, "two things are worn as " + std::string(equipSlotWord(worn.slot)));
        }
        hero.equipment.in(worn.slot) = worn.item;
    }
}

// Format 6 on: the looks of the run's disguised kinds, each kind and each
// look once, then the kinds the hero knows.
ItemLore readLore(SaveLines& lines, const Rules& rules) {
    ItemLore lore;
    SaveRecord header = lines.expect("looks");
    const int count =
        header.integer("the number of disguised kinds", 0, static_cast<int>(rules.items.size()));
    header.done();
    std::set<const ItemLook*> worn;
    for (int i = 0; i < count; ++i) {
        SaveRecord record = lines.expect("dressed");
        FieldReader fields(record, kSaveFormatVersion, rules, nullptr);
        DressedKind dressed;
        dressedFields(fields, dressed);
        record.done();
        if (!dressed.kind->disguised() || dressed.look->itemClass != dressed.kind->itemClass) {
            record.failAt(8, "\"" + dressed.kind->id + "\" cannot wear the look \"" +
                                 dressed.look->id + "\"");
        }
        if (lore.lookOf(*dressed.kind) != nullptr || !worn.insert(dressed.look).second) {
            record.failAt(8, "a kind or a look is dressed twice");
        }
        lore.dress(*dressed.kind, *dressed.look);
    }
    SaveRecord known = lines.expect("known");
    const int knownCount =
        known.integer("the number of kinds known", 0, static_cast<int>(rules.items.size()));
    for (int i = 0; i < knownCount; ++i) {
        const std::string_view id = known.word("a kind known");
        const ItemKind* kind = rules.item(id);
        if (kind == nullptr) {
            known.failField("unknown item \"" + std::string(id) + "\"");
        }
        if (lore.known().contains(kind->id)) {
            known.failField("\"" + kind->id + "\" is known twice");
        }
        lore.learn(*kind);
    }
    known.done();
    return lore;
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
        readFloorItems(lines, rules, run);
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
