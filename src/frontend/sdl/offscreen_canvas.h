#pragma once

#include <memory>
#include <string>

#include "frontend/sdl/rgba_image.h"
#include "frontend/sdl/sdl_options.h"
#include "ui/views/cell_buffer.h"

namespace delve {

// The window's drawing without a window: SDL's software renderer over a
// plain surface, with the same glyph atlas and cell painter. It needs no
// display, so tests and screenshots can look at exactly the pixels a player
// would see before scaling.
class OffscreenCanvas {
  public:
    // Nothing, with the reason in `whyNot`, when the font cannot be found.
    // Only the picture size, grid and font of `options` matter here.
    static std::unique_ptr<OffscreenCanvas> open(const SdlOptions& options, std::string& whyNot);
    ~OffscreenCanvas();

    OffscreenCanvas(const OffscreenCanvas&) = delete;
    OffscreenCanvas& operator=(const OffscreenCanvas&) = delete;

    // Brings the picture up to date and returns how many cells were drawn.
    int paint(const CellBuffer& frame);
    RgbaImage readPicture() const;
    // The grid, as the window would have it with the same options.
    int columns() const;
    int rows() const;

  private:
    struct Parts;
    explicit OffscreenCanvas(std::unique_ptr<Parts> parts);

    std::unique_ptr<Parts> parts_;
};

// One frame drawn offscreen, as pixels. Throws std::runtime_error when the
// font cannot be found.
RgbaImage renderOffscreen(const CellBuffer& frame, const SdlOptions& options);

}  // namespace delve
