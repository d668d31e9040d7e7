// The colour themes: the default changes nothing, high contrast lightens
// letters and darkens backgrounds, the red-green safe theme tells red from
// green by blue, yellow and lightness, and no theme changes how a run plays.
#include <gtest/gtest.h>

#include "core/oklab.h"
#include "keep/state_hash.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/views/theme.h"

namespace delve {
namespace {

constexpr Colour kRed{200, 40, 40};
constexpr Colour kGreen{60, 160, 60};

TEST(Theme, TheDefaultChangesNoColour) {
    for (Colour colour : {kRed, kGreen, colours::darkGrey, colours::white}) {
        EXPECT_EQ(themed(Theme::Standard, colour, false), colour);
        EXPECT_EQ(themed(Theme::Standard, colour, true), colour);
    }
}

TEST(Theme, HighContrastLightensLettersAndDarkensBackgrounds) {
    const Colour dim{60, 60, 80};
    EXPECT_GT(toOklab(themed(Theme::HighContrast, dim, false)).lightness,
              toOklab(dim).lightness + 0.2);
    EXPECT_LT(toOklab(themed(Theme::HighContrast, dim, true)).lightness, toOklab(dim).lightness);
    EXPECT_EQ(themed(Theme::HighContrast, colours::black, false), colours::black);
}

TEST(Theme, RedGreenSafeSetsRedAndGreenApartOnBlueYellowAndLightness) {
    // What a red-green blind eye still sees of a colour: OKLab without its
    // red-green axis.
    const auto seenWithoutRedGreen = [](Colour colour) {
        Oklab lab = toOklab(colour);
        lab.a = 0;
        return lab;
    };
    const double before = oklabDifference(seenWithoutRedGreen(kRed), seenWithoutRedGreen(kGreen));
    const double after =
        oklabDifference(seenWithoutRedGreen(themed(Theme::RedGreenSafe, kRed, false)),
                        seenWithoutRedGreen(themed(Theme::RedGreenSafe, kGreen, false)));
    EXPECT_GT(after, before * 2);
    EXPECT_GT(after, 0.01);  // a tenth apart in OKLab: plainly different
}

TEST(Theme, EachThemeIsReadBackFromItsWord) {
    for (Theme theme : kThemes) {
        EXPECT_EQ(themeOfWord(themeWord(theme)), theme);
    }
    EXPECT_EQ(themeOfWord("sepia"), std::nullopt);
}

TEST(Theme, AThemeColoursTheWholeFrameButNeverThePlay) {
    App standard(GameOptions{42, "fighter", nullptr, testing::shippedRules()}, StartChoices{},
                 DrawStyle{});
    App contrast(GameOptions{42, "fighter", nullptr, testing::shippedRules()}, StartChoices{},
                 DrawStyle{});
    Settings settings;
    settings.theme = Theme::HighContrast;
    contrast.settings().change(settings);
    for (App* app : {&standard, &contrast}) {
        for (char32_t key : {U'l', U'l', U'j', U's'}) {
            app->handle(InputEvent::keyPress(Key::of(key)));
        }
    }
    CellBuffer plainFrame(100, 40);
    CellBuffer contrastFrame(100, 40);
    standard.draw(plainFrame);
    contrast.draw(contrastFrame);
    EXPECT_EQ(plainFrame.textRows(), contrastFrame.textRows());
    EXPECT_NE(plainFrame, contrastFrame);
    EXPECT_EQ(stateHash(standard.game()), stateHash(contrast.game()));
}

}  // namespace
}  // namespace delve
