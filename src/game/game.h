#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/point.h"
#include "core/rng.h"
#include "game/action.h"
#include "game/hero_class.h"
#include "game/rules.h"
#include "game/message_log.h"
#include "world/map.h"

namespace delve {

struct GameOptions {
    std::uint64_t seed = 42;
    std::string heroClass = "fighter";
    // Start on this hand-made level instead of a generated floor 1.
    std::optional<std::filesystem::path> levelFile;
    // The monster and class tables (data/), shared by every run.
    RulesPtr rules;
};

struct Hero {
    std::string name;
    const HeroClass* heroClass = nullptr;
    Point position;
    int hp = 0;
    int maxHp = 0;
};

struct Floor {
    int depth = 1;
    std::string name;
    Map map;
};

// One run of Delve: a value that a test builds from a seed, feeds actions and
// inspects. Everything random comes from the run's Rng, in a fixed order.
class Game {
  public:
    static constexpr int kFloorWidth = 80;
    static constexpr int kFloorHeight = 40;
    static constexpr int kDeepestFloor = 10;

    // Throws std::invalid_argument for an unknown class and LevelError for a
    // bad level file.
    explicit Game(const GameOptions& options);

    Outcome act(const Action& action);

    // Adds a line to the log that costs no time (looking at a cell, say).
    void note(std::string text) { say(std::move(text)); }

    std::uint64_t seed() const { return seed_; }
    int turn() const { return turn_; }
    int depth() const { return floor_.depth; }
    const Floor& floor() const { return floor_; }
    const Map& map() const { return floor_.map; }
    const Hero& hero() const { return hero_; }
    const MessageLog& log() const { return log_; }
    const Rng& rng() const { return rng_; }
    const Rules& rules() const { return *rules_; }

    // A fingerprint of everything that matters to the rules: two games with
    // the same hash are, as far as play can tell, the same game.
    std::uint64_t stateHash() const;

  private:
    void enterGeneratedFloor(int depth);
    void enterLevelFile(const std::filesystem::path& file);
    void updateSight();
    Outcome move(Direction direction);
    Outcome descend();
    Outcome endTurn();
    void say(std::string text);

    std::uint64_t seed_;
    RulesPtr rules_;
    Rng rng_;
    // Each floor's dice are drawn when the run starts, so a floor is the same
    // however many turns it took to reach it.
    std::vector<std::uint64_t> floorSeeds_;
    Floor floor_;
    Hero hero_;
    MessageLog log_;
    int turn_ = 0;
};

}  // namespace delve
