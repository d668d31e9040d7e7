#pragma once

#include <memory>
#include <optional>
#include <string>

#include "frontend/sdl/rgba_image.h"
#include "frontend/sdl/sdl_options.h"
#include "ui/loop/frontend.h"

namespace delve {

// The game in a window: a fixed logical picture of character cells, drawn
// with a cached atlas of font glyphs, scaled to the window and letterboxed.
//
// The grid never changes with the window: resizing only scales the picture
// again, so nextEvent never returns Resize. Alt+Enter (either Alt) is passed
// on as kFullscreenKey, for the App to switch the setting that follow()
// carries out as desktop fullscreen; the close button is
// Quit, and so is a stop signal the game catches (core/stop_signals.h; SDL
// is told to leave signals alone); a left click on the picture is a Click on the cell under it (a
// click on the black bars is nothing). Moving the mouse onto another cell is a Hover on it; onto
// the bars or out of the window, a Hover on {-1,-1}. Motion already queued is merged, so a burst of
// it gives one Hover, the latest. Sounds are synthesized in code and mixed on SDL's audio thread;
// with no audio device, or SdlOptions::sound off, the window is silent and says nothing about it.
class SdlFrontend final : public Frontend {
  public:
    // Opens the window, or gives nothing and says why in `whyNot` (no
    // display, no font), so the game can fall back to the terminal.
    static std::unique_ptr<SdlFrontend> open(const SdlOptions& options, std::string& whyNot);
    ~SdlFrontend() override;

    SdlFrontend(const SdlFrontend&) = delete;
    SdlFrontend& operator=(const SdlFrontend&) = delete;

    int columns() const override;
    int rows() const override;
    void present(const CellBuffer& frame) override;
    std::optional<InputEvent> nextEvent(int timeoutMs) override;
    // Starts the cue and returns at once; nothing when the window is silent.
    void play(SoundCue cue) override;
    // Fullscreen and the sound's volume.
    void follow(const Settings& settings) override;
    // A PNG of the logical picture in SdlOptions::picturesFolder, made when
    // needed, never over another; nothing when no folder was given.
    std::optional<std::string> keepPicture(std::string_view name) override;

    // The logical picture as last presented, before scaling to the window.
    RgbaImage readPicture() const;
    // How many cells the last present drew again.
    int cellsDrawnLastFrame() const;
    // The name of the renderer SDL chose ("opengl", "software", ...).
    std::string rendererName() const;

    bool isFullscreen() const;
    // Where the window stands and how large it is, as it was when last not
    // filling the screen: to open there next time (SdlOptions::place).
    WindowPlace windowPlace() const;

  private:
    struct Parts;
    explicit SdlFrontend(std::unique_ptr<Parts> parts);

    std::unique_ptr<Parts> parts_;
};

}  // namespace delve
