#include <climits>

#include "core/atomic_file.h"
#include "keep/line_reader.h"
#include "keep/run_lines.h"
#include "keep/save_codec.h"

#include "core/utf8.h"
#include "keep/save_fields.h"

namespace delve {

namespace {

// The save's format version, one this Delve reads.
int readHeader(SaveLines& lines) {
    SaveRecord record = lines.raw("the header");
    if (record.word("the header") != kSaveHeaderWord) {
        record.failField("not a Delve save: the first line should be \"" +
                         std::string(kSaveHeaderWord) + " " + std::to_string(kSaveFormatVersion) +
                         "\"");
    }
    const std::int64_t version = record.number("the format version", 0, INT_MAX);
    if (version < kOldestSaveFormatVersion || version > kSaveFormatVersion) {
        record.failField("saved by format " + std::to_string(version) +
                         "; this Delve reads formats " + std::to_string(kOldestSaveFormatVersion) +
                         " to " + std::to_string(kSaveFormatVersion));
    }
    record.done();
    return static_cast<int>(version);
}

// Everything the save holds, read and checked before any Game exists.
SavedRun readSave(std::string_view text, const std::string& source, const Rules& rules) {
    // Names and said lines come back as text to show: bytes that are not
    // UTF-8 are refused where they stand, before any line is read.
    if (const auto fault = utf8Fault(text, "a save")) {
        throw SaveError(source, fault->place.line, fault->place.column, fault->problem);
    }
    // A save carried through another system's editor: said as that, not
    // as a stray character in its first field.
    if (const std::size_t cr = text.find("\r\n"); cr != std::string_view::npos) {
        const TextPlace place = placeOfByte(text, cr);
        throw SaveError(source, place.line, place.column,
                        "the line ends in CR LF, as Windows ends lines; a save's lines end in LF "
                        "alone (was it opened and saved in another program?)");
    }
    SaveLines lines(text, source);
    const int version = readHeader(lines);
    SavedRun run;
    LineReader reader(lines, version, rules, run.here.map);
    runLines(reader, run, rules);
    lines.finish();
    return run;
}

// A floor as it was saved; monsters' maximum health and speed are their
// kind's.
Stage stageOf(SavedFloor& floor) {
    for (const RememberedCell& cell : floor.remembered) {
        floor.map.remember(cell.at, cell.terrain);
    }
    Stage stage(floor.depth, std::move(floor.name), std::move(floor.map));
    for (Monster& monster : floor.monsters) {
        monster.maxHp = monster.kind->maxHp;
        monster.speed = monster.kind->speed;
        stage.add(std::move(monster));
    }
    for (const Trap& trap : floor.traps) {
        stage.addTrap(trap);
    }
    for (const FloorItem& item : floor.items) {
        if (item.pedestal) {
            stage.putOnPedestal(item.item, item.at);
        } else {
            stage.putItem(item.item, item.at, item.left);
        }
    }
    for (const Person& person : floor.people) {
        stage.addPerson(person);
    }
    for (Marker& marker : floor.markers) {
        stage.addMarker(std::move(marker));
    }
    return stage;
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
    world.floorSeeds.assign(run.floorSeeds.begin(), run.floorSeeds.end());
    world.adventure = run.adventure;
    world.stage = stageOf(run.here);
    for (SavedFloor& floor : run.kept) {
        const int depth = floor.depth;
        world.keptFloors.emplace(depth, stageOf(floor));
    }
    world.hero = std::move(run.hero);
    for (const Item& item : run.pack) {
        world.hero.pack.add(item);
    }
    for (const WornItem& worn : run.worn) {
        world.hero.equipment.in(worn.slot) = worn.item;
    }
    world.hero.speed = heroSpeed(world.hero);
    world.lore = ItemLore();
    for (const DressedKind& dressed : run.looks) {
        world.lore.dress(*dressed.kind, *dressed.look);
    }
    for (const ItemKind* kind : run.known) {
        world.lore.learn(*kind);
    }
    // A kind added after the run was saved is dressed now; one the hero
    // already carries she has seen by its name, so she knows it.
    for (const ItemKind* newcomer : world.lore.dressTheRest(*world.rules)) {
        if (world.hero.pack.slotOf(*newcomer) >= 0) {
            world.lore.learn(*newcomer);
        }
    }
    // Each line's serial is how many had been said when it was last said.
    int serial = run.said;
    for (auto it = run.messages.rbegin(); it != run.messages.rend(); ++it) {
        it->serial = serial;
        serial -= it->count;
    }
    world.log.messages_ = std::move(run.messages);
    world.log.said_ = run.said;
    world.causeOfDeath = std::move(run.causeOfDeath);
    for (const KillCount& kill : run.kills) {
        world.kills[kill.kind->id] = kill.count;
    }
    world.fightExperience = run.fightExperience;
    world.quests = std::move(run.quests);
    game.goingsBack_ = std::move(run.goingsBack);
    world.sight = run.views.sight;
    game.sawHiddenThings_ = run.views.sawHiddenThings;
    // The working caches are not part of a save: they are worked out afresh.
    world.paths.forget();
    world.updateSight();
    // What she saw at the end of the turn saved is what she sees now.
    for (Monster& monster : world.stage.monstersToChange()) {
        monster.inView = world.canSee(monster);
    }
    return game;
}

bool beginsAsASave(std::string_view text) {
    return text.substr(0, kSaveHeaderWord.size() + 1) == std::string(kSaveHeaderWord) + " ";
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
