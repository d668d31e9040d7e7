#pragma once

#include <string>

#include "game/message.h"
#include "keep/save_fields.h"

namespace delve {

struct Rules;

// A thing said, on one line of a save or of the score table: its word, then
// what it names as key=value fields, a free text last since it may hold
// spaces:
//
//     monster_hits monster=goblin
//     floor_entered number=2 floor=The Dripping Vaults
//
// Never rendered text: the ui says it in whatever language is chosen when
// it is read back. Throws std::invalid_argument for a free text with a
// control character (the game never makes one).
std::string saidFields(const Said& said);

// Free text that ends a line of a save (a floor's name, a message's words)
// must not hold a line break or another control byte; the game never makes
// one, so one is a bug: throws std::invalid_argument.
const std::string& checkedText(const std::string& text);

// Reads the rest of `record` as a thing said, checking each field; with
// rules, a named monster must be a kind they know. A mistake is a SaveError
// at its column.
Said readSaid(SaveRecord& record, const Rules* rules);

}  // namespace delve
