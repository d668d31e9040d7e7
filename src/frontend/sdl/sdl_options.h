#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "frontend/sdl/window_place.h"

namespace delve {

// How the SDL window is set up. The picture is always drawn at the logical
// size and scaled to the window, so the grid and the picture never change
// when the player resizes the window.
struct SdlOptions {
    // 0: as many columns as the font's letters, at their own width, fit
    // across the picture (DejaVu Sans Mono gives 160 at 1600x900). Forty-six
    // rows of about 19 pixels leave room for the whole 80x40 floor, the side
    // panel and the log (ui/layout.h).
    int columns = 0;
    int rows = 46;
    int pictureWidth = 1600;
    int pictureHeight = 900;
    // A TrueType or OpenType file; empty means "DejaVu Sans Mono" as
    // fontconfig finds it.
    std::string fontPath;
    // SDL's own renderer, drawn by the processor: slower, but it needs no
    // graphics driver and draws the same pixels everywhere.
    bool softwareRenderer = false;
    // The first size of the window; 0 picks one that fits the screen.
    int windowWidth = 0;
    int windowHeight = 0;
    // Where the window stood last time (before windowWidth and -Height); it
    // opens there when enough of it lies on a screen (placeOnScreens).
    std::optional<WindowPlace> place;
    std::string title = "Delve";
    // Plays the game's sounds; false keeps the window silent. Without an
    // audio device the window is silent either way.
    bool sound = true;
    // Where F12 keeps its pictures of the window (the player's pictures
    // folder); empty: the window takes none.
    std::filesystem::path picturesFolder;
};

}  // namespace delve
