#include "save_at_exit.h"

#include <cstdlib>
#include <iostream>
#include <utility>

namespace delve {
namespace {

// The App whose run an exit saves; none outside a SaveAtExit's life.
App* guarded = nullptr;

void saveGuardedRun() {
    // Taken first, so that an exit from inside the save itself ends there.
    App* const app = std::exchange(guarded, nullptr);
    if (app == nullptr || !app->hasGame() || app->game().isOver() || !app->keeping().keepsRuns()) {
        return;
    }
    if (app->keeping().keepRun()) {
        std::cerr << "delve: leaving at once; the run is saved\n";
    } else {
        std::cerr << "delve: leaving at once; the run could not be saved ("
                  << app->keeping().error().value_or("") << "), its journal keeps it\n";
    }
}

}  // namespace

SaveAtExit::SaveAtExit(App& app) {
    // Registered once for the process: the handler does nothing while no
    // run is guarded.
    static const bool registered = std::atexit(saveGuardedRun) == 0;
    (void)registered;
    guarded = &app;
}

SaveAtExit::~SaveAtExit() {
    guarded = nullptr;
}

}  // namespace delve
