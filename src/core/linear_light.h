#pragma once

#include <cstdint>

namespace delve {

// sRGB channels to linear light and back, by table: light adds and
// multiplies in linear light, and a frame asks for these thousands of times.

// A channel's light, 0 to 1.
float linearOf(std::uint8_t channel);
// Light back to a channel, clamped to 0..1 first.
std::uint8_t channelOf(float linear);

}  // namespace delve
