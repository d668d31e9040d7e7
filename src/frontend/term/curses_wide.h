#pragma once

// The one way into curses for the terminal frontend: the wide-character
// functions (wget_wch, setcchar) exist only when NCURSES_WIDECHAR is set.
// Include this from .cpp files alone, since curses defines macros such as
// `move`, `clear` and `timeout` that would leak into any file including it.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <curses.h>
