#include <gtest/gtest.h>

#include "frontend/term/curses_wide.h"
#include "frontend/term/key_translation.h"

namespace delve {
namespace {

CursesRead character(wint_t code) {
    return {OK, code};
}
CursesRead function(int code) {
    return {KEY_CODE_YES, static_cast<wint_t>(code)};
}

std::optional<Key> keyFor(CursesRead read) {
    return translateKey(read).key;
}

Key withCtrl(char32_t c) {
    Key key = Key::of(c);
    key.ctrl = true;
    return key;
}

Key withAlt(Key key) {
    key.alt = true;
    return key;
}

TEST(TermKeyTranslation, CursorAndPageKeysHaveTheirNames) {
    EXPECT_EQ(keyFor(function(KEY_UP)), Key::named(KeyCode::Up));
    EXPECT_EQ(keyFor(function(KEY_DOWN)), Key::named(KeyCode::Down));
    EXPECT_EQ(keyFor(function(KEY_LEFT)), Key::named(KeyCode::Left));
    EXPECT_EQ(keyFor(function(KEY_RIGHT)), Key::named(KeyCode::Right));
    EXPECT_EQ(keyFor(function(KEY_HOME)), Key::named(KeyCode::Home));
    EXPECT_EQ(keyFor(function(KEY_END)), Key::named(KeyCode::End));
    EXPECT_EQ(keyFor(function(KEY_PPAGE)), Key::named(KeyCode::PageUp));
    EXPECT_EQ(keyFor(function(KEY_NPAGE)), Key::named(KeyCode::PageDown));
    EXPECT_EQ(keyFor(function(KEY_DC)), Key::named(KeyCode::Delete));
}

TEST(TermKeyTranslation, EnterComesThreeWays) {
    EXPECT_EQ(keyFor(character('\n')), Key::named(KeyCode::Enter));
    EXPECT_EQ(keyFor(character('\r')), Key::named(KeyCode::Enter));
    EXPECT_EQ(keyFor(function(KEY_ENTER)), Key::named(KeyCode::Enter));
}

TEST(TermKeyTranslation, BackspaceComesThreeWays) {
    EXPECT_EQ(keyFor(function(KEY_BACKSPACE)), Key::named(KeyCode::Backspace));
    EXPECT_EQ(keyFor(character(127)), Key::named(KeyCode::Backspace));
    EXPECT_EQ(keyFor(character(8)), Key::named(KeyCode::Backspace));
}

TEST(TermKeyTranslation, SpaceAndTabAreNamedKeys) {
    EXPECT_EQ(keyFor(character(' ')), Key::named(KeyCode::Space));
    EXPECT_EQ(keyFor(character('\t')), Key::named(KeyCode::Tab));
    EXPECT_EQ(keyFor(function(KEY_BTAB)), Key::named(KeyCode::Tab));
}

TEST(TermKeyTranslation, FunctionKeysOneToTwelve) {
    EXPECT_EQ(keyFor(function(KEY_F(1))), Key::named(KeyCode::F1));
    EXPECT_EQ(keyFor(function(KEY_F(5))), Key::named(KeyCode::F5));
    EXPECT_EQ(keyFor(function(KEY_F(9))), Key::named(KeyCode::F9));
    EXPECT_EQ(keyFor(function(KEY_F(12))), Key::named(KeyCode::F12));
    EXPECT_EQ(keyFor(function(KEY_F(13))), std::nullopt);
}

TEST(TermKeyTranslation, KeypadCornersAndCentreAreNumpadKeys) {
    EXPECT_EQ(keyFor(function(KEY_A1)), Key::named(KeyCode::Numpad7));
    EXPECT_EQ(keyFor(function(KEY_A3)), Key::named(KeyCode::Numpad9));
    EXPECT_EQ(keyFor(function(KEY_B2)), Key::named(KeyCode::Numpad5));
    EXPECT_EQ(keyFor(function(KEY_C1)), Key::named(KeyCode::Numpad1));
    EXPECT_EQ(keyFor(function(KEY_C3)), Key::named(KeyCode::Numpad3));
}

TEST(TermKeyTranslation, KeypadKeysBoundByTheFrontendKeepTheirDigit) {
    EXPECT_EQ(keyFor(function(static_cast<int>(kKeypadBase) + '8')), Key::named(KeyCode::Numpad8));
    EXPECT_EQ(keyFor(function(static_cast<int>(kKeypadBase) + '4')), Key::named(KeyCode::Numpad4));
    EXPECT_EQ(keyFor(function(static_cast<int>(kKeypadBase) + '1')), Key::named(KeyCode::Numpad1));
    EXPECT_EQ(keyFor(function(static_cast<int>(kKeypadBase) + '0')), Key::of(U'0'));
    EXPECT_EQ(keyFor(function(static_cast<int>(kKeypadBase) + '.')), Key::of(U'.'));
    EXPECT_EQ(keyFor(function(static_cast<int>(kKeypadBase) + 'z')), std::nullopt);
}

TEST(TermKeyTranslation, ControlLettersCarryCtrl) {
    EXPECT_EQ(keyFor(character(1)), withCtrl(U'a'));
    EXPECT_EQ(keyFor(character(16)), withCtrl(U'p'));
    EXPECT_EQ(keyFor(character(26)), withCtrl(U'z'));
    EXPECT_EQ(keyToken(*keyFor(character(16))), "<C-p>");
    // Ctrl+I, Ctrl+M and Ctrl+H are the same bytes as Tab, Enter and Backspace.
    EXPECT_FALSE(keyFor(character(9))->ctrl);
    EXPECT_FALSE(keyFor(character(13))->ctrl);
    EXPECT_FALSE(keyFor(character(8))->ctrl);
}

TEST(TermKeyTranslation, PrintableCodePointsAreCharacters) {
    EXPECT_EQ(keyFor(character('j')), Key::of(U'j'));
    EXPECT_EQ(keyFor(character('>')), Key::of(U'>'));
    EXPECT_EQ(keyFor(character(0xE9)), Key::of(U'é'));
    EXPECT_EQ(keyFor(character(0x2663)), Key::of(U'♣'));
}

TEST(TermKeyTranslation, UnknownInputIsNoKey) {
    EXPECT_EQ(keyFor(character(28)), std::nullopt);    // Ctrl+backslash
    EXPECT_EQ(keyFor(character(0x85)), std::nullopt);  // a C1 control
    EXPECT_EQ(keyFor(character(0xD800)), std::nullopt);
    EXPECT_EQ(keyFor(function(KEY_MOUSE)), std::nullopt);
    EXPECT_EQ(keyFor(function(KEY_MAX + 7)), std::nullopt);  // a modified key curses named itself
    EXPECT_EQ(keyFor({ERR, 0}), std::nullopt);
}

TEST(TermKeyTranslation, ALoneEscapeIsEscape) {
    const KeyTranslation alone = translateKey(character(27));
    EXPECT_EQ(alone.key, Key::named(KeyCode::Escape));
    EXPECT_FALSE(alone.usedNext);
}

TEST(TermKeyTranslation, EscapeThenAKeyIsThatKeyWithAlt) {
    const KeyTranslation altX = translateKey(character(27), character('x'));
    EXPECT_EQ(altX.key, withAlt(Key::of(U'x')));
    EXPECT_TRUE(altX.usedNext);
    EXPECT_EQ(keyToken(*altX.key), "<A-x>");

    const KeyTranslation altUp = translateKey(character(27), function(KEY_UP));
    EXPECT_EQ(altUp.key, withAlt(Key::named(KeyCode::Up)));
    EXPECT_TRUE(altUp.usedNext);

    const KeyTranslation altEnter = translateKey(character(27), character('\r'));
    EXPECT_EQ(altEnter.key, withAlt(Key::named(KeyCode::Enter)));
}

TEST(TermKeyTranslation, TwoEscapesAreTwoEscapeKeys) {
    const KeyTranslation first = translateKey(character(27), character(27));
    EXPECT_EQ(first.key, Key::named(KeyCode::Escape));
    EXPECT_FALSE(first.usedNext);
}

TEST(TermKeyTranslation, EscapeBeforeSomethingThatIsNoKeyStaysEscape) {
    const KeyTranslation escape = translateKey(character(27), function(KEY_MOUSE));
    EXPECT_EQ(escape.key, Key::named(KeyCode::Escape));
    EXPECT_FALSE(escape.usedNext);
}

TEST(TermKeyTranslation, ANextReadIsIgnoredAfterAnythingButEscape) {
    const KeyTranslation plain = translateKey(character('a'), character('b'));
    EXPECT_EQ(plain.key, Key::of(U'a'));
    EXPECT_FALSE(plain.usedNext);
}

TEST(TermKeyTranslation, OnlyTheFirstButtonClicks) {
    EXPECT_EQ(clickedCell(BUTTON1_PRESSED, 10, 5), (Point{10, 5}));
    EXPECT_EQ(clickedCell(BUTTON1_CLICKED, 0, 0), (Point{0, 0}));
    EXPECT_EQ(clickedCell(BUTTON1_RELEASED, 10, 5), std::nullopt);
    EXPECT_EQ(clickedCell(BUTTON3_PRESSED, 10, 5), std::nullopt);
    EXPECT_EQ(clickedCell(BUTTON1_PRESSED, -1, 5), std::nullopt);
}

TEST(TermKeyTranslation, MotionIsAHoverAndNeverAClick) {
    EXPECT_EQ(hoveredCell(REPORT_MOUSE_POSITION, 12, 7), (Point{12, 7}));
    EXPECT_EQ(hoveredCell(REPORT_MOUSE_POSITION | BUTTON1_PRESSED, 3, 4), (Point{3, 4}));
    EXPECT_EQ(clickedCell(REPORT_MOUSE_POSITION | BUTTON1_PRESSED, 3, 4), std::nullopt);
    EXPECT_EQ(hoveredCell(BUTTON1_PRESSED, 3, 4), std::nullopt);
    EXPECT_EQ(hoveredCell(REPORT_MOUSE_POSITION, -1, 4), std::nullopt);
}

}  // namespace
}  // namespace delve
