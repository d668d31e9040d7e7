#include "play.h"

#include <iostream>
#include <memory>

#include "frontend/headless/headless_run.h"
#include "frontend/sdl/sdl_frontend.h"
#include "ui/run_loop.h"
#include "world/level_file.h"

namespace delve {

namespace {

// The window when there is a display, else the terminal, saying why.
std::unique_ptr<Frontend> openFrontend(Display display, std::string& why) {
    if (display == Display::Automatic || display == Display::Window) {
        std::string whyNoWindow;
        if (auto window = SdlFrontend::open(SdlOptions{}, whyNoWindow)) {
            return window;
        }
        why = "no window: " + whyNoWindow;
        return nullptr;
    }
    why = "the terminal is not built in yet";
    return nullptr;
}

}  // namespace

int play(const PlayOptions& options) {
    const bool headless = options.display == Display::Headless;
    const DrawStyle style{headless || options.display == Display::PlainTerminal};
    try {
        // A headless run without --class is a fighter, with no start screen.
        App app(options.game, !headless && !options.classGiven, style);
        if (headless) {
            runHeadless(app, options.headless, std::cout);
            return 0;
        }
        std::string why;
        auto frontend = openFrontend(options.display, why);
        if (!frontend) {
            std::cerr << "delve: " << why << '\n';
            return 1;
        }
        runInteractive(app, *frontend);
        return 0;
    } catch (const LevelError& error) {
        std::cerr << "delve: " << error.what() << '\n';
    } catch (const std::invalid_argument& error) {
        std::cerr << "delve: " << error.what() << '\n';
    }
    return 2;
}

}  // namespace delve
