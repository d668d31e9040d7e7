// What the views that teach ask of the rules (ui/views/): the hero's sight
// switched between the two algorithms. (The searches travel makes are
// foresight's: game/foresight.h.)
#include "game/game.h"

namespace delve {

void Game::setSightAlgorithm(FovAlgorithm algorithm) {
    world_.sight = algorithm;
    // The hero sees by the new rule at once, as the next turn would.
    world_.updateSight();
}

}  // namespace delve
