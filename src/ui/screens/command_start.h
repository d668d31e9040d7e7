#pragma once

#include "game/command.h"
#include "game/request.h"

namespace delve {

class App;

// Acts on the action that starts a multi-turn command (rest, explore,
// travel, or > toward stairs seen from afar). With only sleeping or fleeing
// monsters in view the game would refuse it, so the player is asked first
// and a yes acts on it despite them; anything else is the game's to allow
// or refuse, saying why.
void startCommand(App& app, CommandKind kind, const Request& action);

}  // namespace delve
