#pragma once

#include "ui/app.h"

namespace delve {

// When the window's display goes away (the X server stops, the desktop is
// logged out of), Xlib ends the process itself with exit(1), from inside the
// frontend's wait for the next event, where the run is whole between two
// events. While a SaveAtExit lives, such an exit saves the run first, as
// "save and quit" does, and says so on stderr; the journal alone would have
// kept it too, but a save is what the next start reads fastest and trusts
// most. One at a time.
class SaveAtExit {
  public:
    explicit SaveAtExit(App& app);
    ~SaveAtExit();
    SaveAtExit(const SaveAtExit&) = delete;
    SaveAtExit& operator=(const SaveAtExit&) = delete;
};

}  // namespace delve
