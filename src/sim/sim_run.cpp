#include "sim/sim_run.h"

#include <algorithm>
#include <utility>

#include "game/run_outcome.h"
#include "sim/careful_bot.h"
#include "sim/invariants.h"

namespace delve {

namespace {

// Marks `floor` as one where the hero fell below a third of her health.
void noteLowHealth(const Game& game, int floor, std::vector<int>& lowFloors) {
    const Actor& hero = game.hero();
    if (hero.lowOnHealth() && std::ranges::find(lowFloors, floor) == lowFloors.end()) {
        lowFloors.push_back(floor);
    }
}

}  // namespace

void playBotRequest(Game& game, CarefulBot& bot) {
    if (game.commandRunning()) {
        game.continueCommand();
        return;
    }
    game.act(bot.choose(game));
}

SimResult simulateRun(const RulesPtr& rules, const std::string& adventure,
                      const std::string& heroClass, std::uint64_t seed, int mostActions,
                      SimChecks checks) {
    GameOptions options;
    options.seed = seed;
    options.adventure = adventure;
    options.heroClass = heroClass;
    options.rules = rules;
    Game game(options);
    CarefulBot bot(seed);
    SimResult result;
    result.heroClass = heroClass;
    result.seed = seed;
    // The bot acts while the run goes on: winning ends it as dying does.
    int floorChecked = 0;  // the depth last saved and loaded on arrival
    while (outcomeOf(game) == RunOutcome::Alive && result.actions < mostActions &&
           result.broken.empty()) {
        playBotRequest(game, bot);
        ++result.actions;
        const int floor = game.stage().depth();
        result.deepest = std::max(result.deepest, floor);
        noteLowHealth(game, floor, result.lowFloors);
        if (checks == SimChecks::Off) {
            continue;
        }
        std::optional<std::string> broken = brokenInvariant(game);
        const bool newFloor = floorChecked != game.stage().depth();
        // A run that has ended is never saved, as the game saves none.
        if (!broken && !game.isOver() && (newFloor || result.actions % kSaveTripEvery == 0)) {
            floorChecked = game.stage().depth();
            broken = brokenSaveTrip(game, rules);
        }
        if (broken) {
            result.broken = "action " + std::to_string(result.actions) + ", turn " +
                            std::to_string(game.turn()) + ": " + *broken;
        }
    }
    result.turns = game.turn();
    result.lastFloor = game.stage().depth();
    switch (outcomeOf(game)) {
        case RunOutcome::Died:
            result.end = SimEnd::Died;
            result.cause = causeOfDeathId(game.causeOfDeath());
            break;
        case RunOutcome::Won:
            result.end = SimEnd::Won;
            break;
        case RunOutcome::Alive:
            result.end = SimEnd::Stuck;
            break;
    }
    return result;
}

std::string causeOfDeathId(const Said& cause) {
    // Deaths no monster dealt, by what dealt them; a monster's by its kind.
    constexpr std::pair<MessageId, std::string_view> kCauses[] = {
        {MessageId::KilledByPoison, "poison"},
        {MessageId::KilledByBleeding, "bleeding"},
        {MessageId::KilledByFall, "fall"},
        {MessageId::KilledByFire, "fire"},
    };
    for (const auto& [id, word] : kCauses) {
        if (id == cause.id) {
            return std::string(word);
        }
    }
    return cause.arguments.monster.empty() ? std::string(messageWord(cause.id))
                                           : cause.arguments.monster;
}

}  // namespace delve
