#include "core/oklab.h"

#include <cmath>
#include <cstdint>

namespace delve {

namespace {

// sRGB's transfer curve undone: OKLab starts from linear light.
double linearChannel(std::uint8_t value) {
    const double c = value / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

}  // namespace

Oklab toOklab(Colour colour) {
    const double r = linearChannel(colour.r);
    const double g = linearChannel(colour.g);
    const double b = linearChannel(colour.b);
    // The matrices Björn Ottosson published with the space.
    const double l = std::cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
    const double m = std::cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
    const double s = std::cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
    return {0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s};
}

double oklabDifference(const Oklab& x, const Oklab& y) {
    const double dl = x.lightness - y.lightness;
    const double da = x.a - y.a;
    const double db = x.b - y.b;
    return dl * dl + da * da + db * db;
}

double colourDifference(Colour a, Colour b) {
    return oklabDifference(toOklab(a), toOklab(b));
}

double colourDistance(Colour a, Colour b) {
    return std::sqrt(colourDifference(a, b));
}

}  // namespace delve
