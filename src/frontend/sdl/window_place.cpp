#include "frontend/sdl/window_place.h"

#include <algorithm>

namespace delve {

std::optional<WindowPlace> placeOnScreens(const WindowPlace& place,
                                          const std::vector<Rect>& screens) {
    for (const Rect& screen : screens) {
        const int left = std::max(place.x, screen.x);
        const int right = std::min(place.x + place.width, screen.x + screen.width);
        const int top = std::max(place.y, screen.y);
        const int bottom = std::min(place.y + place.height, screen.y + screen.height);
        if (right - left >= kVisibleEnough && bottom - top >= kVisibleEnough) {
            WindowPlace fitted = place;
            fitted.width = std::min(place.width, screen.width);
            fitted.height = std::min(place.height, screen.height);
            return fitted;
        }
    }
    return std::nullopt;
}

}  // namespace delve
