// The window shows every language in its own script: the default font has
// each letter of the languages' names and of their alphabets, so none is
// drawn as the box of a glyph the font lacks.
#include <SDL2/SDL_ttf.h>
#include <gtest/gtest.h>

#include <string>

#include "core/language.h"
#include "core/utf8.h"
#include "frontend/sdl/cell_font.h"

namespace delve {
namespace {

// The letters each language needs beyond ASCII.
std::u32string lettersOf(Language language) {
    switch (language) {
        case Language::Bulgarian: {
            std::u32string cyrillic;
            for (char32_t c = U'\u0410'; c <= U'\u044F'; ++c) {
                cyrillic += c;
            }
            return cyrillic + U"\u045D\u040D";  // ѝ and Ѝ
        }
        case Language::German:
            return U"ÄÖÜäöüß„“";
        case Language::Spanish:
            return U"ÁÉÍÓÚÜÑáéíóúüñ¿¡«»";
        case Language::English:
            return U"";
    }
    return U"";
}

class SdlLanguageLetters : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_EQ(TTF_Init(), 0);
        std::string whyNot;
        font_ = openCellFont("", 16, 25, whyNot);
        ASSERT_NE(font_, nullptr) << whyNot;
    }
    void TearDown() override {
        font_.reset();
        TTF_Quit();
    }

    bool has(char32_t c) const { return TTF_GlyphIsProvided32(font_.get(), c) != 0; }

    FontHandle font_;
};

TEST_F(SdlLanguageLetters, TheFontHasEveryLetterOfEveryLanguagesOwnName) {
    for (Language language : kAllLanguages) {
        for (char32_t c : decodeUtf8(languageName(language))) {
            EXPECT_TRUE(has(c)) << languageName(language) << ": U+" << std::hex
                                << static_cast<unsigned>(c);
        }
    }
}

TEST_F(SdlLanguageLetters, TheFontHasTheLettersOfEachLanguage) {
    for (Language language : kAllLanguages) {
        for (char32_t c : lettersOf(language)) {
            EXPECT_TRUE(has(c)) << languageCode(language) << ": U+" << std::hex
                                << static_cast<unsigned>(c);
        }
    }
    // And the test can tell: a dragon is not in it.
    EXPECT_FALSE(has(U'\U0001F409'));
}

}  // namespace
}  // namespace delve
