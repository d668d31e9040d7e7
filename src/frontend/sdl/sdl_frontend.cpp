#include "frontend/sdl/sdl_frontend.h"

#include <algorithm>
#include <deque>
#include <filesystem>
#include <stdexcept>
#include <system_error>
#include <vector>

#include "core/atomic_file.h"
#include "core/stop_signals.h"
#include "frontend/sdl/cell_font.h"
#include "frontend/sdl/cell_grid.h"
#include "frontend/sdl/cell_painter.h"
#include "frontend/sdl/key_translator.h"
#include "frontend/sdl/png_file.h"
#include "frontend/sdl/sdl_handles.h"
#include "frontend/sdl/sdl_libraries.h"
#include "frontend/sdl/sound_player.h"
#include "ui/input/keymap.h"

namespace delve {

namespace {

// The longest single wait for input, so that a stop signal is noticed soon.
constexpr Uint64 kWaitSliceMs = 100;

// Where a Hover says the mouse is when it is over no cell of the picture.
constexpr Point kOffThePicture{-1, -1};

// A first window as large as the picture, or nine tenths of the screen when
// the picture would not fit, keeping the picture's shape.
SDL_Point firstWindowSize(const SdlOptions& options) {
    if (options.windowWidth > 0 && options.windowHeight > 0) {
        return {options.windowWidth, options.windowHeight};
    }
    int width = options.pictureWidth;
    int height = options.pictureHeight;
    SDL_Rect usable{};
    if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        const PictureLayout layout(options.pictureWidth, options.pictureHeight, 1, 1);
        const Rect fitted = layout.letterbox(usable.w * 9 / 10, usable.h * 9 / 10);
        if (fitted.width < width) {
            width = fitted.width;
            height = fitted.height;
        }
    }
    return {width, height};
}

// The screens' rectangles on the desktop.
std::vector<Rect> screens() {
    std::vector<Rect> found;
    for (int i = 0; i < SDL_GetNumVideoDisplays(); ++i) {
        SDL_Rect bounds{};
        if (SDL_GetDisplayBounds(i, &bounds) == 0) {
            found.push_back({bounds.x, bounds.y, bounds.w, bounds.h});
        }
    }
    return found;
}

// With no display to talk to, SDL still starts a driver that draws nowhere.
// Unless the player (or a test) named it, the terminal serves better.
bool invisibleDriverNobodyAskedFor(std::string& whyNot) {
    const char* driver = SDL_GetCurrentVideoDriver();
    const std::string name = driver != nullptr ? driver : "";
    if (name != "offscreen" && name != "dummy" && name != "evdev") {
        return false;
    }
    const char* asked = SDL_GetHint(SDL_HINT_VIDEODRIVER);
    if (asked != nullptr && std::string(asked).find(name) != std::string::npos) {
        return false;
    }
    whyNot = "no display to open a window on (SDL found only its \"" + name + "\" driver)";
    return true;
}

RendererHandle createRenderer(SDL_Window* window, bool software, std::string& whyNot) {
    const Uint32 wanted = SDL_RENDERER_TARGETTEXTURE;
    if (!software) {
        if (RendererHandle renderer{
                SDL_CreateRenderer(window, -1, wanted | SDL_RENDERER_ACCELERATED)}) {
            return renderer;
        }
    }
    // No graphics driver (a virtual display, say) still leaves SDL's own.
    RendererHandle renderer{SDL_CreateRenderer(window, -1, wanted | SDL_RENDERER_SOFTWARE)};
    if (!renderer) {
        whyNot = std::string("SDL could not make a renderer: ") + SDL_GetError();
    }
    return renderer;
}

}  // namespace

struct SdlFrontend::Parts {
    // Declared in the order they are made, so they are destroyed in reverse.
    std::unique_ptr<SdlLibraries> libraries;
    FontHandle font;
    WindowHandle window;
    RendererHandle renderer;
    std::unique_ptr<CellPainter> painter;
    KeyTranslator keys;
    std::deque<InputEvent> pending;
    // The cell of the last Hover made, so that motion inside a cell says nothing.
    Point hovered = kOffThePicture;
    int cellsDrawn = 0;
    // Nothing when the window is silent.
    std::unique_ptr<SoundPlayer> sound;
    // What the settings last asked of the window.
    bool fullscreen = false;
    // Where the window stood when it last was not the whole screen.
    WindowPlace windowed;

