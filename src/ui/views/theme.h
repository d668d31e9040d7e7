#pragma once

#include <array>
#include <optional>
#include <string_view>

#include "core/colour.h"
#include "ui/views/cell_buffer.h"

namespace delve {

// The colours every screen is finally drawn in, over what the screens chose:
// as they are; in high contrast (letters lighter, backgrounds darker, for
// a dim screen or weak eyes); or safe for red-green colour blindness (what
// tells red from green is moved onto blue and yellow, and lightness, which
// such eyes still tell apart). The rules never see it.
enum class Theme { Standard, HighContrast, RedGreenSafe };
inline constexpr std::array kThemes = {Theme::Standard, Theme::HighContrast, Theme::RedGreenSafe};

// As settings.toml spells it: "default", "high-contrast", "red-green".
std::string_view themeWord(Theme theme);
std::optional<Theme> themeOfWord(std::string_view word);

// One colour in the theme: `background` says whether it is a cell's
// background (high contrast darkens those and lightens the rest).
Colour themed(Theme theme, Colour colour, bool background);

// Every cell's colours and every highlight of a frame in the theme.
void applyTheme(Theme theme, CellBuffer& frame);

}  // namespace delve
