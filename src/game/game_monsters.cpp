#include <algorithm>

#include "game/game.h"

namespace delve {

namespace {

// Monsters on a generated floor: a few more the deeper it is.
int monstersFor(int depth, Rng& rng) {
    return 3 + depth + rng.roll(0, 2);
}

// A hurt monster that flees runs once below a quarter of its health.
bool badlyHurt(const Monster& monster) {
    return monster.hp * 4 < monster.kind->maxHp;
}

// How far away a fleeing monster weighs safety against distance: Brogue's
// trick of scaling the distance map by a little more than -1, so a monster
// in a dead end would rather slip past than cower.
constexpr int kFleeScalePercent = -120;

}  // namespace

void Game::placeMonsters(const std::vector<Rect>& rooms, int startRoom, Rng& floorRng) {
    std::vector<const MonsterKind*> kinds;
    int totalRarity = 0;
    for (const MonsterKind& kind : rules_->monsters) {
        if (kind.minDepth <= floor_.depth && floor_.depth <= kind.maxDepth) {
            kinds.push_back(&kind);
            totalRarity += kind.rarity;
        }
    }
    if (kinds.empty() || rooms.size() < 2) {
        return;
    }
    const int count = monstersFor(floor_.depth, floorRng);
    for (int i = 0; i < count; ++i) {
        // A kind by rarity, then a free cell in a room other than the start.
        int pick = floorRng.roll(0, totalRarity - 1);
        const MonsterKind* kind = kinds.front();
        for (const MonsterKind* candidate : kinds) {
            if (pick < candidate->rarity) {
                kind = candidate;
                break;
            }
            pick -= candidate->rarity;
        }
        int roomIndex = floorRng.roll(0, static_cast<int>(rooms.size()) - 2);
        if (roomIndex >= startRoom && startRoom >= 0) {
            ++roomIndex;
        }
        const Rect& room = rooms[static_cast<std::size_t>(roomIndex)];
        for (int attempt = 0; attempt < 10; ++attempt) {
            const Point cell{floorRng.roll(room.left(), room.right() - 1),
                             floorRng.roll(room.top(), room.bottom() - 1)};
            if (floor_.map.isWalkable(cell) && monsterAt(cell) == nullptr &&
                cell != hero_.position) {
                addMonster(*kind, cell,
                           kind->sleeps ? MonsterMind::Asleep : MonsterMind::Wandering);
                break;
            }
        }
    }
}

// Sight is symmetric, so a monster sees the hero exactly when the hero's
// field of view holds the monster's cell and the hero is within the
// monster's own sight.
bool Game::monsterSeesHero(const Monster& monster) const {
    const int sight = monster.kind->sight;
    return floor_.map.isVisible(monster.position) &&
           squaredDistance(monster.position, hero_.position) <= sight * (sight + 1);
}

void Game::monsterActs(Monster& monster) {
    if (monster.mind == MonsterMind::Asleep) {
        return;
    }
    if (monsterSeesHero(monster)) {
        if (monster.mind == MonsterMind::Wandering) {
            notice(monster);
        }
        monster.lastSeenHero = hero_.position;
    }
    if (monster.kind->fleesWhenHurt && badlyHurt(monster) && monster.mind == MonsterMind::Hunting) {
        monster.mind = MonsterMind::Fleeing;
        if (canSee(monster)) {
            say(MessageId::MonsterFlees, about(monster));
        }
    }
    if (monster.kind->erratic && rng_.chance(50)) {
        flit(monster);
        return;
    }
    switch (monster.mind) {
        case MonsterMind::Hunting:
            hunt(monster);
            break;
        case MonsterMind::Fleeing:
            flee(monster);
            break;
        default:
            wander(monster);
            break;
    }
}

void Game::notice(Monster& monster) {
    monster.mind = MonsterMind::Hunting;
    monster.hasWanderGoal = false;
    if (canSee(monster)) {
        say(MessageId::MonsterNotices, about(monster));
    }
}

// Goes for the hero: a blow when beside the hero, else a step along the
// cheapest way to where it last saw the hero. Once there, with the hero
// gone, it gives up and wanders again.
void Game::hunt(Monster& monster) {
    if (chebyshevDistance(monster.position, hero_.position) == 1 && monsterSeesHero(monster)) {
        monsterAttacks(monster);
        return;
    }
    if (monster.position == monster.lastSeenHero || !stepToward(monster, monster.lastSeenHero)) {
        monster.mind = MonsterMind::Wandering;
    }
}

void Game::wander(Monster& monster) {
    if (!monster.kind->wanders) {
        return;
    }
    if (!monster.hasWanderGoal || monster.position == monster.wanderGoal) {
        // Somewhere on its part of the floor that it could stand.
        stepCosts();
        const int region = regions_[monster.position];
        for (int attempt = 0; attempt < 20; ++attempt) {
            const Point goal{rng_.roll(0, floor_.map.width() - 1),
                             rng_.roll(0, floor_.map.height() - 1)};
            if (floor_.map.isWalkable(goal) && regions_[goal] == region) {
                monster.wanderGoal = goal;
                monster.hasWanderGoal = true;
                break;
            }
        }
        if (!monster.hasWanderGoal) {
            return;
        }
    }
    if (!stepToward(monster, monster.wanderGoal)) {
        monster.hasWanderGoal = false;
    }
}

// Runs down a map of safety: the distance from the hero, scaled past -1 and
// spread again, so the way out of a dead end is downhill too.
void Game::flee(Monster& monster) {
    if (!monsterSeesHero(monster)) {
        monster.mind = MonsterMind::Wandering;
        return;
    }
    const StepCosts& costs = stepCosts();
    distances_.compute(costs, hero_.position);
    std::vector<DijkstraGoal> safety;
    for (int y = 0; y < floor_.map.height(); ++y) {
        for (int x = 0; x < floor_.map.width(); ++x) {
            if (distances_.reached({x, y})) {
                safety.push_back({{x, y}, distances_.at({x, y}) * kFleeScalePercent / 100});
            }
        }
    }
    distances_.compute(costs, safety);
    const auto next = distances_.downhill(monster.position);
    if (next && *next != hero_.position && stepMonster(monster, *next)) {
        return;
    }
    // Cornered: it fights.
    if (chebyshevDistance(monster.position, hero_.position) == 1) {
        monsterAttacks(monster);
    }
}

// A step in a random direction (bats): a blow if the hero is there.
void Game::flit(Monster& monster) {
    const Point to = monster.position + offset(kAllDirections[rng_.below(8)]);
    if (to == hero_.position) {
        if (monster.mind == MonsterMind::Hunting) {
            monsterAttacks(monster);
        }
        return;
    }
    if (floor_.map.isWalkable(to)) {
        stepMonster(monster, to);
    }
}

bool Game::stepToward(Monster& monster, Point goal) {
    const auto next = nextStepToward(monster.position, goal);
    if (!next) {
        return false;
    }
    if (*next == hero_.position) {
        return true;  // the hero stands in the way; the next turn decides
    }
    if (monsterAt(*next) != nullptr) {
        return true;  // another monster is in the way: wait for it to move
    }
    return stepMonster(monster, *next);
}

std::optional<Point> Game::nextStepToward(Point from, Point goal) {
    const StepCosts& costs = stepCosts();
    if (goal == hero_.position) {
        // Walking down the map of distances from the goal is a cheapest way
        // there, as A* would find, and the map is made once for everyone.
        if (huntMapTurn_ != turn_ || huntMapGoal_ != goal) {
            huntMap_.compute(costs, goal);
            huntMapGoal_ = goal;
            huntMapTurn_ = turn_;
        }
        return huntMap_.downhill(from);
    }
    pathFinder_.find(PathAlgorithm::AStar, costs, from, goal, path_);
    if (!path_.found || path_.path.empty()) {
        return std::nullopt;
    }
    return path_.path.front();
}

// Moves a monster one cell, opening a closed door instead when there is one.
bool Game::stepMonster(Monster& monster, Point to) {
    if (monsterAt(to) != nullptr || to == hero_.position) {
        return false;
    }
    Map& map = floor_.map;
    if (map.terrain(to) == Terrain::ClosedDoor) {
        changeTerrain(to, Terrain::OpenDoor);
        if (map.isVisible(to)) {
            say(MessageId::DoorOpensSomewhere);
        }
        return true;
    }
    if (!map.isWalkable(to)) {
        return false;
    }
    monster.position = to;
    return true;
}

// Sleepers within earshot may wake: each has an even chance.
void Game::makeNoise(Point at, int radius) {
    for (Monster& monster : monsters_) {
        if (monster.mind == MonsterMind::Asleep && monster.alive() &&
            squaredDistance(monster.position, at) <= radius * radius && rng_.chance(50)) {
            monster.mind = MonsterMind::Wandering;
        }
    }
}

const StepCosts& Game::stepCosts() {
    if (costsStale_) {
        stepCosts_ = stepCostsFor(floor_.map);
        costsStale_ = false;
        regionsStale_ = true;
        huntMapTurn_ = -1;
    }
    if (regionsStale_) {
        labelRegions();
        regionsStale_ = false;
    }
    return stepCosts_;
}

// A door opened or found changes one cell's cost: the kept costs follow it
// rather than being worked out again for the whole floor.
void Game::changeTerrain(Point cell, Terrain terrain) {
    const bool wasPassable = stepCostOnto(floor_.map.terrain(cell)) != StepCosts::kBlocked;
    floor_.map.setTerrain(cell, terrain);
    if (costsStale_) {
        return;
    }
    const int cost = stepCostOnto(terrain);
    stepCosts_.set(cell, cost);
    huntMapTurn_ = -1;
    regionsStale_ = regionsStale_ || wasPassable != (cost != StepCosts::kBlocked);
}

void Game::labelRegions() {
    const Map& map = floor_.map;
    regions_ = Grid<int>(map.width(), map.height(), -1);
    std::vector<Point> open;
    int next = 0;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (regions_[{x, y}] >= 0 || !stepCosts_.isPassable({x, y})) {
                continue;
            }
            regions_[{x, y}] = next;
            open.assign(1, Point{x, y});
            while (!open.empty()) {
                const Point cell = open.back();
                open.pop_back();
                for (Direction d : kAllDirections) {
                    const Point to = cell + offset(d);
                    if (stepCosts_.isPassable(to) && regions_[to] < 0) {
                        regions_[to] = next;
                        open.push_back(to);
                    }
                }
            }
            ++next;
        }
    }
}

}  // namespace delve
