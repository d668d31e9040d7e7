#pragma once

#include <string>
#include <vector>

namespace delve {

class App;

// A line of the log as the screen shows it: one of the game's messages in
// the player's language ("x3" when repeated), or one of the interface's own
// notes, each where it was said.
struct LogLine {
    std::string text;
    bool fresh = false;  // said since the player last acted
};

// Every line, oldest first. Game messages said after the log had said
// `readUpTo`, and notes made since, are fresh.
std::vector<LogLine> logLines(const App& app, int readUpTo);

}  // namespace delve
