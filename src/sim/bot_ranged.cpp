// The careful bot's shots: what it lets fly, and at what.
#include <algorithm>

#include "game/aimed.h"
#include "game/items/charges.h"
#include "game/ranged.h"
#include "sim/careful_bot.h"
#include "sim/pack_lookup.h"

namespace delve {

namespace {

bool strikes(const AimReach& reach, Point cell) {
    return std::ranges::count(reach.struck, cell) > 0;
}

}  // namespace

// A staff whenever it has a charge, since the charge comes back; a wand
// only in a fight beyond her, since it never does. Never a bolt that would
// put on the foe what it has already, nor one that would miss it.
int CarefulBot::zapSlot(const Game& game, const Monster& foe, bool hard) {
    const Pack& pack = game.hero().pack;
    for (int slot = 0; slot < pack.size(); ++slot) {
        const Item& item = pack.at(slot);
        if (!zappable(*item.kind) || item.charges <= 0 || item.kind->bolt == nullptr) {
            continue;
        }
        if (item.kind->itemClass == ItemClass::Wand && !hard) {
            continue;
        }
        const std::optional<ConditionKind> puts = item.kind->bolt->puts;
        if (puts && foe.conditions.has(*puts)) {
            continue;
        }
        if (strikes(game.foresight().reachOf(Aimed{Aimed::Kind::Zap, slot}, foe.position),
                    foe.position)) {
            return slot;
        }
    }
    return -1;
}

// Lets fly at the first of `targets` in reach that hunts her or runs from
// her: a staff's or wand's bolt (zapSlot), then, from two steps off, the
// fireball when the fight is hard or crowded (never with her in the
// blast), else the lightning, the bow, a thing to throw.
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
        // A bolt serves beside her too: a wand sends away what stands there.
        if (const int zapped = zapSlot(game, *foe, hard); zapped >= 0 && may(Option::Zap)) {
            return take(Option::Zap, Zap{zapped, at});
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
