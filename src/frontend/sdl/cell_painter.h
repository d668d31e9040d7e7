#pragma once

#include <memory>
#include <optional>
#include <string>

#include "frontend/sdl/glyph_atlas.h"
#include "frontend/sdl/picture_layout.h"
#include "frontend/sdl/rgba_image.h"
#include "frontend/sdl/sdl_handles.h"
#include "ui/views/cell_buffer.h"

namespace delve {

struct LineArms;

// Draws frames into a texture of the logical picture's size, the same on a
// window's renderer and on a software renderer over a surface. The texture
// keeps what was drawn, so each frame only the cells that changed since the
// last are drawn again.
class CellPainter {
  public:
    static std::unique_ptr<CellPainter> create(SDL_Renderer* renderer, TTF_Font* font,
                                               const PictureLayout& layout, std::string& whyNot);

    // Brings the picture up to date with `frame` and returns how many cells
    // it drew. Leaves the renderer drawing to its window or surface again.
    int paint(const CellBuffer& frame);
    // Draws the last frame again in full, for when the texture lost its
    // pixels (the renderer says so after a device reset, on some systems).
    void repaintAll();

    SDL_Texture* picture() const { return picture_.get(); }
    const PictureLayout& layout() const { return layout_; }
    const std::optional<CellBuffer>& lastFrame() const { return last_; }
    const GlyphAtlas& atlas() const { return atlas_; }

    // The picture's pixels as they are now.
    RgbaImage readPicture() const;

  private:
    CellPainter(SDL_Renderer* renderer, TTF_Font* font, const PictureLayout& layout,
                TextureHandle picture);

    void drawCell(const CellBuffer& frame, Point cell, const std::vector<const Highlight*>& washes);
    // A box-drawing glyph as rectangles (box_lines.h).
    void drawLine(const SDL_Rect& box, const LineArms& arms, Colour ink);

    SDL_Renderer* renderer_;
    PictureLayout layout_;
    TextureHandle picture_;
    GlyphAtlas atlas_;
    std::optional<CellBuffer> last_;
};

}  // namespace delve
