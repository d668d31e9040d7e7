#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "frontend/sdl/rgba_image.h"

namespace delve {

// The bytes of a PNG file holding `image`, opaque, eight bits a channel.
// Throws std::runtime_error if libpng refuses it (an empty image).
std::string pngBytes(const RgbaImage& image);

// Where a new picture named `name` goes in `folder`: NAME.png, or NAME-2.png,
// NAME-3.png... the first not there yet, so no picture is written over.
std::filesystem::path freshPicturePath(const std::filesystem::path& folder, std::string_view name);

}  // namespace delve
