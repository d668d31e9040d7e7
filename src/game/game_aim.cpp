// The hero's aimed deeds: checking them before the aiming screen opens, the
// screen's preview, and letting them go.
#include "game/aim.h"
#include "game/aimed.h"
#include "game/game.h"
#include "game/ranged.h"
#include "game/skills/skill_rule.h"

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
        case Aimed::Kind::Skill:
            return UseSkill{aimed.skill->id, target};
        case Aimed::Kind::Zap:
            return Zap{aimed.slot, target};
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

Outcome Game::zap(const Zap& zap) {
    if (zap.target) {
        return heroDoes(ZapBolt{zap.slot, *zap.target});
    }
    if (!world_.hero.pack.has(zap.slot)) {
        return {};
    }
    if (const auto why = zapRefusal(world_, zap.slot)) {
        world_.sayThat(*why);
        return {};
    }
    return Outcome{false, true};
}

Outcome Game::useSkill(const UseSkill& use) {
    const Skill* skill = knownSkill(world_.hero, use.skill);
    if (skill == nullptr) {
        return {};  // no player's key asks for a skill she has not learnt
    }
    if (use.target || !skillAims(*skill)) {
        return heroDoes(ApplySkill{skill, use.target});
    }
    if (const auto why = skillRefusal(world_, *skill, std::nullopt)) {
        world_.sayThat(*why);
        return {};
    }
    return Outcome{false, true};
}

}  // namespace delve
