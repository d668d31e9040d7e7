#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "frontend/sdl/window_place.h"
#include "play_options.h"
#include "ui/loop/frontend.h"
#include "ui/views/presentation.h"

namespace delve {

// The window when there is a display, else the terminal, as `display` asks;
// the window keeps its pictures in `pictures` (none without it) and opens
// at `place` when it is on a screen. Nothing,
// with `why` saying so, when neither opens; `note` says why the window did
// not when the terminal stood in for it.
std::unique_ptr<Frontend> openFrontend(Display display, bool sound,
                                       const std::optional<std::filesystem::path>& pictures,
                                       const std::optional<WindowPlace>& place, std::string& why,
                                       std::string& note);

// How the screens are drawn in what `frontend` can show: where colour
// cannot show fog (the plain terminal), remembered cells need a glyph of
// their own and frames stay ASCII; frames are drawn in lines where every
// letter can be shown.
DrawStyle drawStyleFor(const Frontend& frontend, FogGlyphs fog);

}  // namespace delve
