#pragma once

#include "play_options.h"

namespace delve {

// Runs the game the options ask for; returns the process's exit status.
int play(const PlayOptions& options);

}  // namespace delve
