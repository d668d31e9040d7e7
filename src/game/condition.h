#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/words.h"

namespace delve {

// The states an actor can be in for a while, hero and monsters alike. What
// each does is its rule, in a file of its own under conditions/.
enum class ConditionKind {
    Poisoned,  // a point of health a turn; no healing meanwhile
    Confused,  // a step, or a monster's blow, goes astray at even odds
    Bleeding,  // a point of health every other turn, and blood where it walks
    Held,      // caught in a net: cannot step away
    Slowed,    // half its speed
    Hasted,    // twice its speed
};

// Every member, in order (the count is checked where the words are).
inline constexpr auto kAllConditions = membersInOrder<ConditionKind, 6>();

// The word saves, the dump and messages name a condition by ("poisoned"),
// and back.
std::string_view conditionWord(ConditionKind kind);
std::optional<ConditionKind> conditionOfWord(std::string_view word);

// How a condition is named and told, from data/conditions.toml, in English
// for the catalogs. Each has sentences of its own, since languages say "you
// are confused" and "you are caught in a net" each in their own way.
struct ConditionWords {
    std::string name;   // the side panel's: "Poisoned"
    std::string state;  // after "while": "poisoned"
    std::string heroBegins;
    std::string heroEnds;
    std::string monsterBegins;  // {Monster:the} names it
    std::string monsterEnds;
};

struct Condition {
    ConditionKind kind = ConditionKind::Poisoned;
    int turnsLeft = 0;
    friend bool operator==(const Condition&, const Condition&) = default;
};

// The conditions on one actor, each at most once, in the order they began.
class Conditions {
  public:
    // Puts a condition on for `turns`, or, when it is on already, lets it
    // last the longer of what is left and `turns`. True when it is new.
    bool add(ConditionKind kind, int turns);
    void remove(ConditionKind kind);
    bool has(ConditionKind kind) const { return turnsLeft(kind) > 0; }
    int turnsLeft(ConditionKind kind) const;
    const std::vector<Condition>& all() const { return list_; }
    std::vector<Condition>& allToChange() { return list_; }
    bool empty() const { return list_.empty(); }

    friend bool operator==(const Conditions&, const Conditions&) = default;

  private:
    std::vector<Condition> list_;
};

}  // namespace delve
