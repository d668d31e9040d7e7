#include "core/oklab.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace delve {

namespace {

// sRGB's transfer curve undone: OKLab starts from linear light.
double linearChannel(std::uint8_t value) {
    const double c = value / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// Linear light back through sRGB's curve, kept within a byte.
std::uint8_t gammaChannel(double linear) {
    const double c = std::clamp(linear, 0.0, 1.0);
    const double encoded = c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1.0 / 2.4) - 0.055;
    return static_cast<std::uint8_t>(std::lround(encoded * 255.0));
}

}  // namespace

Colour fromOklab(const Oklab& lab) {
    // Ottosson's inverse matrices.
    const double l = lab.lightness + 0.3963377774 * lab.a + 0.2158037573 * lab.b;
    const double m = lab.lightness - 0.1055613458 * lab.a - 0.0638541728 * lab.b;
    const double s = lab.lightness - 0.0894841775 * lab.a - 1.2914855480 * lab.b;
    const double l3 = l * l * l;
    const double m3 = m * m * m;
    const double s3 = s * s * s;
    return Colour{gammaChannel(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
                  gammaChannel(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
                  gammaChannel(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3)};
}

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
