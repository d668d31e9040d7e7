#pragma once

#include <unordered_map>
#include <vector>

#include "frontend/sdl/sdl_handles.h"

namespace delve {

// Where a glyph's picture lies: a slot, one cell in size, on a page texture.
// The glyph is white on a transparent slot, already centred, so drawing it is
// one tinted copy of the slot into the cell.
struct GlyphSprite {
    SDL_Texture* page = nullptr;  // nothing for a blank glyph
    SDL_Rect slot{};
};

// Each glyph is rendered by SDL_ttf once, the first time it is drawn, and
// kept on pages of slots; a new page opens when the last one is full.
class GlyphAtlas {
  public:
    // `pageSize` is the side of a page texture in pixels (kept within what the
    // renderer allows).
    GlyphAtlas(SDL_Renderer* renderer, TTF_Font* font, int slotWidth, int slotHeight,
               int pageSize = 1024);

    const GlyphSprite& sprite(char32_t glyph);

    int pageCount() const { return static_cast<int>(pages_.size()); }
    int glyphCount() const { return static_cast<int>(sprites_.size()); }

  private:
    GlyphSprite render(char32_t glyph);
    SDL_Rect freeSlot();

    SDL_Renderer* renderer_;
    TTF_Font* font_;
    int slotWidth_;
    int slotHeight_;
    int slotsAcross_;
    int slotsDown_;
    std::vector<TextureHandle> pages_;
    int usedOnLastPage_ = 0;
    std::unordered_map<char32_t, GlyphSprite> sprites_;
};

}  // namespace delve
