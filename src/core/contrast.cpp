#include "core/contrast.h"

#include <algorithm>

#include "core/linear_light.h"

namespace delve {

double relativeLuminance(Colour colour) {
    // sRGB's weights for how bright each channel's light looks.
    return 0.2126 * linearOf(colour.r) + 0.7152 * linearOf(colour.g) + 0.0722 * linearOf(colour.b);
}

double contrastRatio(Colour a, Colour b) {
    constexpr double kFlare = 0.05;
    const double one = relativeLuminance(a);
    const double other = relativeLuminance(b);
    return (std::max(one, other) + kFlare) / (std::min(one, other) + kFlare);
}

}  // namespace delve
