#pragma once

#include <string>

#include "game/game.h"

namespace delve {

// The lines of a run's record (the morgue file) about its views: how the
// hero saw (F4), and whether the run was shown what the hero did not know
// (F1, F3), so a run played with the floor laid bare reads as such.
std::string viewsRecord(const Game& game);

}  // namespace delve
