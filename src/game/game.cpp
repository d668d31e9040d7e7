#include "game/game.h"

#include <stdexcept>
#include <utility>

#include "game/floor_names.h"
#include "world/fov.h"
#include "world/generate.h"
#include "world/level_file.h"

namespace delve {

Game::Game(const GameOptions& options)
    : seed_(options.seed),
      rules_(options.rules),
      rng_(options.seed),
      noMonsters_(options.noMonsters) {
    if (!rules_) {
        throw std::invalid_argument("a game needs its rules tables");
    }
    const HeroClass* heroClass = rules_->heroClass(options.heroClass);
    if (heroClass == nullptr) {
        throw std::invalid_argument("unknown class \"" + options.heroClass + "\"");
    }
    for (int depth = 1; depth <= kDeepestFloor; ++depth) {
        floorSeeds_.push_back(rng_.nextSeed());
    }
    hero_.name = "You";
    hero_.heroClass = heroClass;
    hero_.maxHp = heroClass->maxHp;
    hero_.hp = heroClass->maxHp;
    if (options.levelFile) {
        enterLevelFile(*options.levelFile);
    } else {
        enterGeneratedFloor(1);
    }
}

void Game::recordGoingBackFrom(const Game& later) {
    std::vector<GoingBack> record = later.goingsBack_;
    record.push_back({later.turn_, turn_});
    goingsBack_ = std::move(record);
}

void Game::enterGeneratedFloor(int depth) {
    Rng floorRng(floorSeeds_[static_cast<std::size_t>(depth - 1)]);
    GeneratedFloor generated = generateRoomsAndCorridors(kFloorWidth, kFloorHeight, floorRng);
    if (depth == kDeepestFloor) {
        // Nothing lies below the deepest floor.
        generated.map.setTerrain(generated.stairs, Terrain::Floor);
    }
    floor_ = Floor{depth, generatedFloorName(depth), std::move(generated.map)};
    hero_.position = generated.start;
    costsStale_ = true;
    monsters_.clear();
    // The floor's own dice place its monsters, after its rooms.
    if (!noMonsters_) {
        placeMonsters(generated.rooms, generated.startRoom, floorRng);
    }
    say(MessageId::FloorEntered, MessageArguments{}.withNumber(depth).withFloor(floor_.name));
    updateSight();
}

void Game::enterLevelFile(const std::filesystem::path& file) {
    const KindChecker knownKinds = [this](PlacementKind kind,
                                          std::string_view id) -> std::optional<std::string> {
        if (kind == PlacementKind::Monster && rules_->monster(id) == nullptr) {
            return "unknown monster \"" + std::string(id) + "\"";
        }
        return std::nullopt;
    };
    Level level = loadLevel(file, knownKinds);
    if (!level.start) {
        throw LevelError(file.string(), 1, 1, "the level has no `@` where the hero starts");
    }
    const std::string name = level.name.empty() ? file.stem().string() : level.name;
    floor_ = Floor{1, name, std::move(level.map)};
    hero_.position = *level.start;
    costsStale_ = true;
    monsters_.clear();
    for (const Placement& placement : level.placements) {
        if (placement.kind == PlacementKind::Monster && !noMonsters_) {
            const MonsterKind& kind = *rules_->monster(placement.id);
            addMonster(kind, placement.at,
                       kind.sleeps ? MonsterMind::Asleep : MonsterMind::Wandering);
        }
    }
    say(MessageId::FloorEntered, MessageArguments{}.withNumber(1).withFloor(floor_.name));
    updateSight();
}

Monster& Game::addMonster(const MonsterKind& kind, Point at, MonsterMind mind) {
    Monster monster;
    monster.kind = &kind;
    monster.position = at;
    monster.hp = kind.maxHp;
    monster.mind = mind;
    monsters_.push_back(monster);
    return monsters_.back();
}

void Game::updateSight() {
    updateVisibility(floor_.map, hero_.position, hero_.heroClass->sightRadius,
                     FovAlgorithm::Shadowcast);
}

const Monster* Game::monsterAt(Point cell) const {
    for (const Monster& monster : monsters_) {
        if (monster.alive() && monster.position == cell) {
            return &monster;
        }
    }
    return nullptr;
}

Monster* Game::livingMonsterAt(Point cell) {
    return const_cast<Monster*>(std::as_const(*this).monsterAt(cell));
}

bool Game::canSee(const Monster& monster) const {
    return monster.alive() && floor_.map.isVisible(monster.position);
}

Outcome Game::act(const Action& action) {
    events_.clear();
    if (isOver()) {
        return {};
    }
    if (const auto* step = std::get_if<Move>(&action)) {
        return move(step->direction);
    }
    if (const auto* down = std::get_if<Descend>(&action)) {
        return descend(down->despiteMonsters);
    }
    if (const auto* rest = std::get_if<Rest>(&action)) {
        return startRest(rest->despiteMonsters);
    }
    if (const auto* explore = std::get_if<Explore>(&action)) {
        return startExplore(explore->despiteMonsters);
    }
    if (const auto* travel = std::get_if<TravelTo>(&action)) {
        return startTravel(travel->cell, travel->despiteMonsters);
    }
    return endTurn();  // Wait
}

Outcome Game::move(Direction direction) {
    const Point target = hero_.position + offset(direction);
    if (Monster* monster = livingMonsterAt(target)) {
        heroAttacks(*monster);
        return endTurn();
    }
    Map& map = floor_.map;
    switch (map.terrain(target)) {
        case Terrain::ClosedDoor:
            // Opening the door is the move: the hero stays on this side.
            changeTerrain(target, Terrain::OpenDoor);
            say(MessageId::DoorOpens);
            makeNoise(target, 4);
            return endTurn();
        case Terrain::SecretDoor:
            changeTerrain(target, Terrain::ClosedDoor);
            say(MessageId::SecretDoorFound);
            return endTurn();
        case Terrain::Water:
            // A mistake costs no turn: nothing else moves.
            say(MessageId::WaterTooDeep);
            return {};
        default:
            break;
    }
    if (!map.isWalkable(target)) {
        // Doors, secret doors and water have had their say above: what is
        // left that a step cannot enter is wall.
        say(MessageId::WallBlocks);
        return {};
    }
    hero_.position = target;
    // A command walking over the stairs says so only if it stops on them.
    if (!command_) {
        sayWhatIsUnderfoot();
    }
    return endTurn();
}

Outcome Game::descend(bool despiteMonsters) {
    if (floor_.map.terrain(hero_.position) != Terrain::StairsDown) {
        // Off the stairs, > walks to them once they have been seen.
        if (const auto stairs = knownStairs()) {
            return startTravel(*stairs, despiteMonsters);
        }
        say(MessageId::NoStairsHere);
        return {};
    }
    enterGeneratedFloor(floor_.depth + 1);
    return endTurn();
}

void Game::sayWhatIsUnderfoot() {
    if (floor_.map.terrain(hero_.position) == Terrain::StairsDown) {
        say(MessageId::StairsHere);
    }
}

void Game::say(MessageId id, MessageArguments arguments) {
    log_.add(Said{id, std::move(arguments)}, turn_);
}

MessageArguments Game::about(const Monster& monster) {
    return MessageArguments{}.withMonster(monster.kind->id);
}

}  // namespace delve
