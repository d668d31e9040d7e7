#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "game/game.h"

namespace delve {

// How a run ended, for the morgue file and the score table.
enum class RunOutcome { Died, Won, Alive };

inline RunOutcome outcomeOf(const Game& game) {
    if (game.hasWon()) {
        return RunOutcome::Won;
    }
    return game.isOver() ? RunOutcome::Died : RunOutcome::Alive;
}

// What the records say of the end: "killed by a rat on floor 2", "won with
// the Amulet on floor 10", "defeated the abyssal guardian and came back up
// to the surface", or "still alive on floor 3" for a run recorded before
// its end.
inline Said fateOf(const Game& game) {
    if (game.hasWon() && !game.plan().guardian.empty()) {
        return Said{MessageId::WonAgainstGuardian,
                    MessageArguments{}.withMonster(game.plan().guardian)};
    }
    if (game.hasWon()) {
        return Said{MessageId::WonWithAmulet, MessageArguments{}.withNumber(game.stage().depth())};
    }
    if (game.isOver()) {
        return game.causeOfDeath();
    }
    return Said{MessageId::StillAlive, MessageArguments{}.withNumber(game.stage().depth())};
}

// The words the score file uses.
inline std::string_view outcomeWord(RunOutcome outcome) {
    switch (outcome) {
        case RunOutcome::Died:
            return "died";
        case RunOutcome::Won:
            return "won";
        case RunOutcome::Alive:
            return "alive";
    }
    return "died";
}

inline std::optional<RunOutcome> outcomeFromWord(std::string_view word) {
    for (RunOutcome outcome : {RunOutcome::Died, RunOutcome::Won, RunOutcome::Alive}) {
        if (outcomeWord(outcome) == word) {
            return outcome;
        }
    }
    return std::nullopt;
}

}  // namespace delve
