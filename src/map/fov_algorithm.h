#pragma once

#include <optional>
#include <string_view>

namespace delve {

// What the hero sees. Shadowcasting is the Dungeon's sight; the Bresenham
// rays of the first lessons are the Mine's, as seed 002 plays it, and stay
// available anywhere to compare with.
enum class FovAlgorithm { Shadowcast, Bresenham };

// "shadowcast" or "bresenham"; anything else is nothing.
std::optional<FovAlgorithm> parseFovAlgorithm(std::string_view name);
std::string_view fovAlgorithmName(FovAlgorithm algorithm);

}  // namespace delve
