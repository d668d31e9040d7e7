#include "journeys.h"

#include <array>
#include <string>

#include "bench_notes.h"
#include "core/rng.h"
#include "map/dijkstra_map.h"

namespace delve::bench {

namespace {

struct JourneyPlan {
    int extraPerMap;  // besides start to stairs
    int leastSpan;    // the fewest king's steps between the two ends
};

JourneyPlan planFor(Ground ground) {
    return ground == Ground::Floors ? JourneyPlan{kJourneysPerFloor - 1, 30}
                                    : JourneyPlan{kCaveJourneys - 1, 400};
}

bool canEndOn(const BenchMap& map, Point p) {
    return map.floor.map.isWalkable(p);
}

// Far-apart pairs, each end on walkable ground and reachable from the other.
std::vector<std::pair<Point, Point>> farPairs(const BenchMap& map, JourneyPlan plan,
                                              std::uint64_t seed) {
    const Map& floor = map.floor.map;
    std::vector<Point> walkable;
    for (int y = 0; y < floor.height(); ++y) {
        for (int x = 0; x < floor.width(); ++x) {
            if (canEndOn(map, {x, y})) {
                walkable.push_back({x, y});
            }
        }
    }
    Rng rng(seed, 9);
    DijkstraMap reach;
    std::vector<std::pair<Point, Point>> pairs;
    while (static_cast<int>(pairs.size()) < plan.extraPerMap) {
        const Point from = rng.pick(walkable);
        const std::array<DijkstraGoal, 1> goal{{{from, 0}}};
        reach.compute(map.costs, goal);
        std::vector<Point> far;
        for (Point to : walkable) {
            if (reach.reached(to) && chebyshevDistance(from, to) >= plan.leastSpan) {
                far.push_back(to);
            }
        }
        if (!far.empty()) {
            pairs.emplace_back(from, rng.pick(far));
        }
    }
    return pairs;
}

struct Checked {
    std::vector<Journey> journeys;
    bool cheapest = true;
};

Checked makeJourneys(Ground ground) {
    Checked made;
    const JourneyPlan plan = planFor(ground);
    PathFinder finder;
    DijkstraMap distances;
    int mismatches = 0;
    std::uint64_t seed = 1;
    for (const BenchMap& map : benchMaps(ground)) {
        std::vector<std::pair<Point, Point>> ends{{map.floor.start, map.floor.stairs}};
        for (const auto& pair : farPairs(map, plan, seed++)) {
            ends.push_back(pair);
        }
        for (const auto& [from, to] : ends) {
            Journey journey{&map, from, to, finder.aStar(map.costs, from, to)};
            const std::array<DijkstraGoal, 1> goal{{{from, 0}}};
            distances.compute(map.costs, goal);
            if (!journey.best.found || journey.best.cost != distances.at(to)) {
                ++mismatches;
            }
            made.journeys.push_back(std::move(journey));
        }
    }
    made.cheapest = mismatches == 0;
    const std::string where(groundName(ground));
    const std::string count = std::to_string(made.journeys.size());
    addNote(made.cheapest
                ? where + ": Delve's A* costs what its Dijkstra map says is cheapest on all " +
                      count + " journeys"
                : where + ": Delve's A* differs from its Dijkstra map on " +
                      std::to_string(mismatches) + " of " + count + " journeys");
    return made;
}

const Checked& checked(Ground ground) {
    if (ground == Ground::Floors) {
        static const Checked floors = makeJourneys(Ground::Floors);
        return floors;
    }
    static const Checked cave = makeJourneys(Ground::Cave);
    return cave;
}

}  // namespace

const std::vector<Journey>& journeys(Ground ground) {
    return checked(ground).journeys;
}

bool aStarAlwaysCheapest(Ground ground) {
    return checked(ground).cheapest;
}

}  // namespace delve::bench
