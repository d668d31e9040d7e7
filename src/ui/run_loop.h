#pragma once

#include "ui/app.h"
#include "ui/frontend.h"

namespace delve {

// Plays until the player quits or the frontend closes: draw a frame, show
// it, sleep until the next input, hand it to the app.
void runInteractive(App& app, Frontend& frontend);

}  // namespace delve
