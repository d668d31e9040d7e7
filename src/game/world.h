#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/rng.h"
#include "game/actors.h"
#include "game/command.h"
#include "game/floor_paths.h"
#include "game/game_event.h"
#include "game/items/item_lore.h"
#include "game/message_log.h"
#include "game/rules.h"
#include "game/stage.h"
#include "map/fov.h"

namespace delve {

// Everything the rules change as a turn is played: the floor and what is on
// it, the hero, the dice, the log. The deeds (deeds/), the monsters' minds
// (minds/), combat and the turn's own effects all work on a World; Game
// holds one and shows the ui a view of it that cannot be changed.
struct World {
    explicit World(RulesPtr tables, std::uint64_t seed = 0) : rules(std::move(tables)), rng(seed) {}

    RulesPtr rules;
    // Which adventure this run is (the Dungeon, the Mine): one of the
    // rules' plans, or, for rules without any, the plain Dungeon.
    const DungeonPlan* adventure = nullptr;
    Rng rng;
    // Each floor's dice are drawn when the run starts, so a floor is the same
    // however many turns it took to reach it.
    std::vector<std::uint64_t> floorSeeds;
    Stage stage;
    // In an adventure that keeps its floors, each floor the hero has left,
    // by depth, as she left it.
    std::map<int, Stage> keptFloors;
    FloorPaths paths;
    Hero hero;
    ItemLore lore;
    MessageLog log;
    // What happened during the last action, for flashes and sounds.
    std::vector<GameEvent> events;
    Said causeOfDeath;
    std::map<std::string, int> kills;
    // The experience the kills of the fight under way have given, gained
    // and told when the fight is won (game/combat.h), or when she leaves
    // the floor.
    int fightExperience = 0;
    // The quests begun, in the order they began (game/quests.h).
    std::vector<QuestProgress> quests;
    int turn = 0;
    // For tests and tools: floors come without monsters or traps.
    bool emptyFloors = false;
    // How the hero's sight is worked out (F4 switches it): a setting of the
    // run, since monsters notice the hero by it.
    FovAlgorithm sight = FovAlgorithm::Shadowcast;
    // While a multi-turn command plays its step: whether it is looking out
    // for monsters, and whether one has stopped it (game/command_watch.h).
    // Never saved, as commands are not.
    CommandLookout lookout;

    const DungeonPlan& plan() const;
    Map& map() { return stage.map(); }
    const Map& map() const { return stage.map(); }

    void say(MessageId id, MessageArguments arguments = {});
    void sayThat(Said said) { say(said.id, std::move(said.arguments)); }
    void event(GameEvent::Kind kind, Point cell, std::string what = {}) {
        events.push_back({kind, cell, std::move(what)});
    }

    bool isHero(const Actor& actor) const { return &actor == &hero; }
    // Whether the hero can see a monster now (its cell is in view).
    bool canSee(const Monster& monster) const;
    // Sight is symmetric: a monster sees the hero exactly when the hero's
    // view holds the monster's cell and the hero is within its sight.
    bool monsterSeesHero(const Monster& monster) const;
    // The hero's field of view from where the hero stands.
    void updateSight();
    // The hero arrives at a cell, by a step or a leap: the quests hear of
    // it, and her searching starts afresh. What lies there (a trap) is the
    // mover's to spring.
    void moveHero(Point to);
    // A door opened or found: the map changes, and the paths follow.
    void changeTerrain(Point cell, Terrain terrain);
};

// What a sentence about this monster names.
MessageArguments about(const Monster& monster);
// What a sentence about these things names: their kind, the look they wear
// while the hero does not know them, and how many.
MessageArguments about(const World& world, const Item& item);

}  // namespace delve
