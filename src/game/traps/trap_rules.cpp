#include "core/exact_table.h"
#include "game/floor_entry.h"
#include "game/traps/trap_rule.h"

namespace delve {

extern const TrapRule kPoisonNeedleRule;
extern const TrapRule kTeleportRule;
extern const TrapRule kAlarmRule;
extern const TrapRule kPitRule;
extern const TrapRule kNetRule;
extern const TrapRule kConfusionGasRule;

namespace {

// Each beside its TrapKind.
constexpr auto kTrapRules = keyedTable<TrapKind, const TrapRule*, kAllTraps.size()>({
    {TrapKind::PoisonNeedle, &kPoisonNeedleRule},
    {TrapKind::Teleport, &kTeleportRule},
    {TrapKind::Alarm, &kAlarmRule},
    {TrapKind::Pit, &kPitRule},
    {TrapKind::Net, &kNetRule},
    {TrapKind::ConfusionGas, &kConfusionGasRule},
});

MessageArguments aboutTrap(const Trap& trap) {
    return MessageArguments{}.withTrap(std::string(trapWord(trap.kind)));
}

}  // namespace

const TrapRule& ruleOf(TrapKind kind) {
    return *kTrapRules[static_cast<std::size_t>(kind)];
}

bool fitsFloor(const Rules& rules, TrapKind kind, int depth) {
    return depth >= rules.trap(kind).fromFloor &&
           (!ruleOf(kind).needsFloorBelow || depth < kDeepestFloor);
}

void springTrap(World& world, Actor& actor, Trap& trap) {
    if (world.isHero(actor)) {
        world.say(MessageId::HeroSpringsTrap, aboutTrap(trap));
        trap.known = true;
    } else if (world.map().isVisible(trap.at)) {
        world.say(
            MessageId::MonsterSpringsTrap,
            about(static_cast<const Monster&>(actor)).withTrap(std::string(trapWord(trap.kind))));
        trap.known = true;
    }
    ruleOf(trap.kind).springs(world, actor, trap.at);
}

void findTrap(World& world, Trap& trap) {
    if (trap.known) {
        return;
    }
    trap.known = true;
    world.say(MessageId::TrapFound, aboutTrap(trap));
}

}  // namespace delve
