#include "frontend/term/key_translation.h"

#include "frontend/term/curses_wide.h"

namespace delve {

namespace {

constexpr wint_t kEscape = 27;
constexpr wint_t kDelete = 127;
constexpr wint_t kBackspace = 8;  // also Ctrl+H
constexpr wint_t kTab = 9;        // also Ctrl+I
constexpr wint_t kLineFeed = 10;  // also Ctrl+J
constexpr wint_t kReturn = 13;    // also Ctrl+M
constexpr wint_t kSpace = 32;

std::optional<Key> keypadKey(wint_t code) {
    const auto printed = static_cast<char32_t>(code - kKeypadBase);
    if (printed >= U'1' && printed <= U'9') {
        return Key::named(
            static_cast<KeyCode>(static_cast<int>(KeyCode::Numpad1) + (printed - U'1')));
    }
    if (printed == U'0' || printed == U'.' || printed == U'+' || printed == U'-' ||
        printed == U'*' || printed == U'/') {
        return Key::of(printed);
    }
    return std::nullopt;
}

std::optional<Key> functionKey(wint_t code) {
    if (code > kKeypadBase && code < kKeypadBase + 0x80) {
        return keypadKey(code);
    }
    for (int n = 1; n <= 12; ++n) {
        if (code == static_cast<wint_t>(KEY_F(n))) {
            return Key::named(static_cast<KeyCode>(static_cast<int>(KeyCode::F1) + n - 1));
        }
    }
    switch (code) {
        case KEY_UP:
            return Key::named(KeyCode::Up);
        case KEY_DOWN:
            return Key::named(KeyCode::Down);
        case KEY_LEFT:
            return Key::named(KeyCode::Left);
        case KEY_RIGHT:
            return Key::named(KeyCode::Right);
        case KEY_HOME:
            return Key::named(KeyCode::Home);
        case KEY_END:
            return Key::named(KeyCode::End);
        case KEY_PPAGE:
            return Key::named(KeyCode::PageUp);
        case KEY_NPAGE:
            return Key::named(KeyCode::PageDown);
        case KEY_ENTER:
            return Key::named(KeyCode::Enter);
        case KEY_BACKSPACE:
            return Key::named(KeyCode::Backspace);
        case KEY_DC:
            return Key::named(KeyCode::Delete);
        case KEY_BTAB:  // Shift+Tab; Key has no Shift, so it is Tab
            return Key::named(KeyCode::Tab);
        // The keypad's corners and centre, as terminfo names them. Its other
        // keys arrive as the arrows, Home, End and the page keys.
        case KEY_A1:
            return Key::named(KeyCode::Numpad7);
        case KEY_A3:
            return Key::named(KeyCode::Numpad9);
        case KEY_B2:
        case KEY_BEG:
            return Key::named(KeyCode::Numpad5);
        case KEY_C1:
            return Key::named(KeyCode::Numpad1);
        case KEY_C3:
            return Key::named(KeyCode::Numpad3);
        default:
            return std::nullopt;
    }
}

std::optional<Key> characterKey(wint_t code) {
    switch (code) {
        case kLineFeed:
        case kReturn:
            return Key::named(KeyCode::Enter);
        case kEscape:
            return Key::named(KeyCode::Escape);
        case kSpace:
            return Key::named(KeyCode::Space);
        case kTab:
            return Key::named(KeyCode::Tab);
        case kBackspace:
        case kDelete:
            return Key::named(KeyCode::Backspace);
        default:
            break;
    }
    if (code == 0) {  // Ctrl+Space sends NUL
        Key key = Key::named(KeyCode::Space);
        key.ctrl = true;
        return key;
    }
    if (code >= 1 && code <= 26) {
        Key key = Key::of(static_cast<char32_t>(U'a' + code - 1));
        key.ctrl = true;
        return key;
    }
    // The other control characters (C0 and C1), surrogates and non-characters.
    const bool control = code < kSpace || (code >= 0x80 && code < 0xA0);
    const bool surrogate = code >= 0xD800 && code <= 0xDFFF;
    if (control || surrogate || code > 0x10FFFF) {
        return std::nullopt;
    }
    return Key::of(static_cast<char32_t>(code));
}

std::optional<Key> keyOf(CursesRead read) {
    if (read.status == KEY_CODE_YES) {
        return functionKey(read.code);
    }
    if (read.status == OK) {
        return characterKey(read.code);
    }
    return std::nullopt;
}

bool isEscape(CursesRead read) {
    return read.status == OK && read.code == kEscape;
}

}  // namespace

KeyTranslation translateKey(CursesRead read, std::optional<CursesRead> next) {
    if (isEscape(read) && next && !isEscape(*next)) {
        if (std::optional<Key> key = keyOf(*next)) {
            key->alt = true;
            return {key, true};
        }
    }
    return {keyOf(read), false};
}

std::optional<Point> clickedCell(unsigned long buttonState, int x, int y) {
    if ((buttonState & REPORT_MOUSE_POSITION) != 0) {
        return std::nullopt;  // a drag, not a press
    }
    if ((buttonState & (BUTTON1_PRESSED | BUTTON1_CLICKED)) == 0 || x < 0 || y < 0) {
        return std::nullopt;
    }
    return Point{x, y};
}

std::optional<Point> hoveredCell(unsigned long buttonState, int x, int y) {
    if ((buttonState & REPORT_MOUSE_POSITION) == 0 || x < 0 || y < 0) {
        return std::nullopt;
    }
    return Point{x, y};
}

}  // namespace delve
