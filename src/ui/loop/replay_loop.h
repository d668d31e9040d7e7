#pragma once

#include <string>

#include "ui/app.h"
#include "ui/keeping/replay.h"
#include "ui/loop/frontend.h"

namespace delve {

// Plays a replay in a window or terminal at a pace a person can follow:
// any key goes faster (three paces, then back to the first), Esc or closing
// stops. True when it played to the end, false when stopped.
bool runReplay(App& app, Replay& replay, Frontend& frontend);

// Says `line` in the log and keeps the last frame up until a key is pressed.
// (The state is compared with the recording's before: the line changes it.)
void holdLastFrame(App& app, Frontend& frontend, std::string line);

}  // namespace delve
