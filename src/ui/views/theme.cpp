#include "ui/views/theme.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>

#include "core/oklab.h"

namespace delve {

namespace {

struct ThemeWord {
    Theme theme;
    std::string_view word;
};
constexpr ThemeWord kThemeWords[] = {
    {Theme::Standard, "default"},
    {Theme::HighContrast, "high-contrast"},
    {Theme::RedGreenSafe, "red-green"},
};
static_assert(std::size(kThemeWords) == kThemes.size());

// High contrast: no letter darker than this OKLab lightness, and every
// background at most this share of its own.
constexpr double kLeastLetterLightness = 0.62;
constexpr double kBackgroundShare = 0.5;
constexpr double kMoreColour = 1.25;

// Red-green safe: how much of OKLab's red-green axis goes onto its
// blue-yellow one and onto lightness, and how much of it stays.
constexpr double kRedGreenToYellowBlue = 0.9;
constexpr double kRedGreenToLightness = 0.25;
constexpr double kRedGreenKept = 0.35;

Colour highContrast(Colour colour, bool background) {
    Oklab lab = toOklab(colour);
    if (background) {
        lab.lightness *= kBackgroundShare;
        return fromOklab(lab);
    }
    if (lab.lightness < 0.05) {
        return colour;  // black letters stay black: they are not meant to show
    }
    lab.lightness = kLeastLetterLightness + (1.0 - kLeastLetterLightness) * lab.lightness;
    lab.a *= kMoreColour;
    lab.b *= kMoreColour;
    return fromOklab(lab);
}

Colour redGreenSafe(Colour colour) {
    Oklab lab = toOklab(colour);
    const double redness = lab.a;
    lab.b += kRedGreenToYellowBlue * redness;
    lab.lightness = std::clamp(lab.lightness + kRedGreenToLightness * redness, 0.0, 1.0);
    lab.a = kRedGreenKept * redness;
    return fromOklab(lab);
}

}  // namespace

std::string_view themeWord(Theme theme) {
    for (const ThemeWord& word : kThemeWords) {
        if (word.theme == theme) {
            return word.word;
        }
    }
    return kThemeWords[0].word;
}

std::optional<Theme> themeOfWord(std::string_view word) {
    for (const ThemeWord& entry : kThemeWords) {
        if (entry.word == word) {
            return entry.theme;
        }
    }
    return std::nullopt;
}

Colour themed(Theme theme, Colour colour, bool background) {
    switch (theme) {
        case Theme::Standard:
            return colour;
        case Theme::HighContrast:
            return highContrast(colour, background);
        case Theme::RedGreenSafe:
            return redGreenSafe(colour);
    }
    return colour;
}

void applyTheme(Theme theme, CellBuffer& frame) {
    if (theme == Theme::Standard) {
        return;
    }
    // A frame has few colours and many cells: each is worked out once.
    std::unordered_map<std::uint32_t, Colour> done;
    frame.recolour([&](Colour colour, bool background) {
        const std::uint32_t key = (background ? 1u << 24 : 0u) | (std::uint32_t{colour.r} << 16) |
                                  (std::uint32_t{colour.g} << 8) | colour.b;
        const auto [at, isNew] = done.try_emplace(key);
        if (isNew) {
            at->second = themed(theme, colour, background);
        }
        return at->second;
    });
}

}  // namespace delve
