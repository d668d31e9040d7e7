#include "open_frontend.h"

#include <iostream>

#include "frontend/sdl/sdl_frontend.h"
#include "frontend/term/terminal_frontend.h"
#include "ui/text/translation.h"

namespace delve {

std::unique_ptr<Frontend> openFrontend(Display display, bool sound,
                                       const std::optional<std::filesystem::path>& pictures,
                                       const std::optional<WindowPlace>& place, std::string& why,
                                       std::string& note) {
    if (display == Display::Automatic || display == Display::Window) {
        std::string whyNoWindow;
        SdlOptions window;
        window.sound = sound;
        window.picturesFolder = pictures.value_or(std::filesystem::path());
        window.place = place;
        if (auto frontend = SdlFrontend::open(window, whyNoWindow)) {
            return frontend;
        }
        if (display == Display::Window) {
            why = "no window: " + whyNoWindow;
            return nullptr;
        }
        note = trf("No window ({why}): playing in the terminal.",
                   SentenceArguments{}.text("why", whyNoWindow));
        std::cerr << "delve: " << note << '\n';
    }
    const TerminalMode mode =
        display == Display::PlainTerminal ? TerminalMode::Plain : TerminalMode::Colour;
    std::string whyNoTerminal;
    if (auto terminal = TerminalFrontend::create(mode, whyNoTerminal)) {
        return terminal;
    }
    // "Either" only when a window was tried first.
    why =
        (display == Display::Automatic ? "no window, and no terminal either: " : "no terminal: ") +
        whyNoTerminal;
    return nullptr;
}

DrawStyle drawStyleFor(const Frontend& frontend, FogGlyphs fog) {
    const auto* terminal = dynamic_cast<const TerminalFrontend*>(&frontend);
    const bool plain = terminal != nullptr && terminal->wantsPlainFog();
    const bool everyLetter = frontend.showsEveryLetter();
    return DrawStyle{plain, fog, !everyLetter, everyLetter && !plain};
}

}  // namespace delve
