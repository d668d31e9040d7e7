#include <array>

#include "core/words.h"
#include "game/bolts/bolt_rule.h"
#include "game/combat.h"
#include "game/conditions/condition_rule.h"

namespace delve {

extern const BoltRule kLightningBolt;
extern const BoltRule kFireBolt;
extern const BoltRule kTeleportingBolt;

namespace {

// Half the monster's speed: time to get away, or to land the first blows.
constexpr BoltRule kSlowingBolt{.word = "slowing", .puts = ConditionKind::Slowed};
// A point of its health a turn, and the kill is the hero's.
constexpr BoltRule kPoisonBolt{.word = "poison", .puts = ConditionKind::Poisoned};
// Its steps and blows go astray at even odds.
constexpr BoltRule kConfusingBolt{.word = "confusing", .puts = ConditionKind::Confused};

const auto kBolts = std::to_array<const BoltRule*>(
    {&kLightningBolt, &kFireBolt, &kSlowingBolt, &kPoisonBolt, &kConfusingBolt, &kTeleportingBolt});

}  // namespace

void boltStrikes(World& world, const BoltRule& bolt, Monster& monster,
                 const BoltStrength& strength) {
    provoke(world, monster);
    if (bolt.strikes != nullptr) {
        bolt.strikes(world, monster, strength);
    }
    if (bolt.puts && monster.alive()) {
        putCondition(world, monster, *bolt.puts, strength.turns);
    }
}

const BoltRule* boltOfWord(std::string_view word) {
    return ruleOfWord(kBolts, word);
}

std::vector<std::string_view> boltWords() {
    return wordsOfRules(kBolts);
}

}  // namespace delve
