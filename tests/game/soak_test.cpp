#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "content/rules_loader.h"
#include "game/game.h"
#include "map/dijkstra_map.h"
#include "map/path_costs.h"
#include "sim/invariants.h"
#include "support/build_folders.h"

namespace delve {
namespace {

// A simple, careless player: fight what is beside you, go for what you see,
// else walk toward the nearest cell not yet seen, else take the stairs. It
// says yes to every step onto a known trap, and now and then searches or
// closes a door; it picks things up, uses what it carries at random, and
// shoots, throws and casts at what it sees, so every rule gets its turn.
class Bot {
  public:
    explicit Bot(std::uint64_t seed) : rng_(seed) {}

    Request choose(const Game& game) {
        const Point hero = game.hero().position;
        const Map& map = game.map();
        if (game.stage().depth() != depth_) {
            depth_ = game.stage().depth();
            stoodOn_ = Grid<std::uint8_t>(map.width(), map.height(), 0);
        }
        // A cell stood on has shown what it can: it is no goal any more.
        stoodOn_[hero] = 1;
        if (auto deed = itemDeed(game)) {
            return *deed;
        }
        for (Direction d : kAllDirections) {
            if (game.stage().monsterAt(hero + offset(d)) != nullptr) {
                return Step{d};
            }
        }
        if (map.terrain(hero) == Terrain::StairsDown) {
            return Descend{};
        }
        // What to walk toward, in order: a monster in view, the edge of what
        // has been seen, the stairs; the first that has a way there wins.
        std::vector<Point> monsters;
        for (const Monster& monster : game.stage().monsters()) {
            if (game.canSee(monster)) {
                monsters.push_back(monster.position);
            }
        }
        std::vector<Point> stairs;
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                if (map.isExplored({x, y}) && map.terrain({x, y}) == Terrain::StairsDown) {
                    stairs.push_back({x, y});
                }
            }
        }
        // Costs change only when a door opens or the floor changes.
        if (!(map.terrainGrid() == costsOf_)) {
            costsOf_ = map.terrainGrid();
            costs_ = stepCostsFor(map);
        }
        const StepCosts& costs = costs_;
        for (const std::vector<Point>& goals : {monsters, frontier(map, stoodOn_), stairs}) {
            if (goals.empty()) {
                continue;
            }
            distances_.compute(costs, goals);
            if (auto next = distances_.downhill(hero)) {
                for (Direction d : kAllDirections) {
                    if (hero + offset(d) == *next) {
                        return Step{d, true};
                    }
                }
            }
        }
        switch (rng_.below(10)) {
            case 0:
                return Search{1};
            case 1:
                return Close{};
            default:
                return Step{kAllDirections[rng_.below(8)], true};
        }
    }

  private:
    // Now and then something to do with items: pick up, use a thing from
    // the pack (aimed at a monster in view when it aims), or let fly at a
    // monster in view.
    std::optional<Request> itemDeed(const Game& game) {
        const Hero& hero = game.hero();
        if (game.stage().topItemAt(hero.position) != nullptr && rng_.below(2) == 0) {
            return PickUpItems{};
        }
        std::optional<Point> seen;
        for (const Monster& monster : game.stage().monsters()) {
            if (game.canSee(monster) && squaredDistance(monster.position, hero.position) > 2) {
                seen = monster.position;
                break;
            }
        }
        const int packSize = hero.pack.size();
        if (packSize > 0 && rng_.below(25) == 0) {
            const int slot = static_cast<int>(rng_.below(static_cast<std::uint32_t>(packSize)));
            const int other = static_cast<int>(rng_.below(static_cast<std::uint32_t>(packSize)));
            return UseItem{slot, seen.value_or(hero.position), other};
        }
        if (!seen || rng_.below(3) != 0) {
            return std::nullopt;
        }
        switch (rng_.below(3)) {
            case 0:
                return Cast{*seen};
            case 1:
                return Shoot{*seen};
            default:
                if (packSize > 0) {
                    return Throw{static_cast<int>(rng_.below(static_cast<std::uint32_t>(packSize))),
                                 *seen};
                }
                return std::nullopt;
        }
    }

