// A 256-colour terminal showed a remembered floor as colour 237 on black,
// too dark to make out: it must read as well as a letter does and still
// differ from the floor the hero sees at the edge of her sight.
#include <gtest/gtest.h>

#include "core/contrast.h"
#include "frontend/term/colour_palette.h"
#include "support/colour_views.h"
#include "support/test_rules.h"
#include "ui/views/light_map.h"
#include "ui/views/terrain_colours.h"

namespace delve {
namespace {

// The colour a 256-colour terminal shows for `colour` on black.
Colour inXterm256OnBlack(Colour colour) {
    const TerminalColours chosen =
        terminalColours(TerminalPalette::Xterm256, colour, colours::black);
    return looksLike(TerminalPalette::Xterm256, chosen.foreground);
}

TEST(TermRememberedFloor, EveryShadeOfRememberedFloorReadsOnBlackAndDiffersFromTheFloorSeen) {
    const LightMap::Glow dark = shadeOf(testing::shippedRules()->lights);
    const Colour black = looksLike(TerminalPalette::Xterm256, nearestXterm256(colours::black));
    for (int x = 0; x < 64; ++x) {
        const Colour floor = seenTerrainColour(Terrain::Floor, {x, 5});
        const Colour remembered = inXterm256OnBlack(rememberedColour(floor));
        const Colour seen = inXterm256OnBlack(litBy(dark, floor));
        EXPECT_GE(contrastRatio(remembered, black), testing::kLeastContrast) << x;
        EXPECT_NE(remembered, seen) << x;
        EXPECT_GE(colourDistance(remembered, seen), testing::kLeastRememberedDistance) << x;
    }
}

}  // namespace
}  // namespace delve
