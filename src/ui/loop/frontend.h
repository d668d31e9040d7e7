#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "ui/input/key.h"
#include "ui/loop/sound_cue.h"
#include "ui/settings/settings.h"
#include "ui/views/cell_buffer.h"

namespace delve {

// A way to show the game and hear the player: the SDL window, the terminal,
// or a script. The ui draws a CellBuffer and hands it over; how the cells
// become pixels or characters is the frontend's business alone.
class Frontend {
  public:
    virtual ~Frontend() = default;

    // The size in cells the ui should draw at.
    virtual int columns() const = 0;
    virtual int rows() const = 0;

    // Shows a frame. A frontend may send only the cells that changed.
    virtual void present(const CellBuffer& frame) = 0;

    // Waits for the next input up to `timeoutMs` milliseconds (-1: as long as
    // it takes, sleeping, not spinning). Nothing when the time ran out. A
    // stop signal the game catches (core/stop_signals.h) ends the wait with
    // a Quit, soon after it comes.
    virtual std::optional<InputEvent> nextEvent(int timeoutMs) = 0;

    // Plays a sound, if the frontend has any; most have none.
    virtual void play(SoundCue) {}

    // Carries out the player's settings that are the frontend's own (the
    // sound's volume, fullscreen, zoom); the rest it may ignore. Called before
    // every frame, so it must be cheap when nothing changed.
    virtual void follow(const Settings&) {}

    // Keeps a picture of what was last presented, as a file named after
    // `name` ("delve-seed-42-turn-120"), and says where. Nothing for a
    // frontend that takes no pictures (the terminal). Throws
    // std::runtime_error when it cannot be kept (a full disk).
    virtual std::optional<std::string> keepPicture(std::string_view /*name*/) {
        return std::nullopt;
    }

    // Whether letters outside ASCII can be shown: not in a terminal whose
    // locale is not UTF-8, where they get ASCII stand-ins and a language
    // other than English cannot be read.
    virtual bool showsEveryLetter() const { return true; }
};

}  // namespace delve
