#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "frontend/sdl/window_place.h"

namespace delve {

class Frontend;

// The window's place between runs: a small TOML file of four whole numbers
// (x, y, width, height), written when a window closes and read when one
// opens. It is the game's memory, not a setting, so it lives apart from
// settings.toml in the XDG state folder (run_files.h).

// What a window place file holds, or why it is of no use: "file:line:column:
// what". Sizes must be 200 to 16384 pixels, places within 65536 of the
// desktop's corner.
struct WindowPlaceRead {
    std::optional<WindowPlace> place;
    std::string problem;
};
WindowPlaceRead readWindowPlace(std::string_view text, const std::string& source);
std::string windowPlaceText(const WindowPlace& place);

// The place kept at `path`: nothing when there is none, and when the file
// cannot be read or is wrong, nothing with a line on stderr saying why.
std::optional<WindowPlace> rememberedWindowPlace(const std::optional<std::filesystem::path>& path);
// Keeps the place of `frontend` at `path` when it is a window; a failure is a
// line on stderr (the run itself is never at stake).
void rememberWindowPlace(const Frontend& frontend,
                         const std::optional<std::filesystem::path>& path);

}  // namespace delve
