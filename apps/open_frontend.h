#pragma once

#include <memory>
#include <string>

#include "play_options.h"
#include "ui/frontend.h"

namespace delve {

// The window when there is a display, else the terminal, as `display` asks.
// Nothing, with `why` saying so, when neither opens; `note` says why the
// window did not when the terminal stood in for it.
std::unique_ptr<Frontend> openFrontend(Display display, bool sound, std::string& why,
                                       std::string& note);

// Remembered cells need a glyph of their own where colour cannot show fog.
bool wantsPlainFog(const Frontend& frontend);

}  // namespace delve
