#pragma once

#include <optional>
#include <string>

namespace delve {

// Why curses could not draw on a terminal of type `term` (a name terminfo
// does not know, or a terminal that cannot move its cursor), or nothing if
// it can. Asked before opening the screen, since a screen that fails to
// open leaves memory behind that nothing can free.
std::optional<std::string> terminalTypeProblem(const char* term);

}  // namespace delve