    // Notes where the window stands, unless it fills the screen.
    void noteWhereItStands() {
        if ((SDL_GetWindowFlags(window.get()) & SDL_WINDOW_FULLSCREEN) != 0) {
            return;
        }
        SDL_GetWindowPosition(window.get(), &windowed.x, &windowed.y);
        SDL_GetWindowSize(window.get(), &windowed.width, &windowed.height);
    }
    std::filesystem::path picturesFolder;
    // What the window was opened with: the grid it asks for, or (columns 0)
    // a grid that grows with the window and the zoom.
    SdlOptions options;
    int zoom = 100;  // percent

    // Whether the grid grows and shrinks with the window and the zoom; a
    // grid the options name stays, its picture scaled to the window.
    bool growing() const { return options.columns == 0; }

    // The grid for the renderer's pixels as they are now, its cells the
    // largest that show the whole floor, the panel and the log, times the
    // zoom (openCellGrid). Drawn at the real pixel size, letters stay crisp
    // on a dense screen. Nothing changes when the grid is the one already
    // drawn; a new size in cells tells the game to lay its screens out
    // again.
    void regrid() {
        if (!growing()) {
            return;
        }
        int pixelsWide = 0;
        int pixelsHigh = 0;
        SDL_GetRendererOutputSize(renderer.get(), &pixelsWide, &pixelsHigh);
        if (pixelsWide <= 0 || pixelsHigh <= 0) {
            return;
        }
        SdlOptions wanted = options;
        wanted.pictureWidth = pixelsWide;
        wanted.pictureHeight = pixelsHigh;
        wanted.zoom = zoom;
        std::string whyNot;
        std::optional<CellGrid> grid = openCellGrid(wanted, whyNot);
        if (!grid || grid->layout == painter->layout()) {
            return;
        }
        const bool sameCells = grid->layout.columns() == painter->layout().columns() &&
                               grid->layout.rows() == painter->layout().rows();
        std::optional<CellBuffer> frame = painter->lastFrame();
        auto fresh = CellPainter::create(renderer.get(), grid->font.get(), grid->layout, whyNot);
        if (!fresh) {
            return;
        }
        // The old painter goes before the font it drew with.
        painter = std::move(fresh);
        font = std::move(grid->font);
        // Whatever cell the mouse is over now is said again when it moves.
        hovered = kOffThePicture;
        if (sameCells && frame) {
            painter->paint(*frame);
        } else {
            pending.push_back({InputEvent::Kind::Resize,
                               {},
                               {painter->layout().columns(), painter->layout().rows()}});
        }
    }

    // Copies the picture into the window, letterboxed.
    void show() {
        SDL_SetRenderTarget(renderer.get(), nullptr);
        SDL_SetRenderDrawColor(renderer.get(), 0, 0, 0, 255);
        SDL_RenderClear(renderer.get());
        int width = 0;
        int height = 0;
        SDL_GetRendererOutputSize(renderer.get(), &width, &height);
        const Rect box = painter->layout().letterbox(width, height);
        const SDL_Rect target{box.x, box.y, box.width, box.height};
        SDL_RenderCopy(renderer.get(), painter->picture(), nullptr, &target);
        SDL_RenderPresent(renderer.get());
    }

    // Mouse positions are in window units, which on a high-density screen
    // are not the renderer's pixels.
    std::optional<Point> cellUnderMouse(int x, int y) const {
        int windowWidth = 0;
        int windowHeight = 0;
        int outputWidth = 0;
        int outputHeight = 0;
        SDL_GetWindowSize(window.get(), &windowWidth, &windowHeight);
        SDL_GetRendererOutputSize(renderer.get(), &outputWidth, &outputHeight);
        if (windowWidth <= 0 || windowHeight <= 0) {
            return std::nullopt;
        }
        const Point pixel{x * outputWidth / windowWidth, y * outputHeight / windowHeight};
        return painter->layout().cellAtWindowPixel(pixel, outputWidth, outputHeight);
    }

    // The mouse is over another cell, or over none. A Hover still waiting to
    // be read is brought up to date instead of queueing a second one, so a
    // burst of motion costs the game one frame, not one a pixel.
    void hoverOver(Point cell) {
        if (cell == hovered) {
            return;
        }
        hovered = cell;
        if (!pending.empty() && pending.back().kind == InputEvent::Kind::Hover) {
            pending.back().cell = cell;
        } else {
            pending.push_back(InputEvent::hover(cell));
        }
    }

