#pragma once

#include <string>
#include <string_view>

#include "game/message.h"
#include "game/message_log.h"
#include "game/rules.h"

namespace delve {

// What a thing the rules said reads as in the current language: "The goblin
// hits you.", "Der Goblin trifft dich.". The rules name monsters by kind id;
// their names in every language come from `rules`.
std::string sayText(const Said& said, const Rules& rules);

// A line of the log: its text, and " x3" when it was said three times over.
std::string messageText(const Message& message, const Rules& rules);

// A monster kind's name in the current language, bare: "giant white rat".
std::string monsterName(const MonsterKind& kind);

// The English of a sentence, before any catalog: the key the catalogs
// translate, with its placeholders (docs/translating.md).
std::string_view englishOf(MessageId id);

}  // namespace delve
