#pragma once

#include <optional>
#include <vector>

#include "core/point.h"
#include "game/request.h"
#include "game/skill.h"

namespace delve {

// What the hero is aiming while the aiming screen is up: one screen serves
// the fireball scroll, the bow, a throw, the lightning spell, a skill
// that aims, and a staff's or wand's bolt.
struct Aimed {
    enum class Kind {
        Scroll,
        Bow,
        Throw,
        Lightning,
        Skill,
        Zap,
    };
    Kind kind = Kind::Scroll;
    int slot = -1;                 // the scroll read, the thing thrown, the staff or wand zapped
    const Skill* skill = nullptr;  // the skill used
};

// What letting it go at a cell would do, worked out by the same functions
// the deed then uses (Game::reachOf).
struct AimReach {
    // The cells it passes over, in order; the last is where it comes down.
    // Empty for the fireball, which bursts where it is aimed.
    std::vector<Point> path;
    // The cells it strikes: those it burns, or those of the monsters hit.
    std::vector<Point> struck;
};

// The action that lets it go at `target`; without one, the action that
// only asks whether it could be let go (game/action.h), as the aiming
// screen does before it opens.
Request releaseAt(const Aimed& aimed, std::optional<Point> target);

}  // namespace delve
