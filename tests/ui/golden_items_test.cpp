// Golden frames of the pack and of aiming a fireball beside a wall, in
// each language. Text frames have no colour, so the aiming frame marks the
// cells the glow lights with '*'.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "content/level_loader.h"
#include "content/rules_loader.h"
#include "frontend/headless/headless_run.h"
#include "support/build_folders.h"
#include "support/golden.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

GameOptions armoury() {
    return GameOptions{4, "fighter",
                       readLevelFile(testing::kGoldenFolder / "items_level.txt", nullptr),
                       testing::gameRules()};
}

// Everything on the way east picked up, then the pack opened.
constexpr const char* kIntoThePack = "glglglglgi";

// The last frame after `keys`, each highlighted cell drawn as '*'.
std::string frameWithGlow(const GameOptions& options, const std::string& keys) {
    App app(options, StartChoices{}, DrawStyle{true});
    std::ostringstream ignored;
    runHeadless(app, HeadlessOptions{keys, false, false, 80, 24}, ignored);
    CellBuffer frame(80, 24);
    app.draw(frame);
    for (const Highlight& glow : frame.highlights()) {
        frame.put(glow.cell, U'*', colours::white);
    }
    std::ostringstream out;
    printFrame(frame, out);
    return out.str();
}

TEST(GoldenItems, ThePackInEveryLanguage) {
    for (Language language : kAllLanguages) {
        const ScopedCatalog catalog(Catalog(language, testing::kLocaleFolder));
        testing::expectGolden("pack_" + std::string(languageCode(language)),
                              testing::headlessFrame(armoury(), kIntoThePack));
    }
}

// The unknown scroll read from the pack turns out to be a fireball and asks
// where; the cursor, on the rat at first, steps west to beside the inner wall:
// the glow stops at it.
TEST(GoldenItems, AimingAFireballBesideAWallInEveryLanguage) {
    for (Language language : kAllLanguages) {
        const ScopedCatalog catalog(Catalog(language, testing::kLocaleFolder));
        // The scroll is c, after the fighter's own potion and darts.
        const std::string frame = frameWithGlow(armoury(), std::string(kIntoThePack) + "chhh");
        EXPECT_NE(frame.find('*'), std::string::npos) << frame;
        testing::expectGolden("aim_fireball_" + std::string(languageCode(language)), frame);
    }
}

}  // namespace
}  // namespace delve
