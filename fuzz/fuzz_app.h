#pragma once

// What the fuzzers that reach the interface share: an App around a game
// that was loaded, and the `--dump` and the frame of whatever it holds.
#include <sstream>
#include <string>

#include "frontend/headless/headless_run.h"
#include "fuzz_play.h"
#include "ui/app.h"
#include "ui/views/cell_buffer.h"

namespace delve::fuzz {

// An App with no game of its own yet (it waits on the class screen), for
// a loaded game to be put in.
inline GameOptions appOptions(const RulesPtr& rules) {
    return GameOptions{1, rules->classes.front().id, nullptr, rules};
}

// The frame and the `--dump` of the App: a loaded state must draw, and
// its dump must be JSON (every string in it UTF-8).
inline void checkShown(const App& app) {
    CellBuffer frame(80, 24);
    app.draw(frame);
    std::ostringstream rows;
    printFrame(frame, rows);
    try {
        const std::string dumped = dumpState(app).dump();
        (void)dumped;
    } catch (const nlohmann::json::exception& error) {
        std::fprintf(stderr, "fuzz finding: the dump is not JSON: %s\n", error.what());
        std::abort();
    }
}

// A loaded game, put in an App as `--continue` puts it, drawn and dumped.
inline void checkShown(const Game& game, const RulesPtr& rules) {
    App app(appOptions(rules), StartChoices::onlyTheClass(), DrawStyle{});
    app.resumeRun(game);
    checkShown(app);
}

}  // namespace delve::fuzz
