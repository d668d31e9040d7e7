#include "frontend/sdl/sdl_libraries.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

namespace delve {

std::unique_ptr<SdlLibraries> SdlLibraries::start(bool withVideo, std::string& whyNot) {
    // SDL would turn SIGINT and SIGTERM into SDL_QUIT, but not SIGHUP, and a
    // quit from a signal would then look like the window closed. The game
    // catches all three itself (core/stop_signals.h): one way for every
    // frontend, and the exit status tells what happened.
    SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    if (withVideo && SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) {
        whyNot = std::string("SDL could not start its video: ") + SDL_GetError();
        return nullptr;
    }
    if (TTF_Init() != 0) {
        whyNot = std::string("SDL_ttf could not start: ") + TTF_GetError();
        if (withVideo) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO);
        }
        return nullptr;
    }
    return std::unique_ptr<SdlLibraries>(new SdlLibraries(withVideo, true));
}

SdlLibraries::~SdlLibraries() {
    if (ttf_) {
        TTF_Quit();
    }
    if (video_) {
        SDL_QuitSubSystem(SDL_INIT_VIDEO);
    }
    // The last user lets SDL close what it opened beside its subsystems (its
    // connection to the desktop bus, on Linux).
    if (SDL_WasInit(SDL_INIT_EVERYTHING) == 0) {
        SDL_Quit();
    }
}

}  // namespace delve
