#include "frontend/sdl/cell_painter.h"

#include <algorithm>

#include "frontend/sdl/box_lines.h"
#include "frontend/sdl/cell_changes.h"

namespace delve {

namespace {

// The cursor box: a bright frame two pixels thick, inside its cell, so that
// drawing it never touches a neighbour.
constexpr Colour kCursorColour = colours::white;
constexpr int kCursorThickness = 2;

SDL_Rect toSdl(const Rect& r) {
    return {r.x, r.y, r.width, r.height};
}

void setDrawColour(SDL_Renderer* renderer, Colour c, Uint8 alpha = 255) {
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, alpha);
}

}  // namespace

std::unique_ptr<CellPainter> CellPainter::create(SDL_Renderer* renderer, TTF_Font* font,
                                                 const PictureLayout& layout, std::string& whyNot) {
    TextureHandle picture(SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888,
                                            SDL_TEXTUREACCESS_TARGET, layout.pictureWidth(),
                                            layout.pictureHeight()));
    if (!picture) {
        whyNot = std::string("cannot make the picture texture: ") + SDL_GetError();
        return nullptr;
    }
    // Smooth when the window is not a whole multiple of the picture.
    SDL_SetTextureScaleMode(picture.get(), SDL_ScaleModeLinear);
    SDL_SetTextureBlendMode(picture.get(), SDL_BLENDMODE_NONE);
    return std::unique_ptr<CellPainter>(
        new CellPainter(renderer, font, layout, std::move(picture)));
}

CellPainter::CellPainter(SDL_Renderer* renderer, TTF_Font* font, const PictureLayout& layout,
                         TextureHandle picture)
    : renderer_(renderer),
      layout_(layout),
      picture_(std::move(picture)),
      atlas_(renderer, font, layout.widestCell(), layout.tallestCell()) {
    // A new texture holds whatever the driver left in it; start black.
    SDL_SetRenderTarget(renderer_, picture_.get());
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    setDrawColour(renderer_, colours::black);
    SDL_RenderClear(renderer_);
    SDL_SetRenderTarget(renderer_, nullptr);
}

int CellPainter::paint(const CellBuffer& frame) {
    const bool sameSize =
        last_ && last_->columns() == frame.columns() && last_->rows() == frame.rows();
    const std::vector<Point> changed = changedCells(sameSize ? &*last_ : nullptr, frame);

    SDL_SetRenderTarget(renderer_, picture_.get());
    if (!sameSize) {
        // Cells the new frame does not cover must not keep old pixels.
        SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
        setDrawColour(renderer_, colours::black);
        SDL_RenderClear(renderer_);
    }
    std::vector<std::vector<const Highlight*>> washes;
    if (!frame.highlights().empty()) {
        washes.resize(static_cast<std::size_t>(frame.columns() * frame.rows()));
        for (const Highlight& h : frame.highlights()) {
            washes[static_cast<std::size_t>(h.cell.y * frame.columns() + h.cell.x)].push_back(&h);
        }
    }
    static const std::vector<const Highlight*> kNone;
    int drawn = 0;
    for (Point cell : changed) {
        if (cell.x >= layout_.columns() || cell.y >= layout_.rows()) {
            continue;
        }
        const auto index = static_cast<std::size_t>(cell.y * frame.columns() + cell.x);
        drawCell(frame, cell, washes.empty() ? kNone : washes[index]);
        ++drawn;
    }
    SDL_SetRenderTarget(renderer_, nullptr);
    last_ = frame;
    return drawn;
}

void CellPainter::repaintAll() {
    if (!last_) {
        return;
    }
    const CellBuffer frame = *last_;
    last_.reset();
    paint(frame);
}

void CellPainter::drawLine(const SDL_Rect& box, const LineArms& arms, Colour ink) {
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    setDrawColour(renderer_, ink);
    const int thick = lineThickness(box.h);
    // The lines cross at the cell's middle; each arm runs from there to its
    // edge, the middle square covered by whichever arms there are.
    const int midX = box.x + (box.w - thick) / 2;
    const int midY = box.y + (box.h - thick) / 2;
    const int left = arms.left ? box.x : midX;
    const int right = arms.right ? box.x + box.w : midX + thick;
    const int top = arms.up ? box.y : midY;
    const int bottom = arms.down ? box.y + box.h : midY + thick;
    if (arms.left || arms.right) {
        const SDL_Rect across{left, midY, right - left, thick};
        SDL_RenderFillRect(renderer_, &across);
    }
    if (arms.up || arms.down) {
        const SDL_Rect along{midX, top, thick, bottom - top};
        SDL_RenderFillRect(renderer_, &along);
    }
}

void CellPainter::drawCell(const CellBuffer& frame, Point cell,
                           const std::vector<const Highlight*>& washes) {
    const Cell& content = frame.at(cell);
    const SDL_Rect box = toSdl(layout_.cellRect(cell));

    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    setDrawColour(renderer_, content.background);
    SDL_RenderFillRect(renderer_, &box);

    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
    for (const Highlight* wash : washes) {
        const int opacity = std::clamp(wash->opacity, 0, 100);
        setDrawColour(renderer_, wash->colour, static_cast<Uint8>(opacity * 255 / 100));
        SDL_RenderFillRect(renderer_, &box);
    }

    if (const auto arms = lineArmsOf(content.glyph)) {
        drawLine(box, *arms, content.foreground);
    } else if (const GlyphSprite& sprite = atlas_.sprite(content.glyph); sprite.page != nullptr) {
        // A slot is the largest cell's size; a cell a pixel smaller takes
        // all of it but the last column or row, which is margin.
        const SDL_Rect source{sprite.slot.x, sprite.slot.y, std::min(sprite.slot.w, box.w),
                              std::min(sprite.slot.h, box.h)};
        const SDL_Rect target{box.x, box.y, source.w, source.h};
        const Colour ink = content.foreground;
        SDL_SetTextureColorMod(sprite.page, ink.r, ink.g, ink.b);
        SDL_RenderCopy(renderer_, sprite.page, &source, &target);
    }

    if (frame.cursor == cell) {
        SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
        setDrawColour(renderer_, kCursorColour);
        for (int i = 0; i < kCursorThickness; ++i) {
            const SDL_Rect ring{box.x + i, box.y + i, box.w - 2 * i, box.h - 2 * i};
            SDL_RenderDrawRect(renderer_, &ring);
        }
    }
}

RgbaImage CellPainter::readPicture() const {
    RgbaImage image;
    image.width = layout_.pictureWidth();
    image.height = layout_.pictureHeight();
    image.pixels.resize(static_cast<std::size_t>(image.width * image.height));
    SDL_Texture* previous = SDL_GetRenderTarget(renderer_);
    SDL_SetRenderTarget(renderer_, picture_.get());
    // RGBA8888 packs each pixel as 0xRRGGBBAA in a native 32-bit word.
    SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_RGBA8888, image.pixels.data(),
                         image.width * static_cast<int>(sizeof(std::uint32_t)));
    SDL_SetRenderTarget(renderer_, previous);
    return image;
}

}  // namespace delve
