#include "game/floor_names.h"

#include <array>
#include <string_view>

namespace delve {

std::string generatedFloorName(int depth) {
    constexpr std::array<std::string_view, 10> kNames = {
        "The Upper Halls",  "The Dripping Vaults", "The Old Cellars",  "The Narrow Ways",
        "The Sunken Rooms", "The Black Galleries", "The Quiet Crypts", "The Deep Works",
        "The Burning Ways", "The Amulet's Rest"};
    if (depth >= 1 && depth <= static_cast<int>(kNames.size())) {
        return std::string(kNames[static_cast<std::size_t>(depth - 1)]);
    }
    return "The Depths";
}

}  // namespace delve