    // Seen cells one can reach, not yet stood on, next to cells never seen.
    static std::vector<Point> frontier(const Map& map, const Grid<std::uint8_t>& stoodOn) {
        std::vector<Point> cells;
        for (int y = 0; y < map.height(); ++y) {
            for (int x = 0; x < map.width(); ++x) {
                const Point p{x, y};
                // A closed door counts: walking into it opens it.
                const bool passable = map.isWalkable(p) || map.terrain(p) == Terrain::ClosedDoor;
                if (!map.isExplored(p) || !passable || stoodOn[p] != 0) {
                    continue;
                }
                const bool edge = std::ranges::any_of(kAllDirections, [&](Direction d) {
                    return map.contains(p + offset(d)) && !map.isExplored(p + offset(d));
                });
                if (edge) {
                    cells.push_back(p);
                }
            }
        }
        return cells;
    }

    Rng rng_;
    DijkstraMap distances_;
    int depth_ = 0;
    Grid<std::uint8_t> stoodOn_;
    Grid<Terrain> costsOf_;
    StepCosts costs_{1, 1};
};

// What sort of floor the game is on: "hand-made", "the Amulet's", or its
// layout's word.
std::string kindOfFloor(const Game& game) {
    const DungeonPlan& plan = game.plan();
    for (const PlannedLevel& level : plan.levels) {
        if (level.level->name == game.stage().name()) {
            return "hand-made";
        }
    }
    const FloorPlan floor = plan.floor(game.stage().depth());
    if (floor.holdsAmulet) {
        return "the Amulet's";
    }
    constexpr const char* kLayouts[] = {"rooms", "caves", "mixed"};
    return kLayouts[static_cast<int>(floor.layout)];
}

TEST(Soak, BotsPlayManySeededGamesAndTheRulesHoldEveryTurn) {
    constexpr int kGames = 200;
    constexpr int kTurns = 2000;
    int deaths = 0;
    int deepest = 0;
    long long kills = 0;
    long long flights = 0;  // cells flown over by arrows, things thrown and lightning
    // The game's own data, as a player gets it.
    const RulesPtr rules = loadRules(std::filesystem::path(testing::kSourceFolder) / "data");
    // Half the games begin on a floor of their own, so every floor of the
    // plan, its caves, mixed floors, hand-made levels and the Amulet's
    // floor, is played whatever the bot's luck; the rest go down from the
    // top as a player does.
    std::set<std::string> floorsPlayed;
    int wins = 0;
    for (std::uint64_t seed = 1; seed <= kGames; ++seed) {
        const std::string heroClass = rules->classes[seed % rules->classes.size()].id;
        GameOptions options{seed, heroClass, nullptr, rules};
        options.firstFloor = seed % 2 == 0 ? 1 + static_cast<int>(seed / 2 % kDeepestFloor) : 1;
        Game game(options);
        Bot bot(seed);
        for (int turn = 0; turn < kTurns && !game.isOver(); ++turn) {
            floorsPlayed.insert(kindOfFloor(game));
            game.act(bot.choose(game));
            flights += std::ranges::count_if(game.events(), [](const GameEvent& event) {
                return event.kind == GameEvent::Kind::MissileFlew ||
                       event.kind == GameEvent::Kind::LightningLit;
            });

            const std::optional<std::string> broken = brokenInvariant(game);
            ASSERT_FALSE(broken) << *broken << ", seed " << seed << " turn " << turn;
        }
        deaths += game.hero().alive() ? 0 : 1;
        wins += game.hasWon() ? 1 : 0;
        deepest = std::max(deepest, game.stage().depth());
        kills += game.hero().experience;
    }
    // The bot must meet monsters and sometimes lose, or the soak proves little.
    EXPECT_GT(kills, 0);
    EXPECT_GT(deepest, 1);
    EXPECT_GT(flights, 0) << "the bot lets things fly";
    for (const char* kind : {"rooms", "caves", "mixed", "hand-made", "the Amulet's"}) {
        EXPECT_TRUE(floorsPlayed.contains(kind)) << "no " << kind << " floor was played";
    }
    RecordProperty("deaths", deaths);
    RecordProperty("deepest", deepest);
    std::cout << kGames << " games: " << deaths << " deaths, " << wins << " wins, deepest floor "
              << deepest << ", experience gained " << kills << ", cells flown " << flights << "\n";
}

}  // namespace
}  // namespace delve
