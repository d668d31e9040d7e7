#include "frontend/sdl/glyph_atlas.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace delve {

GlyphAtlas::GlyphAtlas(SDL_Renderer* renderer, TTF_Font* font, int slotWidth, int slotHeight,
                       int pageSize)
    : renderer_(renderer), font_(font), slotWidth_(slotWidth), slotHeight_(slotHeight) {
    SDL_RendererInfo info{};
    int width = pageSize;
    int height = pageSize;
    if (SDL_GetRendererInfo(renderer_, &info) == 0) {
        if (info.max_texture_width > 0) {
            width = std::min(width, info.max_texture_width);
        }
        if (info.max_texture_height > 0) {
            height = std::min(height, info.max_texture_height);
        }
    }
    slotsAcross_ = std::max(1, width / slotWidth_);
    slotsDown_ = std::max(1, height / slotHeight_);
}

const GlyphSprite& GlyphAtlas::sprite(char32_t glyph) {
    auto found = sprites_.find(glyph);
    if (found == sprites_.end()) {
        found = sprites_.emplace(glyph, render(glyph)).first;
    }
    return found->second;
}

SDL_Rect GlyphAtlas::freeSlot() {
    if (pages_.empty() || usedOnLastPage_ == slotsAcross_ * slotsDown_) {
        TextureHandle page(SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888,
                                             SDL_TEXTUREACCESS_STATIC, slotsAcross_ * slotWidth_,
                                             slotsDown_ * slotHeight_));
        if (!page) {
            throw std::runtime_error(std::string("cannot make a glyph page: ") + SDL_GetError());
        }
        SDL_SetTextureBlendMode(page.get(), SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(page.get(), SDL_ScaleModeNearest);
        // A page starts transparent, so slots never show stale pixels.
        std::vector<Uint32> clear(
            static_cast<std::size_t>(slotsAcross_ * slotWidth_ * slotsDown_ * slotHeight_), 0);
        SDL_UpdateTexture(page.get(), nullptr, clear.data(),
                          slotsAcross_ * slotWidth_ * static_cast<int>(sizeof(Uint32)));
        pages_.push_back(std::move(page));
        usedOnLastPage_ = 0;
    }
    const int index = usedOnLastPage_++;
    return {index % slotsAcross_ * slotWidth_, index / slotsAcross_ * slotHeight_, slotWidth_,
            slotHeight_};
}

GlyphSprite GlyphAtlas::render(char32_t glyph) {
    if (glyph == U' ' || glyph == 0) {
        return {};
    }
    char32_t shown = glyph;
    if (!TTF_GlyphIsProvided32(font_, shown)) {
        shown = TTF_GlyphIsProvided32(font_, U'\uFFFD') ? U'\uFFFD' : U'?';
    }
    SurfaceHandle rendered(TTF_RenderGlyph32_Blended(font_, shown, SDL_Color{255, 255, 255, 255}));
    if (!rendered) {
        return {};  // a glyph with no ink, drawn as nothing
    }
    SurfaceHandle argb(SDL_ConvertSurfaceFormat(rendered.get(), SDL_PIXELFORMAT_ARGB8888, 0));
    if (!argb) {
        return {};
    }
    // Centre the glyph's box in the slot, cutting what would spill over.
    SurfaceHandle slotPicture(
        SDL_CreateRGBSurfaceWithFormat(0, slotWidth_, slotHeight_, 32, SDL_PIXELFORMAT_ARGB8888));
    if (!slotPicture) {
        return {};
    }
    SDL_FillRect(slotPicture.get(), nullptr, 0);
    SDL_SetSurfaceBlendMode(argb.get(), SDL_BLENDMODE_NONE);
    SDL_Rect where{(slotWidth_ - argb->w) / 2, (slotHeight_ - argb->h) / 2, argb->w, argb->h};
    SDL_BlitSurface(argb.get(), nullptr, slotPicture.get(), &where);

    const SDL_Rect slot = freeSlot();
    SDL_Texture* page = pages_.back().get();
    SDL_LockSurface(slotPicture.get());
    SDL_UpdateTexture(page, &slot, slotPicture->pixels, slotPicture->pitch);
    SDL_UnlockSurface(slotPicture.get());
    return {page, slot};
}

}  // namespace delve
