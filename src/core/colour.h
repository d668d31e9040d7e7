#pragma once

#include <cstdint>

namespace delve {

struct Colour {
    std::uint8_t r = 0;
    std::uint8_t g = 0;
    std::uint8_t b = 0;

    friend constexpr bool operator==(Colour, Colour) = default;
};

// The same colour at `percent` of its brightness: how remembered cells are drawn.
constexpr Colour dimmed(Colour c, int percent) {
    return {static_cast<std::uint8_t>(c.r * percent / 100),
            static_cast<std::uint8_t>(c.g * percent / 100),
            static_cast<std::uint8_t>(c.b * percent / 100)};
}

// A weighted mix of two colours, `percent` of the way from a to b.
constexpr Colour blend(Colour a, Colour b, int percent) {
    auto mix = [percent](int from, int to) {
        return static_cast<std::uint8_t>(from + (to - from) * percent / 100);
    };
    return {mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b)};
}

namespace colours {
inline constexpr Colour black{0, 0, 0};
inline constexpr Colour white{255, 255, 255};
inline constexpr Colour grey{128, 128, 128};
inline constexpr Colour darkGrey{70, 70, 70};
inline constexpr Colour lightGrey{190, 190, 190};
inline constexpr Colour red{220, 50, 40};
inline constexpr Colour green{80, 200, 90};
inline constexpr Colour blue{70, 120, 230};
inline constexpr Colour yellow{240, 220, 90};
inline constexpr Colour brown{160, 110, 50};
inline constexpr Colour cyan{90, 200, 220};
}  // namespace colours

}  // namespace delve
