#include <gtest/gtest.h>

#include "core/contrast.h"

namespace delve {
namespace {

TEST(Contrast, WhiteOnBlackIsTwentyOneToOneAndAColourOnItselfOne) {
    EXPECT_NEAR(contrastRatio(colours::white, colours::black), 21.0, 1e-3);
    EXPECT_NEAR(contrastRatio(colours::black, colours::white), 21.0, 1e-3);
    EXPECT_DOUBLE_EQ(contrastRatio(Colour{120, 75, 45}, Colour{120, 75, 45}), 1.0);
}

TEST(Contrast, MatchesWcagsOwnExamples) {
    // WCAG's grey #777777 on white is just under 4.5:1; #595959 just over 7:1.
    EXPECT_NEAR(contrastRatio(Colour{0x77, 0x77, 0x77}, colours::white), 4.48, 0.01);
    EXPECT_NEAR(contrastRatio(Colour{0x59, 0x59, 0x59}, colours::white), 7.0, 0.01);
    // Green counts for most of the light the eye sees, blue for least.
    EXPECT_GT(relativeLuminance(Colour{0, 255, 0}), relativeLuminance(Colour{255, 0, 0}));
    EXPECT_GT(relativeLuminance(Colour{255, 0, 0}), relativeLuminance(Colour{0, 0, 255}));
}

}  // namespace
}  // namespace delve
