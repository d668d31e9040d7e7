#include "game/floor_names.h"

#include <array>
#include <string_view>

namespace delve {

namespace {
// Marks a name for the catalogs (scripts/catalogs): the rules keep the
// English, and the ui says it in the player's language.
constexpr std::string_view N_(std::string_view english) {
    return english;
}
}  // namespace

std::string generatedFloorName(int depth) {
    constexpr std::array<std::string_view, 10> kNames = {
        N_("The Upper Halls"),  N_("The Dripping Vaults"), N_("The Old Cellars"),
        N_("The Narrow Ways"),  N_("The Sunken Rooms"),    N_("The Black Galleries"),
        N_("The Quiet Crypts"), N_("The Deep Works"),      N_("The Burning Ways"),
        N_("The Amulet's Rest")};
    if (depth >= 1 && depth <= static_cast<int>(kNames.size())) {
        return std::string(kNames[static_cast<std::size_t>(depth - 1)]);
    }
    return std::string(N_("The Depths"));
}

}  // namespace delve
