#include <vector>

#include "core/exact_table.h"
#include "game/conditions/condition_rule.h"
#include "game/properties/property.h"

namespace delve {

extern const PropertyRule kDrainingRule;
extern const PropertyRule kThornsRule;

namespace {

constexpr std::string_view wordFor(Property property) {
    switch (property) {
        case Property::Draining:
            return "draining";
        case Property::Venom:
            return "venom";
        case Property::Slowing:
            return "slowing";
        case Property::Thorns:
            return "thorns";
        case Property::Mending:
            return "mending";
        case Property::Warding:
            return "warding";
    }
    return {};
}
static_assert(namesExactly<Property>(kAllProperties.size(), wordFor),
              "kAllProperties must hold every Property");

constexpr PropertyRule kVenomRule{
    .on = ItemClass::Weapon, .puts = ConditionKind::Poisoned, .turns = 4};
constexpr PropertyRule kSlowingRule{
    .on = ItemClass::Weapon, .puts = ConditionKind::Slowed, .turns = 3};
constexpr PropertyRule kMendingRule{.on = ItemClass::Armour, .mending = 1};
constexpr PropertyRule kWardingRule{.on = ItemClass::Armour, .wards = ConditionKind::Poisoned};

// Each beside its Property.
constexpr auto kRules = keyedTable<Property, const PropertyRule*, kAllProperties.size()>({
    {Property::Draining, &kDrainingRule},
    {Property::Venom, &kVenomRule},
    {Property::Slowing, &kSlowingRule},
    {Property::Thorns, &kThornsRule},
    {Property::Mending, &kMendingRule},
    {Property::Warding, &kWardingRule},
});

// The first time a property acts, the hero learns it.
void shows(World& world, EquipSlot slot) {
    if (std::optional<Item>& thing = world.hero.equipment.in(slot)) {
        revealProperty(world, *thing);
    }
}

const PropertyRule* worn(const Hero& hero, EquipSlot slot) {
    const std::optional<Item>& thing = hero.equipment.in(slot);
    return thing && thing->property ? &ruleOf(*thing->property) : nullptr;
}

}  // namespace

std::string_view propertyWord(Property property) {
    return wordFor(property);
}

std::optional<Property> propertyOfWord(std::string_view word) {
    return memberOfWord<Property>(kAllProperties.size(), wordFor, word);
}

const PropertyRule& ruleOf(Property property) {
    return *kRules[static_cast<std::size_t>(property)];
}

bool takesProperty(const ItemKind& kind, Property property) {
    return kind.itemClass == ruleOf(property).on;
}

void revealProperty(World& world, Item& thing) {
    if (thing.propertyKnown || !thing.property) {
        return;
    }
    thing.propertyKnown = true;
    world.say(MessageId::PropertyShows,
              about(world, Item{thing.kind, 1}).withText(std::string(wordFor(*thing.property))));
}

std::optional<Property> somePropertyFor(const ItemKind& kind, Rng& rng) {
    std::vector<Property> fitting;
    for (Property property : kAllProperties) {
        if (takesProperty(kind, property)) {
            fitting.push_back(property);
        }
    }
    if (fitting.empty()) {
        return std::nullopt;
    }
    return rng.pick(fitting);
}

std::optional<Property> propertyFound(const ItemKind& kind, int depth, Rng& rng) {
    if (kind.itemClass != ItemClass::Weapon && kind.itemClass != ItemClass::Armour) {
        return std::nullopt;
    }
    if (rng.roll(1, 100) > 8 + depth * 25 / 10) {
        return std::nullopt;
    }
    return somePropertyFor(kind, rng);
}

void weaponPropertyActs(World& world, Monster& monster, int dealt) {
    const PropertyRule* rule = worn(world.hero, EquipSlot::Weapon);
    if (rule == nullptr) {
        return;
    }
    bool acted = false;
    if (rule->puts && monster.alive()) {
        putCondition(world, monster, *rule->puts, rule->turns);
        acted = true;
    }
    if (rule->afterBlow != nullptr) {
        acted = rule->afterBlow(world, monster, dealt) || acted;
    }
    if (acted) {
        shows(world, EquipSlot::Weapon);
    }
}

void armourPropertyActs(World& world, Monster& monster) {
    const PropertyRule* rule = worn(world.hero, EquipSlot::Armour);
    if (rule != nullptr && rule->whenStruck != nullptr && rule->whenStruck(world, monster)) {
        shows(world, EquipSlot::Armour);
    }
}

bool armourWards(World& world, ConditionKind condition) {
    const PropertyRule* rule = worn(world.hero, EquipSlot::Armour);
    if (rule == nullptr || rule->wards != condition) {
        return false;
    }
    shows(world, EquipSlot::Armour);
    return true;
}

int armourMending(const Hero& hero) {
    const PropertyRule* rule = worn(hero, EquipSlot::Armour);
    return rule != nullptr ? rule->mending : 0;
}

void armourMended(World& world) {
    if (armourMending(world.hero) > 0) {
        shows(world, EquipSlot::Armour);
    }
}

}  // namespace delve
