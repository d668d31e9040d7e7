#include <SDL2/SDL.h>
#include <gtest/gtest.h>

#include <cstring>

#include "frontend/sdl/key_translator.h"

namespace delve {
namespace {

SDL_Event keyDown(SDL_Keycode sym, SDL_Scancode scancode, Uint16 mod = KMOD_NONE) {
    SDL_Event event{};
    event.type = SDL_KEYDOWN;
    event.key.state = SDL_PRESSED;
    event.key.keysym.sym = sym;
    event.key.keysym.scancode = scancode;
    event.key.keysym.mod = mod;
    return event;
}

SDL_Event keyUp(SDL_Keycode sym, SDL_Scancode scancode) {
    SDL_Event event = keyDown(sym, scancode);
    event.type = SDL_KEYUP;
    event.key.state = SDL_RELEASED;
    return event;
}

SDL_Event textInput(const char* utf8) {
    SDL_Event event{};
    event.type = SDL_TEXTINPUT;
    std::strncpy(event.text.text, utf8, sizeof(event.text.text) - 1);
    return event;
}

// Everything a sequence of events gives, as the frontend would see it.
std::vector<Key> keysOf(std::initializer_list<SDL_Event> events) {
    KeyTranslator translator;
    std::vector<Key> keys;
    for (const SDL_Event& event : events) {
        for (const Key& key : translator.translate(event)) {
            keys.push_back(key);
        }
    }
    return keys;
}

Key withCtrl(Key key) {
    key.ctrl = true;
    return key;
}

TEST(SdlKeys, PrintableKeysComeFromTheirTextOnce) {
    EXPECT_EQ(
        keysOf({keyDown(SDLK_j, SDL_SCANCODE_J), textInput("j"), keyUp(SDLK_j, SDL_SCANCODE_J)}),
        std::vector<Key>{Key::of(U'j')});
    // Shift and '.' make '>' on this layout: the text decides.
    EXPECT_EQ(keysOf({keyDown(SDLK_LSHIFT, SDL_SCANCODE_LSHIFT, KMOD_LSHIFT),
                      keyDown(SDLK_PERIOD, SDL_SCANCODE_PERIOD, KMOD_LSHIFT), textInput(">")}),
              std::vector<Key>{Key::of(U'>')});
    EXPECT_EQ(keysOf({keyDown(SDLK_r, SDL_SCANCODE_R, KMOD_LSHIFT), textInput("R")}),
              std::vector<Key>{Key::of(U'R')});
    EXPECT_EQ(keysOf({keyDown(SDLK_SLASH, SDL_SCANCODE_SLASH, KMOD_RSHIFT), textInput("?")}),
              std::vector<Key>{Key::of(U'?')});
    EXPECT_EQ(keysOf({textInput("é")}), std::vector<Key>{Key::of(U'é')});
}

TEST(SdlKeys, NamedKeysComeFromTheKeyDownAndTheirTextIsDropped) {
    EXPECT_EQ(keysOf({keyDown(SDLK_UP, SDL_SCANCODE_UP)}),
              std::vector<Key>{Key::named(KeyCode::Up)});
    EXPECT_EQ(keysOf({keyDown(SDLK_SPACE, SDL_SCANCODE_SPACE), textInput(" ")}),
              std::vector<Key>{Key::named(KeyCode::Space)});
    EXPECT_EQ(keysOf({keyDown(SDLK_ESCAPE, SDL_SCANCODE_ESCAPE)}),
              std::vector<Key>{Key::named(KeyCode::Escape)});
    EXPECT_EQ(keysOf({keyDown(SDLK_F5, SDL_SCANCODE_F5)}),
              std::vector<Key>{Key::named(KeyCode::F5)});
    EXPECT_EQ(keysOf({keyDown(SDLK_PAGEDOWN, SDL_SCANCODE_PAGEDOWN)}),
              std::vector<Key>{Key::named(KeyCode::PageDown)});
    EXPECT_EQ(keysOf({keyDown(SDLK_BACKSPACE, SDL_SCANCODE_BACKSPACE)}),
              std::vector<Key>{Key::named(KeyCode::Backspace)});
    EXPECT_EQ(keysOf({keyDown(SDLK_RETURN, SDL_SCANCODE_RETURN)}),
              std::vector<Key>{Key::named(KeyCode::Enter)});
    EXPECT_EQ(keysOf({keyDown(SDLK_KP_ENTER, SDL_SCANCODE_KP_ENTER)}),
              std::vector<Key>{Key::named(KeyCode::Enter)});
}

TEST(SdlKeys, NumpadDigitsAreNumpadKeysWhateverNumLockSays) {
    // NumLock on: the digit also arrives as text, which must not count.
    EXPECT_EQ(keysOf({keyDown(SDLK_KP_1, SDL_SCANCODE_KP_1, KMOD_NUM), textInput("1")}),
              std::vector<Key>{Key::named(KeyCode::Numpad1)});
    // NumLock off: the key reports itself as End, but it is still numpad 1.
    EXPECT_EQ(keysOf({keyDown(SDLK_END, SDL_SCANCODE_KP_1)}),
              std::vector<Key>{Key::named(KeyCode::Numpad1)});
    EXPECT_EQ(keysOf({keyDown(SDLK_KP_5, SDL_SCANCODE_KP_5, KMOD_NUM), textInput("5"),
                      keyDown(SDLK_KP_9, SDL_SCANCODE_KP_9, KMOD_NUM), textInput("9")}),
              (std::vector<Key>{Key::named(KeyCode::Numpad5), Key::named(KeyCode::Numpad9)}));
    EXPECT_EQ(keysOf({keyDown(SDLK_KP_PERIOD, SDL_SCANCODE_KP_PERIOD, KMOD_NUM), textInput(".")}),
              std::vector<Key>{Key::of(U'.')});
}

TEST(SdlKeys, CtrlWithALetterIsThatLetterWithCtrl) {
    EXPECT_EQ(keysOf({keyDown(SDLK_p, SDL_SCANCODE_P, KMOD_LCTRL)}),
              std::vector<Key>{withCtrl(Key::of(U'p'))});
    // Some systems still send the letter as text: one press, one key.
    EXPECT_EQ(keysOf({keyDown(SDLK_p, SDL_SCANCODE_P, KMOD_RCTRL), textInput("p")}),
              std::vector<Key>{withCtrl(Key::of(U'p'))});
    EXPECT_EQ(keysOf({keyDown(SDLK_UP, SDL_SCANCODE_UP, KMOD_LCTRL)}),
              std::vector<Key>{withCtrl(Key::named(KeyCode::Up))});
}

TEST(SdlKeys, AltGrTypesItsCharacterAsText) {
    // A German '@' is AltGr+Q; Windows reports AltGr as left Ctrl + right Alt.
    EXPECT_EQ(keysOf({keyDown(SDLK_q, SDL_SCANCODE_Q, KMOD_RALT | KMOD_LCTRL), textInput("@")}),
              std::vector<Key>{Key::of(U'@')});
}

TEST(SdlKeys, ModifiersAloneAndControlTextGiveNothing) {
    EXPECT_TRUE(keysOf({keyDown(SDLK_LSHIFT, SDL_SCANCODE_LSHIFT, KMOD_LSHIFT)}).empty());
    EXPECT_TRUE(keysOf({keyDown(SDLK_a, SDL_SCANCODE_A)}).empty());
    EXPECT_TRUE(keysOf({textInput("\t")}).empty());
}

TEST(SdlKeys, AltEnterIsTheFullscreenSwitch) {
    EXPECT_TRUE(isFullscreenToggle(keyDown(SDLK_RETURN, SDL_SCANCODE_RETURN, KMOD_LALT)));
    EXPECT_TRUE(isFullscreenToggle(keyDown(SDLK_KP_ENTER, SDL_SCANCODE_KP_ENTER, KMOD_RALT)));
    EXPECT_FALSE(isFullscreenToggle(keyDown(SDLK_RETURN, SDL_SCANCODE_RETURN)));
    EXPECT_FALSE(isFullscreenToggle(keyUp(SDLK_RETURN, SDL_SCANCODE_RETURN)));
}

}  // namespace
}  // namespace delve
