#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>

#include "ui/input/key.h"

namespace delve {

// What a page may say over its socket (docs/web-protocol.md). Every
// message is read as hostile: bounded in size, checked field by field, and
// refused with a sentence that says what was wrong.

// The page's canvas holds this many cells now.
struct PageSize {
    int columns = 0;
    int rows = 0;
};
// The page asks for the whole screen again (after it lost its canvas).
struct PageRedraw {};

using PageMessage = std::variant<InputEvent, PageSize, PageRedraw>;

struct PageMessageError {
    std::string why;
};

// The longest message a page sends; anything longer is refused unread.
inline constexpr std::size_t kLongestPageMessage = 256;
// The sizes a page may ask for: at least what every screen is laid out for,
// at most what a very large monitor shows in small letters.
inline constexpr int kLeastPageColumns = 80;
inline constexpr int kLeastPageRows = 24;
inline constexpr int kMostPageColumns = 320;
inline constexpr int kMostPageRows = 120;

// A key: {"type":"key","key":"<Up>"} in the key strings' tokens (one key);
// a click or the mouse over a screen cell: {"type":"click"|"hover",
// "column":x,"row":y}, where a hover off the screen is the mouse gone;
// {"type":"size","columns":c,"rows":r}; {"type":"redraw"}.
std::variant<PageMessage, PageMessageError> readPageMessage(std::string_view text);

}  // namespace delve
