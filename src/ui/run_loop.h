#pragma once

#include "ui/app.h"
#include "ui/frontend.h"

namespace delve {

// Plays until the player quits or the frontend closes: draw a frame, show
// it, sleep until the next input, hand it to the app. While the frontend is
// smaller than the game accepts (ui/layout.h), keys and clicks are dropped.
void runInteractive(App& app, Frontend& frontend);

// Draws the app into `frame` (made again at the frontend's size when that
// changed), shows it, and plays the sounds asked for since the last frame.
void presentFrame(App& app, Frontend& frontend, CellBuffer& frame);

}  // namespace delve
