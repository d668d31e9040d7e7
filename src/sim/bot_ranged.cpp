// The careful bot's shots: what it lets fly, and at what.
#include <algorithm>

#include "game/aimed.h"
#include "game/ranged.h"
#include "sim/careful_bot.h"
#include "sim/pack_lookup.h"

namespace delve {

namespace {

bool strikes(const AimReach& reach, Point cell) {
    return std::ranges::count(reach.struck, cell) > 0;
}

}  // namespace

// Lets fly at the first of `targets` in reach that hunts her or runs from
// her: the fireball when the fight is hard or crowded (never with her in
// the blast), else the lightning, the bow, a thing to throw.
std::optional<Request> CarefulBot::ranged(const Game& game, std::span<const Monster* const> targets,
                                         bool hard) {
    const Hero& hero = game.hero();
    if (!may(Option::Ranged)) {
        return std::nullopt;
    }
    const int fireball = knownSlot(game, "fireball");
    const int missiles = missileSlot(hero);
    for (const Monster* foe : targets) {
        const Point at = foe->position;
        // One that has not noticed her is better struck unawares.
        if (!foe->hunting() && foe->mind != MonsterMind::Fleeing) {
            continue;
        }
        if (chebyshevDistance(at, hero.position) < 2) {
            continue;
        }
        if (fireball >= 0 && (hard || targets.size() >= 3)) {
            const AimReach blast =
                game.foresight().reachOf(Aimed{Aimed::Kind::Scroll, fireball}, at);
            if (strikes(blast, at) && !strikes(blast, hero.position)) {
                return take(Option::Ranged, UseItem{fireball, at, -1});
            }
        }
        if (!cannotCast(hero) &&
            strikes(game.foresight().reachOf(Aimed{Aimed::Kind::Lightning}, at), at)) {
            return take(Option::Ranged, Cast{at});
        }
        if (!cannotShoot(hero) &&
            strikes(game.foresight().reachOf(Aimed{Aimed::Kind::Bow}, at), at)) {
            return take(Option::Ranged, Shoot{at});
        }
        if (missiles >= 0 &&
            strikes(game.foresight().reachOf(Aimed{Aimed::Kind::Throw, missiles}, at), at)) {
            return take(Option::Ranged, Throw{missiles, at});
        }
    }
    return std::nullopt;
}

std::optional<Request> CarefulBot::finish(const Game& game, const Surroundings& around) {
    for (const Monster* prey : around.fleeing) {
        if (chebyshevDistance(prey->position, game.hero().position) == 1) {
            if (auto blow = stepTo(Option::Strike, game, prey->position)) {
                return blow;
            }
        }
    }
    return ranged(game, around.fleeing, false);
}

}  // namespace delve
