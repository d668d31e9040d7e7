#include <sstream>

#include "keep/line_writer.h"
#include "keep/run_lines.h"
#include "keep/save_codec.h"

namespace delve {

namespace {

// The cells the hero has seen and remembers as other than they are now.
std::vector<RememberedCell> rememberedOtherwise(const Map& map) {
    std::vector<RememberedCell> remembered;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.isExplored({x, y}) && map.remembered({x, y}) != map.terrain({x, y})) {
                remembered.push_back({{x, y}, map.remembered({x, y})});
            }
        }
    }
    return remembered;
}

SavedFloor savedFloor(const Stage& stage) {
    SavedFloor floor;
    floor.depth = stage.depth();
    floor.name = stage.name();
    floor.map = stage.map();
    floor.remembered = rememberedOtherwise(stage.map());
    floor.monsters = stage.monsters();
    floor.traps = stage.traps();
    floor.items = stage.items();
    floor.people = stage.people();
    floor.markers = stage.markers();
    return floor;
}

}  // namespace

std::string SaveCodec::write(const Game& game) {
    const World& world = game.world_;
    const Rules& rules = *world.rules;
    SavedRun run;
    run.seed = game.seed_;
    run.adventure = &world.plan();
    run.rngState = world.rng.state();
    run.rngIncrement = world.rng.increment();
    run.turn = world.turn;
    std::copy_n(world.floorSeeds.begin(), run.floorSeeds.size(), run.floorSeeds.begin());
    run.here = savedFloor(world.stage);
    run.hero = world.hero;
    for (const auto& [depth, stage] : world.keptFloors) {
        run.kept.push_back(savedFloor(stage));
    }
    run.pack = world.hero.pack.items();
    for (EquipSlot slot : kAllEquipSlots) {
        if (const std::optional<Item>& item = world.hero.equipment.in(slot)) {
            run.worn.push_back({slot, *item});
        }
    }
    // The lore holds only the rules' kinds, so each is there.
    run.looks = dressedKinds(world.lore, rules);
    for (const std::string& kindId : world.lore.known()) {
        run.known.push_back(rules.item(kindId));
    }
    run.messages = world.log.messages_;
    run.said = world.log.said_;
    for (const auto& [kindId, count] : world.kills) {
        run.kills.push_back({rules.monster(kindId), count});
    }
    run.fightExperience = world.fightExperience;
    run.quests = world.quests;
    run.goingsBack = game.goingsBack_;
    run.views = {world.sight, game.sawHiddenThings_};
    run.causeOfDeath = world.causeOfDeath;

    std::ostringstream out;
    out << kSaveHeaderWord << ' ' << kSaveFormatVersion << '\n';
    LineWriter lines(out);
    runLines(lines, run, rules);
    return out.str();
}

std::string saveGame(const Game& game) {
    return SaveCodec::write(game);
}

}  // namespace delve
