#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "game/game.h"

namespace delve {

class CarefulBot;

// How a simulated run ended.
enum class SimEnd {
    Died,
    Won,
    Stuck,  // still alive when its actions ran out
};

// One run the careful bot played, as the table counts it.
struct SimResult {
    std::string heroClass;
    std::uint64_t seed = 0;
    int deepest = 1;
    SimEnd end = SimEnd::Stuck;
    // What killed the hero: a monster kind's id, or "poison", "bleeding",
    // "fall" or "fire"; empty unless the hero died.
    std::string cause;
    int turns = 0;
    int actions = 0;
    // A checked run stops at the first rule it finds broken
    // (sim/invariants.h), and says which and at which action.
    std::string broken;
    // The floor the run ended on: where the hero died, won or was cut off
    // (she may have climbed back above her deepest).
    int lastFloor = 1;
    // The floors on which her health fell below a third of its most, each
    // once, in the order it first happened: a close call where she lived.
    std::vector<int> lowFloors;

    friend bool operator==(const SimResult&, const SimResult&) = default;
};

// A run is cut off after this many actions (each a bot's choice or a step
// of a running command), and counted as stuck.
inline constexpr int kMostSimActions = 30000;

// Whether a run checks the rules that must always hold after each action,
// and that a save and load keeps the game as it was on each new floor and
// every kSaveTripEvery actions. The soak runs checked; a table of how the
// classes fare runs faster without.
enum class SimChecks { Off, EveryAction };
inline constexpr int kSaveTripEvery = 250;

// One action: the running command's next step, or the bot's choice.
void playBotRequest(Game& game, CarefulBot& bot);

// The careful bot plays a whole run of `heroClass` in `adventure` from
// `seed`, headless, until the hero dies or wins or `mostActions` have been
// taken (or, checked, a rule is found broken).
SimResult simulateRun(const RulesPtr& rules, const std::string& adventure,
                      const std::string& heroClass, std::uint64_t seed,
                      int mostActions = kMostSimActions, SimChecks checks = SimChecks::Off);

// What the run's cause of death names: the monster kind's id, or the word
// for what else it was ("poison", "bleeding", "fall", "fire").
std::string causeOfDeathId(const Said& cause);

}  // namespace delve
