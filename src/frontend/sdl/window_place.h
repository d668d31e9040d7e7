#pragma once

#include <optional>
#include <vector>

#include "core/rect.h"

namespace delve {

// Where the window stood on the desktop and how large it was, when it last
// was a window and not the whole screen: kept from one start to the next.
struct WindowPlace {
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;

    friend bool operator==(const WindowPlace&, const WindowPlace&) = default;
};

// How much of a window must lie on some screen for it to open where it was:
// enough of its title bar to take hold of it.
inline constexpr int kVisibleEnough = 64;

// `place` as it can be on these screens: where it was when enough of it lies
// on one, else nothing (a screen unplugged since: the window opens centred
// at its size). Its size is cut to that screen's.
std::optional<WindowPlace> placeOnScreens(const WindowPlace& place,
                                          const std::vector<Rect>& screens);

}  // namespace delve
