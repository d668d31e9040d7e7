#include "frontend/term/terminal_type.h"

#include <unistd.h>

#include "frontend/term/curses_wide.h"
// After curses, and alone in this file: term.h defines every terminfo
// capability as a macro (`columns`, `lines`...).
#include <term.h>

namespace delve {

std::optional<std::string> terminalTypeProblem(const char* term) {
    int found = 0;
    if (setupterm(term, STDOUT_FILENO, &found) != OK) {
        if (found < 0) {
            return std::string("the terminfo database cannot be found");
        }
        return std::string("terminfo knows no terminal of type '") + term + "'";
    }
    // Without a way to move the cursor curses can only print line after line.
    const char* moveCursor = tigetstr("cup");
    const bool canMove = moveCursor != nullptr && moveCursor != reinterpret_cast<char*>(-1);
    del_curterm(cur_term);
    if (!canMove) {
        return std::string("a terminal of type '") + term + "' cannot move its cursor";
    }
    return std::nullopt;
}

}  // namespace delve
