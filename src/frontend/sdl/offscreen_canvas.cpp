#include "frontend/sdl/offscreen_canvas.h"

#include <stdexcept>

#include "frontend/sdl/cell_grid.h"
#include "frontend/sdl/cell_painter.h"
#include "frontend/sdl/sdl_handles.h"
#include "frontend/sdl/sdl_libraries.h"

namespace delve {

struct OffscreenCanvas::Parts {
    // Declared in the order they are made, so they are destroyed in reverse.
    std::unique_ptr<SdlLibraries> libraries;
    FontHandle font;
    SurfaceHandle surface;
    RendererHandle renderer;
    std::unique_ptr<CellPainter> painter;
};

std::unique_ptr<OffscreenCanvas> OffscreenCanvas::open(const SdlOptions& options,
                                                       std::string& whyNot) {
    auto parts = std::make_unique<Parts>();
    parts->libraries = SdlLibraries::start(false, whyNot);
    if (!parts->libraries) {
        return nullptr;
    }
    std::optional<CellGrid> grid = openCellGrid(options, whyNot);
    if (!grid) {
        return nullptr;
    }
    parts->font = std::move(grid->font);
    const PictureLayout& layout = grid->layout;
    parts->surface.reset(SDL_CreateRGBSurfaceWithFormat(
        0, layout.pictureWidth(), layout.pictureHeight(), 32, SDL_PIXELFORMAT_ARGB8888));
    if (!parts->surface) {
        whyNot = std::string("cannot make a surface: ") + SDL_GetError();
        return nullptr;
    }
    parts->renderer.reset(SDL_CreateSoftwareRenderer(parts->surface.get()));
    if (!parts->renderer) {
        whyNot = std::string("cannot make a software renderer: ") + SDL_GetError();
        return nullptr;
    }
    parts->painter = CellPainter::create(parts->renderer.get(), parts->font.get(), layout, whyNot);
    if (!parts->painter) {
        return nullptr;
    }
    return std::unique_ptr<OffscreenCanvas>(new OffscreenCanvas(std::move(parts)));
}

OffscreenCanvas::OffscreenCanvas(std::unique_ptr<Parts> parts) : parts_(std::move(parts)) {}

OffscreenCanvas::~OffscreenCanvas() = default;

int OffscreenCanvas::paint(const CellBuffer& frame) {
    return parts_->painter->paint(frame);
}

RgbaImage OffscreenCanvas::readPicture() const {
    return parts_->painter->readPicture();
}

int OffscreenCanvas::columns() const {
    return parts_->painter->layout().columns();
}

int OffscreenCanvas::rows() const {
    return parts_->painter->layout().rows();
}

RgbaImage renderOffscreen(const CellBuffer& frame, const SdlOptions& options) {
    std::string whyNot;
    std::unique_ptr<OffscreenCanvas> canvas = OffscreenCanvas::open(options, whyNot);
    if (!canvas) {
        throw std::runtime_error(whyNot);
    }
    canvas->paint(frame);
    return canvas->readPicture();
}

}  // namespace delve
