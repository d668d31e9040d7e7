#include "game/combat.h"
#include "game/ranged.h"
#include "game/skills/skill_rule.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

// The cells the hero runs over to the monster at `target`, the monster's
// last: empty unless the way is straight, seen, and free to run on, with
// at least a cell between them.
std::vector<Point> chargeWay(const World& world, int range, Point target) {
    std::vector<Point> way = flightOf(world, range, target);
    if (way.size() < 2 || way.back() != target || world.stage.monsterAt(target) == nullptr) {
        return {};
    }
    for (std::size_t i = 0; i + 1 < way.size(); ++i) {
        const Point cell = way[i];
        const Trap* trap = world.stage.trapAt(cell);
        if (!world.map().isWalkable(cell) || world.stage.personAt(cell) != nullptr ||
            (trap != nullptr && trap->known)) {
            return {};
        }
    }
    return way;
}

}  // namespace

std::optional<SkillRefusal> refusal(const World& world, const Charge& charge,
                                    std::optional<Point> target) {
    if (!target || !chargeWay(world, charge.range, *target).empty()) {
        return std::nullopt;
    }
    // Why not, in the order a player would look: can she see it, is anyone
    // there, is it within reach, is there room to run, is the way clear.
    const int distance = chebyshevDistance(*target, world.hero.position);
    if (!world.map().contains(*target) || !world.map().isVisible(*target)) {
        return MessageId::CannotAimThere;
    }
    if (world.stage.monsterAt(*target) == nullptr) {
        return MessageId::NoOneThere;
    }
    if (distance > charge.range) {
        return SkillRefusal{MessageId::SkillOutOfReach, charge.range};
    }
    if (distance < 2) {
        return MessageId::TooCloseToCharge;
    }
    return MessageId::WayNotClear;
}

// She lands beside it and strikes. A hidden trap where she lands springs;
// those she runs over she is too quick for.
void use(World& world, const Charge& charge, std::optional<Point> target) {
    const std::vector<Point> way = chargeWay(world, charge.range, *target);
    const Point landing = way[way.size() - 2];
    for (std::size_t i = 0; i + 1 < way.size(); ++i) {
        world.event(GameEvent::Kind::MissileFlew, way[i]);
    }
    world.moveHero(landing);
    if (Trap* trap = world.stage.trapAt(landing)) {
        springTrap(world, world.hero, *trap);
    }
    Monster* monster = world.stage.monsterAt(*target);
    if (world.hero.alive() && monster != nullptr) {
        heroStrikes(world, *monster);
    }
}

AimReach reach(const World& world, const Charge& charge, Point target) {
    AimReach reach;
    reach.path = chargeWay(world, charge.range, target);
    if (!reach.path.empty()) {
        reach.struck.push_back(target);
    }
    return reach;
}

}  // namespace delve
