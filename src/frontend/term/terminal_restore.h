#pragma once

namespace delve {

// While a curses screen is open, a signal that ends the program (Ctrl+C,
// kill, a closed terminal, a crash) or a call to exit() first gives the
// terminal back its normal mode, so the player's shell is not left without
// echo or stuck in the alternate screen. The signal then does what it did
// before: the previous handler runs, or the program ends as it would have.
// Signals that were ignored stay ignored, and the stop signals the game
// catches (Ctrl+C, a closed terminal, kill: core/stop_signals.h) are left to
// it: it saves the run, closes the screen and then ends.
//
// Call guardTerminal() before opening the screen (curses puts in handlers of
// its own for signals that still have the default one, and those would end
// the program with exit status 1 instead of by the signal), screenOpened()
// once it is open, and unguardTerminal() after closing it.
void guardTerminal();
void screenOpened();
void unguardTerminal();

// Asks the terminal to report every move of the mouse, button held or not
// (xterm's "any event" mode, which curses never asks for). It is written
// straight to the terminal, so call it when curses has just sent all it had
// (after a refresh): curses' own request for clicks, coming after it, would
// undo it. Until stopMotionReports(), the ways out above ask the terminal to
// stop again, as a terminal left reporting would type escape codes into the
// player's shell at every move of the mouse.
void startMotionReports();
void stopMotionReports();

}  // namespace delve
