#pragma once

#include <cstdint>

#include "game/game.h"
#include "map/path_costs.h"

namespace delve {

// The floor as the hero knows it (game/known_floor.h: unseen cells and
// secret doors are wall), for the bot's own walks and searches, with the
// traps she knows of blocked or not. Building the costs is most of what a
// walk costs, so they are kept from one choice to the next until what she
// knows of the floor changes: another floor, more of it seen, a door seen
// open or found, a trap found.
class KnownCosts {
  public:
    // `choice` counts the bot's choices: within one, what the hero knows
    // cannot change, so it is looked at once.
    const StepCosts& of(const Game& game, bool overKnownTraps, int choice);
    // A fingerprint of what the hero knows of the floor: equal fingerprints,
    // nothing new seen, opened, found.
    std::uint64_t knowledge(const Game& game, int choice);

  private:
    struct Key {
        int depth = 0;
        int explored = -1;
        int knownTraps = -1;
        std::uint64_t remembered = 0;  // a hash of the terrain as remembered
        friend bool operator==(const Key&, const Key&) = default;
    };
    static Key keyOf(const Game& game);
    const Key& keyNow(const Game& game, int choice);

    Key keys_[2];
    StepCosts costs_[2];
    Key now_;
    int choice_ = -1;
};

}  // namespace delve
