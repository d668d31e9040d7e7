#include <algorithm>

#include "core/exact_table.h"
#include "game/conditions/condition_rule.h"
#include "game/properties/property.h"

namespace delve {

extern const ConditionRule kPoisonedRule;
extern const ConditionRule kConfusedRule;
extern const ConditionRule kBleedingRule;
extern const ConditionRule kHeldRule;
extern const ConditionRule kSlowedRule;
extern const ConditionRule kHastedRule;

namespace {

// Each beside its ConditionKind.
constexpr auto kConditionRules =
    keyedTable<ConditionKind, const ConditionRule*, kAllConditions.size()>({
        {ConditionKind::Poisoned, &kPoisonedRule},
        {ConditionKind::Confused, &kConfusedRule},
        {ConditionKind::Bleeding, &kBleedingRule},
        {ConditionKind::Held, &kHeldRule},
        {ConditionKind::Slowed, &kSlowedRule},
        {ConditionKind::Hasted, &kHastedRule},
    });

// A condition on the hero is always news; on a monster, when it is seen.
bool seen(const World& world, const Actor& actor) {
    return world.isHero(actor) || world.canSee(static_cast<const Monster&>(actor));
}

MessageArguments aboutCondition(const World& world, const Actor& actor, ConditionKind kind) {
    MessageArguments arguments =
        world.isHero(actor) ? MessageArguments{} : about(static_cast<const Monster&>(actor));
    return std::move(arguments).withCondition(std::string(conditionWord(kind)));
}

}  // namespace

const ConditionRule& ruleOf(ConditionKind kind) {
    return *kConditionRules[static_cast<std::size_t>(kind)];
}

void putCondition(World& world, Actor& actor, ConditionKind kind, int turns) {
    if (!actor.alive() || turns <= 0) {
        return;
    }
    if (world.isHero(actor) && armourWards(world, kind)) {
        return;
    }
    if (actor.conditions.add(kind, turns) && seen(world, actor)) {
        world.say(world.isHero(actor) ? MessageId::HeroConditionBegins
                                      : MessageId::MonsterConditionBegins,
                  aboutCondition(world, actor, kind));
    }
}

void conditionsTurn(World& world, Actor& actor) {
    if (actor.conditions.empty()) {
        return;  // most actors, most turns
    }
    // A copy: a condition's deed may end the actor, and with it the list.
    const std::vector<Condition> now = actor.conditions.all();
    for (const Condition& condition : now) {
        if (!actor.alive()) {
            return;
        }
        if (const auto eachTurn = ruleOf(condition.kind).eachTurn) {
            eachTurn(world, actor);
        }
        if (!actor.alive()) {
            return;
        }
        const int left = actor.conditions.turnsLeft(condition.kind) - 1;
        if (left > 0) {
            for (Condition& kept : actor.conditions.allToChange()) {
                if (kept.kind == condition.kind) {
                    kept.turnsLeft = left;
                }
            }
            continue;
        }
        actor.conditions.remove(condition.kind);
        if (seen(world, actor)) {
            world.say(world.isHero(actor) ? MessageId::HeroConditionEnds
                                          : MessageId::MonsterConditionEnds,
                      aboutCondition(world, actor, condition.kind));
        }
    }
}

int speedNow(const Actor& actor) {
    int speed = actor.speed;
    for (const Condition& condition : actor.conditions.all()) {
        speed = speed * ruleOf(condition.kind).speedPercent / 100;
    }
    return std::max(speed, 1);
}

bool healingStopped(const Actor& actor) {
    return std::ranges::any_of(actor.conditions.all(), [](const Condition& condition) {
        return ruleOf(condition.kind).stopsHealing;
    });
}

std::optional<ConditionKind> haltingCondition(const Actor& actor) {
    for (const Condition& condition : actor.conditions.all()) {
        if (ruleOf(condition.kind).haltsCommands) {
            return condition.kind;
        }
    }
    return std::nullopt;
}

}  // namespace delve
