#pragma once

// What the game said, as the words a player reads: tests check messages by
// their English (the catalog in use is English unless a test sets another).

#include <optional>
#include <string>

#include "game/game.h"
#include "ui/text/message_text.h"

namespace delve::testing {

// A line of the log in words, without its "x3".
inline std::string textOf(const Game& game, const Message& message) {
    return sayText(message.said, game.rules());
}

// A thing said in words, or nothing when nothing was said.
inline std::string textOf(const Game& game, const std::optional<Said>& said) {
    return said ? sayText(*said, game.rules()) : std::string();
}

// The newest line of the game's log in words, or nothing.
inline std::string lastText(const Game& game) {
    return game.log().messages().empty() ? std::string()
                                         : textOf(game, game.log().messages().back());
}

}  // namespace delve::testing
