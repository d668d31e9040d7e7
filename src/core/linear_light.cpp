#include "core/linear_light.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace delve {

namespace {

// Steps of the table from light to channel: fine enough that no two
// neighbouring channels share a step but in the darkest few.
constexpr int kSteps = 4096;

double decoded(double c) {
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double encoded(double linear) {
    return linear <= 0.0031308 ? 12.92 * linear : 1.055 * std::pow(linear, 1.0 / 2.4) - 0.055;
}

const std::array<float, 256>& linearTable() {
    static const std::array<float, 256> table = [] {
        std::array<float, 256> values{};
        for (int i = 0; i < 256; ++i) {
            values[static_cast<std::size_t>(i)] = static_cast<float>(decoded(i / 255.0));
        }
        return values;
    }();
    return table;
}

const std::array<std::uint8_t, kSteps + 1>& channelTable() {
    static const std::array<std::uint8_t, kSteps + 1> table = [] {
        std::array<std::uint8_t, kSteps + 1> values{};
        for (int i = 0; i <= kSteps; ++i) {
            values[static_cast<std::size_t>(i)] =
                static_cast<std::uint8_t>(std::lround(encoded(i / double{kSteps}) * 255.0));
        }
        return values;
    }();
    return table;
}

}  // namespace

float linearOf(std::uint8_t channel) {
    return linearTable()[channel];
}

std::uint8_t channelOf(float linear) {
    const float step = std::clamp(linear, 0.0f, 1.0f) * kSteps;
    return channelTable()[static_cast<std::size_t>(std::lround(step))];
}

}  // namespace delve
