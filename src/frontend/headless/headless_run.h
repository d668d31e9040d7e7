#pragma once

#include <iosfwd>
#include <string>

#include <nlohmann/json.hpp>

#include "ui/app.h"

namespace delve {

struct HeadlessOptions {
    std::string keys;     // a key string, as parseKeyScript reads it
    bool dump = false;    // print the state as JSON instead of the last frame
    bool frames = false;  // print every frame, not just the last
    int columns = 80;
    int rows = 24;
};

// Plays a key string with no window and no terminal, then prints the last
// frame as text (or every frame, or the state as JSON). Throws
// std::invalid_argument for a bad key string.
void runHeadless(App& app, const HeadlessOptions& options, std::ostream& out);

// A frame as text lines, without the blanks at the ends of rows.
void printFrame(const CellBuffer& frame, std::ostream& out);

// The state `--dump` prints: see DESIGN.md for the fields every version keeps.
nlohmann::json dumpState(const App& app);

}  // namespace delve
