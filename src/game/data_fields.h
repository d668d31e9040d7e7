#pragma once

#include <string_view>

#include "game/condition.h"
#include "game/dice.h"

namespace delve {

// The fields of one table in data/ as a rule reads the numbers it takes:
// the content layer gives them from the file, checking each value and
// naming where a wrong one is, so that a rule in src/game can say what it
// reads without knowing the file's format.
class DataFields {
  public:
    virtual ~DataFields() = default;

    virtual bool has(std::string_view key) const = 0;
    virtual int wholeNumber(std::string_view key, int least, int most) const = 0;
    virtual Dice dice(std::string_view key) const = 0;
    // A condition's word ("poisoned": game/condition.h).
    virtual ConditionKind condition(std::string_view key) const = 0;
};

}  // namespace delve
