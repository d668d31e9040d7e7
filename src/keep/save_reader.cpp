#include <climits>

#include "core/atomic_file.h"
#include "keep/line_reader.h"
#include "keep/run_lines.h"
#include "keep/run_state.h"
#include "keep/save_codec.h"
#include "keep/state_ways.h"

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

}  // namespace

Game SaveCodec::read(std::string_view text, const std::string& source, RulesPtr rules) {
    if (!rules) {
        throw std::invalid_argument("a game needs its rules tables");
    }
    SavedRun run = readSave(text, source, *rules);
    Game game(std::move(rules));
    Restoring restoring;
    runState(restoring, run, game);
    // What a save leaves out is worked out from what it holds.
    World& world = game.world_;
    world.hero.speed = heroSpeed(world.hero);
    // A kind added after the run was saved is dressed now; one the hero
    // already carries she has seen by its name, so she knows it.
    for (const ItemKind* newcomer : world.lore.dressTheRest(*world.rules)) {
        if (world.hero.pack.slotOf(*newcomer) >= 0) {
            world.lore.learn(*newcomer);
        }
    }
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
