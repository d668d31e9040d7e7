#pragma once

#include <optional>
#include <string>

#include "ui/key.h"

namespace delve {

class App;

// The question before travel or explore would pass beside a trap the hero
// knows of, when the player asked for it (Settings::askBesideTraps): for a
// key or click that would start travel or explore on the play screen,
// whose way (as the game would walk it now) passes beside one. Nothing
// when there is nothing to ask. It is asked off the record, by
// App::handlePlayers alone, so that a replay, on any settings, never meets
// it: only the command the player went on with is recorded.
std::optional<std::string> besideTrapQuestion(const App& app, const InputEvent& event);

}  // namespace delve
