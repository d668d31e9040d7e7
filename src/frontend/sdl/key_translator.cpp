#include "frontend/sdl/key_translator.h"

#include <optional>

#include "core/utf8.h"

namespace delve {

namespace {

// The numpad by position, so NumLock makes no difference: the digits move,
// the rest type what is printed on them.
std::optional<Key> numpadKey(SDL_Scancode scancode) {
    switch (scancode) {
        case SDL_SCANCODE_KP_1:
            return Key::named(KeyCode::Numpad1);
        case SDL_SCANCODE_KP_2:
            return Key::named(KeyCode::Numpad2);
        case SDL_SCANCODE_KP_3:
            return Key::named(KeyCode::Numpad3);
        case SDL_SCANCODE_KP_4:
            return Key::named(KeyCode::Numpad4);
        case SDL_SCANCODE_KP_5:
            return Key::named(KeyCode::Numpad5);
        case SDL_SCANCODE_KP_6:
            return Key::named(KeyCode::Numpad6);
        case SDL_SCANCODE_KP_7:
            return Key::named(KeyCode::Numpad7);
        case SDL_SCANCODE_KP_8:
            return Key::named(KeyCode::Numpad8);
        case SDL_SCANCODE_KP_9:
            return Key::named(KeyCode::Numpad9);
        case SDL_SCANCODE_KP_0:
            return Key::of(U'0');
        case SDL_SCANCODE_KP_PERIOD:
            return Key::of(U'.');
        case SDL_SCANCODE_KP_PLUS:
            return Key::of(U'+');
        case SDL_SCANCODE_KP_MINUS:
            return Key::of(U'-');
        case SDL_SCANCODE_KP_MULTIPLY:
            return Key::of(U'*');
        case SDL_SCANCODE_KP_DIVIDE:
            return Key::of(U'/');
        case SDL_SCANCODE_KP_ENTER:
            return Key::named(KeyCode::Enter);
        default:
            return std::nullopt;
    }
}

std::optional<KeyCode> namedKey(SDL_Keycode sym) {
    switch (sym) {
        case SDLK_UP:
            return KeyCode::Up;
        case SDLK_DOWN:
            return KeyCode::Down;
        case SDLK_LEFT:
            return KeyCode::Left;
        case SDLK_RIGHT:
            return KeyCode::Right;
        case SDLK_HOME:
            return KeyCode::Home;
        case SDLK_END:
            return KeyCode::End;
        case SDLK_PAGEUP:
            return KeyCode::PageUp;
        case SDLK_PAGEDOWN:
            return KeyCode::PageDown;
        case SDLK_RETURN:
            return KeyCode::Enter;
        case SDLK_RETURN2:
            return KeyCode::Enter;
        case SDLK_ESCAPE:
            return KeyCode::Escape;
        case SDLK_SPACE:
            return KeyCode::Space;
        case SDLK_TAB:
            return KeyCode::Tab;
        case SDLK_BACKSPACE:
            return KeyCode::Backspace;
        case SDLK_DELETE:
            return KeyCode::Delete;
        case SDLK_F1:
            return KeyCode::F1;
        case SDLK_F2:
            return KeyCode::F2;
        case SDLK_F3:
            return KeyCode::F3;
        case SDLK_F4:
            return KeyCode::F4;
        case SDLK_F5:
            return KeyCode::F5;
        case SDLK_F6:
            return KeyCode::F6;
        case SDLK_F7:
            return KeyCode::F7;
        case SDLK_F8:
            return KeyCode::F8;
        case SDLK_F9:
            return KeyCode::F9;
        case SDLK_F10:
            return KeyCode::F10;
        case SDLK_F11:
            return KeyCode::F11;
        case SDLK_F12:
            return KeyCode::F12;
        default:
            return std::nullopt;
    }
}

// The key a key-down alone decides; nothing when its text is to come.
std::optional<Key> keyFromKeyDown(const SDL_Keysym& keysym) {
    // Right Alt is AltGr on many layouts (and Windows adds a left Ctrl to
    // it): the character it types arrives as text, so it is no modifier here.
    const bool altGr = (keysym.mod & KMOD_RALT) != 0;
    const bool ctrl = !altGr && (keysym.mod & KMOD_CTRL) != 0;
    const bool alt = !altGr && (keysym.mod & KMOD_LALT) != 0;

    std::optional<Key> key = numpadKey(keysym.scancode);
    if (!key) {
        if (const auto code = namedKey(keysym.sym)) {
            key = Key::named(*code);
        } else if ((ctrl || alt) && keysym.sym > ' ' && keysym.sym < 127) {
            // Letters come lower case, as printed on the key: Ctrl+P is 'p'.
            key = Key::of(static_cast<char32_t>(keysym.sym));
        }
    }
    if (key) {
        key->ctrl = ctrl;
        key->alt = alt;
    }
    return key;
}

std::vector<Key> keysFromText(const char* text) {
    std::vector<Key> keys;
    for (char32_t c : decodeUtf8(text)) {
        if (c < U' ' || c == 127) {
            continue;
        }
        keys.push_back(c == U' ' ? Key::named(KeyCode::Space) : Key::of(c));
    }
    return keys;
}

}  // namespace

std::vector<Key> KeyTranslator::translate(const SDL_Event& event) {
    switch (event.type) {
        case SDL_KEYDOWN: {
            const std::optional<Key> key = keyFromKeyDown(event.key.keysym);
            dropNextText_ = key.has_value();
            if (key) {
                return {*key};
            }
            return {};
        }
        case SDL_KEYUP:
            dropNextText_ = false;
            return {};
        case SDL_TEXTINPUT:
            if (dropNextText_) {
                dropNextText_ = false;
                return {};
            }
            return keysFromText(event.text.text);
        default:
            return {};
    }
}

bool isFullscreenToggle(const SDL_Event& event) {
    return event.type == SDL_KEYDOWN && event.key.repeat == 0 &&
           (event.key.keysym.sym == SDLK_RETURN || event.key.keysym.sym == SDLK_KP_ENTER) &&
           (event.key.keysym.mod & KMOD_ALT) != 0;
}

}  // namespace delve
