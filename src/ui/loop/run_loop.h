#pragma once

#include <chrono>
#include <functional>

#include "ui/app.h"
#include "ui/loop/frontend.h"

namespace delve {

// What time it is, for the pace of a running command: the steady clock, or
// a test's own, which moves only when the test says.
using LoopClock = std::function<std::chrono::steady_clock::time_point()>;
LoopClock steadyClock();

// Plays until the player quits or the frontend closes: draw a frame, show
// it, sleep until the next input, hand it to the app. While the frontend is
// smaller than the game accepts (ui/views/layout.h), keys and clicks are dropped.
void runInteractive(App& app, Frontend& frontend, const LoopClock& now = steadyClock());

// Draws the app into `frame` (made again at the frontend's size when that
// changed), shows it, and plays the sounds asked for since the last frame.
void presentFrame(App& app, Frontend& frontend, CellBuffer& frame);

}  // namespace delve
