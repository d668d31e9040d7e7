// The hero's aimed deeds: checking them before the aiming screen opens, the
// screen's preview, and letting them go.
#include "game/aim.h"
#include "game/aimed.h"
#include "game/game.h"
#include "game/ranged.h"

namespace delve {

Request releaseAt(const Aimed& aimed, std::optional<Point> target) {
    switch (aimed.kind) {
        case Aimed::Kind::Scroll:
            return UseItem{aimed.slot, target, -1};
        case Aimed::Kind::Bow:
            return Shoot{target};
        case Aimed::Kind::Throw:
            return Throw{aimed.slot, target};
        case Aimed::Kind::Lightning:
            return Cast{target};
    }
    return Wait{};
}

Outcome Game::shoot(const Shoot& shoot) {
    if (shoot.target) {
        return heroDoes(ShootArrow{*shoot.target});
    }
    if (const auto why = cannotShoot(world_.hero)) {
        say(*why);
        return {};
    }
    return Outcome{false, true};
}

Outcome Game::throwItem(const Throw& toss) {
    if (toss.target) {
        return heroDoes(ThrowThing{toss.slot, *toss.target});
    }
    return Outcome{false, world_.hero.pack.has(toss.slot)};
}

Outcome Game::cast(const Cast& cast) {
    if (cast.target) {
        return heroDoes(CastLightning{*cast.target});
    }
    if (const auto why = cannotCast(world_.hero)) {
        say(*why, MessageArguments{}.withNumber(kLightningMana));
        return {};
    }
    return Outcome{false, true};
}

AimReach Game::reachOf(const Aimed& aimed, Point target) const {
    AimReach reach;
    const Hero& hero = world_.hero;
    if (target == hero.position && aimed.kind != Aimed::Kind::Scroll) {
        return reach;  // what flies refuses the hero's own cell
    }
    // Whatever flies strikes the monster where it comes down, if any.
    auto strikeAtEnd = [&] {
        if (!reach.path.empty() && world_.stage.monsterAt(reach.path.back()) != nullptr) {
            reach.struck.push_back(reach.path.back());
        }
    };
    switch (aimed.kind) {
        case Aimed::Kind::Scroll:
            reach.struck = fireballCells(world_, target);
            break;
        case Aimed::Kind::Bow:
            if (const auto shot = bowShot(hero)) {
                reach.path = flightOf(world_, shot->range, target);
                strikeAtEnd();
            }
            break;
        case Aimed::Kind::Throw:
            if (hero.pack.has(aimed.slot)) {
                const Shot shot = thrownShot(*hero.pack.at(aimed.slot).kind);
                reach.path = flightOf(world_, shot.range, target);
                strikeAtEnd();
            }
            break;
        case Aimed::Kind::Lightning:
            reach.path = lightningCells(world_, target);
            for (Point cell : reach.path) {
                if (world_.stage.monsterAt(cell) != nullptr) {
                    reach.struck.push_back(cell);
                }
            }
            break;
    }
    return reach;
}

}  // namespace delve
