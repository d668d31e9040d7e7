#include "sim/known_costs.h"

#include "game/known_floor.h"

namespace delve {

KnownCosts::Key KnownCosts::keyOf(const Game& game) {
    const Map& map = game.map();
    Key key{game.stage().depth(), map.exploredCount(), 0, 14695981039346656037ULL};
    for (const Trap& trap : game.stage().traps()) {
        key.knownTraps += trap.known ? 1 : 0;
    }
    // FNV-1a over what the hero remembers of each cell.
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            key.remembered ^= static_cast<std::uint64_t>(map.remembered({x, y}));
            key.remembered *= 1099511628211ULL;
        }
    }
    return key;
}

const KnownCosts::Key& KnownCosts::keyNow(const Game& game, int choice) {
    if (choice != choice_) {
        now_ = keyOf(game);
        choice_ = choice;
    }
    return now_;
}

std::uint64_t KnownCosts::knowledge(const Game& game, int choice) {
    const Key& key = keyNow(game, choice);
    return key.remembered ^ (static_cast<std::uint64_t>(key.depth) << 56) ^
           (static_cast<std::uint64_t>(key.explored) << 24) ^
           static_cast<std::uint64_t>(key.knownTraps);
}

const StepCosts& KnownCosts::of(const Game& game, bool overKnownTraps, int choice) {
    const Key& key = keyNow(game, choice);
    const std::size_t which = overKnownTraps ? 1 : 0;
    if (!(key == keys_[which])) {
        costs_[which] = knownStepCosts(game.map());
        if (!overKnownTraps) {
            for (const Trap& trap : game.stage().traps()) {
                if (trap.known) {
                    costs_[which].block(trap.at);
                }
            }
        }
        keys_[which] = key;
    }
    return costs_[which];
}

}  // namespace delve
