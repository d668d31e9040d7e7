#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "frontend/sdl/window_place.h"

namespace delve {

// How the SDL window is set up: the picture's first size and the grid in it.
struct SdlOptions {
    // 0: the grid grows with the window and the zoom, its cells the largest
    // that show the whole 80x40 floor, the side panel and the log
    // (ui/views/window_cells.h): 160x45 at 1600x900 with DejaVu Sans Mono.
    // Otherwise the grid these name stays, its picture scaled to the window.
    int columns = 0;
    int rows = 45;
    // Percent: a growing grid's cells are this much of the largest that fit.
    int zoom = 100;
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
