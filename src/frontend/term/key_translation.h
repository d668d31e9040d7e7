#pragma once

#include <cwchar>
#include <optional>

#include "core/point.h"
#include "ui/input/key.h"

namespace delve {

// What one wget_wch call gave: `status` is curses' OK for a character or
// KEY_CODE_YES for a function key (KEY_UP, KEY_F(5)...), `code` the value.
struct CursesRead {
    int status = 0;
    wint_t code = 0;
};

// Terminals in keypad mode send ESC O x for the keypad's 8, ESC O q for its
// 1 and so on, and many terminfo entries leave most of these out. The
// frontend binds the missing ones to this base plus the character printed on
// the key, so numpad 8 arrives as kKeypadBase + '8'.
constexpr wint_t kKeypadBase = 0x4000;

struct KeyTranslation {
    std::optional<Key> key;  // nothing: the read is not a key Delve knows
    bool usedNext = false;   // the second read was part of this key (Alt+key)
};

// Turns a read into a key. A terminal sends Alt+x as Esc followed by x, so
// after an Esc the caller passes whatever arrived at once after it as `next`;
// a lone Esc is the Escape key. Pure: it needs no terminal.
KeyTranslation translateKey(CursesRead read, std::optional<CursesRead> next = std::nullopt);

// The screen cell of a mouse event, if its buttons (getmouse's bstate) hold a
// press or a click of the first button.
std::optional<Point> clickedCell(unsigned long buttonState, int x, int y);

// The screen cell of a mouse event that reports the mouse moving (with no
// button held, or dragging one), which is a hover and never a click.
std::optional<Point> hoveredCell(unsigned long buttonState, int x, int y);

}  // namespace delve