    void setFullscreen(bool on) {
        if (on) {
            noteWhereItStands();
        }
        fullscreen = on;
        SDL_SetWindowFullscreen(window.get(), on ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        if (!on) {
            // Back to the size it had, which only a window manager would
            // otherwise put back.
            SDL_SetWindowSize(window.get(), windowed.width, windowed.height);
        }
        // Laid out for the new size at once: without a window manager no
        // word of the size may ever come, and with one the game would draw
        // a frame for the old size first. When the word comes, regrid finds
        // the grid it already has, or the size the manager settled on.
        regrid();
        show();
    }

    // After the renderer lost its textures: make them again and redraw.
    void rebuildPainter() {
        std::optional<CellBuffer> frame = painter->lastFrame();
        std::string whyNot;
        if (auto fresh =
                CellPainter::create(renderer.get(), font.get(), painter->layout(), whyNot)) {
            painter = std::move(fresh);
            if (frame) {
                painter->paint(*frame);
            }
        }
    }

    void handle(const SDL_Event& event) {
        switch (event.type) {
            case SDL_QUIT:
                pending.push_back({InputEvent::Kind::Quit, {}, {}});
                return;
            case SDL_KEYDOWN:
            case SDL_KEYUP:
            case SDL_TEXTINPUT: {
                const std::vector<Key> translated = keys.translate(event);
                // The App switches the setting, and follow() the window,
                // whichever Alt is held.
                if (isFullscreenToggle(event)) {
                    pending.push_back(InputEvent::keyPress(kFullscreenKey));
                    hovered = kOffThePicture;
                    return;
                }
                for (const Key& key : translated) {
                    pending.push_back(InputEvent::keyPress(key));
                    // A key puts the hover away (App::handle): the least
                    // motion after it says the cell again, even the same.
                    hovered = kOffThePicture;
                }
                return;
            }
            case SDL_MOUSEBUTTONDOWN:
                if (event.button.button == SDL_BUTTON_LEFT) {
                    if (auto cell = cellUnderMouse(event.button.x, event.button.y)) {
                        pending.push_back(InputEvent::click(*cell));
                    }
                }
                return;
            case SDL_MOUSEMOTION:
                // Over the black bars the mouse is over no cell, as outside.
                hoverOver(cellUnderMouse(event.motion.x, event.motion.y).value_or(kOffThePicture));
                return;
            case SDL_WINDOWEVENT:
                if (event.window.event == SDL_WINDOWEVENT_LEAVE) {
                    hoverOver(kOffThePicture);
                    return;
                }
                if (event.window.event == SDL_WINDOWEVENT_MOVED ||
                    event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
                    noteWhereItStands();
                }
                if (event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
                    regrid();
                }
                if (event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED ||
                    event.window.event == SDL_WINDOWEVENT_EXPOSED) {
                    show();
                }
                return;
            case SDL_RENDER_TARGETS_RESET:
                painter->repaintAll();
                show();
                return;
            case SDL_RENDER_DEVICE_RESET:
                rebuildPainter();
                show();
                return;
            default:
                return;
        }
    }
};

std::unique_ptr<SdlFrontend> SdlFrontend::open(const SdlOptions& options, std::string& whyNot) {
    auto parts = std::make_unique<Parts>();
    parts->libraries = SdlLibraries::start(true, whyNot);
    if (!parts->libraries || invisibleDriverNobodyAskedFor(whyNot)) {
        return nullptr;
    }
    std::optional<CellGrid> grid = openCellGrid(options, whyNot);
    if (!grid) {
        return nullptr;
    }
    parts->font = std::move(grid->font);
    const PictureLayout& layout = grid->layout;
    SDL_Point size = firstWindowSize(options);
    SDL_Point at{static_cast<int>(SDL_WINDOWPOS_CENTERED),
                 static_cast<int>(SDL_WINDOWPOS_CENTERED)};
    if (const auto place =
            options.place ? placeOnScreens(*options.place, screens()) : std::nullopt) {
        size = {place->width, place->height};
        at = {place->x, place->y};
    }
    parts->window.reset(SDL_CreateWindow(options.title.c_str(), at.x, at.y, size.x, size.y,
                                         SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI));
    if (!parts->window) {
        whyNot = std::string("SDL could not open a window: ") + SDL_GetError();
        return nullptr;
    }
    parts->noteWhereItStands();
    const Point smallest = layout.smallestWindow({size.x, size.y});
    SDL_SetWindowMinimumSize(parts->window.get(), smallest.x, smallest.y);
    parts->renderer = createRenderer(parts->window.get(), options.softwareRenderer, whyNot);
    if (!parts->renderer) {
        return nullptr;
    }
    parts->painter = CellPainter::create(parts->renderer.get(), parts->font.get(), layout, whyNot);
    if (!parts->painter) {
        return nullptr;
    }
    // Printable keys arrive as text, which SDL sends only while this is on.
    SDL_StartTextInput();
    if (options.sound) {
        // A game without sound is still a game: no audio only means silence.
        std::string whyNoSound;
        parts->sound = SoundPlayer::open(whyNoSound);
    }
    parts->picturesFolder = options.picturesFolder;
    parts->options = options;
    parts->regrid();
    // The game asks the grid before its first frame: no word of it needed.
    parts->pending.clear();
    parts->show();
    return std::unique_ptr<SdlFrontend>(new SdlFrontend(std::move(parts)));
}

SdlFrontend::SdlFrontend(std::unique_ptr<Parts> parts) : parts_(std::move(parts)) {}

SdlFrontend::~SdlFrontend() = default;

int SdlFrontend::columns() const {
    return parts_->painter->layout().columns();
}

int SdlFrontend::rows() const {
    return parts_->painter->layout().rows();
}

void SdlFrontend::present(const CellBuffer& frame) {
    parts_->cellsDrawn = parts_->painter->paint(frame);
    parts_->show();
}

std::optional<InputEvent> SdlFrontend::nextEvent(int timeoutMs) {
    const Uint64 deadline = SDL_GetTicks64() + static_cast<Uint64>(std::max(0, timeoutMs));
    while (parts_->pending.empty()) {
        // Ctrl+C or kill in the terminal that started the window, or the
        // desktop logging out: quit as closing the window does.
        if (stopRequested()) {
            return InputEvent{InputEvent::Kind::Quit, {}, {}};
        }
        SDL_Event event;
        const Uint64 now = SDL_GetTicks64();
        if (timeoutMs >= 0 && now >= deadline) {
            if (SDL_PollEvent(&event) != 1) {
                return std::nullopt;
            }
            parts_->handle(event);
            continue;
        }
        // Waits come in slices, so that a stop signal, which SDL's wait
        // may not notice, is seen within one.
        Uint64 wait = kWaitSliceMs;
        if (timeoutMs >= 0) {
            wait = std::min(wait, deadline - now);
        }
        if (SDL_WaitEventTimeout(&event, static_cast<int>(wait)) == 1) {
            parts_->handle(event);
        }
    }
    // What else has already arrived is read too, so that motion queued
    // behind this event merges into one Hover.
    SDL_Event more;
    while (SDL_PollEvent(&more) == 1) {
        parts_->handle(more);
    }
    const InputEvent next = parts_->pending.front();
    parts_->pending.pop_front();
    return next;
}

void SdlFrontend::play(SoundCue cue) {
    if (parts_->sound) {
        parts_->sound->play(cue);
    }
}

WindowPlace SdlFrontend::windowPlace() const {
    return parts_->windowed;
}

void SdlFrontend::follow(const Settings& settings) {
    if (settings.fullscreen != parts_->fullscreen) {
        parts_->setFullscreen(settings.fullscreen);
    }
    if (parts_->sound) {
        parts_->sound->setVolume(static_cast<float>(settings.volume) / 100.0f);
    }
    if (settings.zoom != parts_->zoom) {
        parts_->zoom = settings.zoom;
        parts_->regrid();
        parts_->show();
    }
}

std::optional<std::string> SdlFrontend::keepPicture(std::string_view name) {
    if (parts_->picturesFolder.empty()) {
        return std::nullopt;
    }
    const std::string bytes = pngBytes(readPicture());
    std::error_code error;
    std::filesystem::create_directories(parts_->picturesFolder, error);
    if (error) {
        throw std::runtime_error(parts_->picturesFolder.string() + ": " + error.message());
    }
    const std::filesystem::path path = freshPicturePath(parts_->picturesFolder, name);
    writeFileAtomically(path, bytes);
    return path.string();
}

RgbaImage SdlFrontend::readPicture() const {
    return parts_->painter->readPicture();
}

int SdlFrontend::cellsDrawnLastFrame() const {
    return parts_->cellsDrawn;
}

std::string SdlFrontend::rendererName() const {
    SDL_RendererInfo info{};
    SDL_GetRendererInfo(parts_->renderer.get(), &info);
    return info.name != nullptr ? info.name : "";
}

bool SdlFrontend::isFullscreen() const {
    return (SDL_GetWindowFlags(parts_->window.get()) & SDL_WINDOW_FULLSCREEN) != 0;
}

}  // namespace delve
