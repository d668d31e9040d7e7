#include <gtest/gtest.h>

#include <string>

#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

// Whatever level the reader accepts, its run can be saved and loaded again:
// fuzz_level checks this for every level it makes, these for the edges.
namespace delve {
namespace {

void expectSavesAndLoads(const std::string& name, const std::string& text) {
    SCOPED_TRACE(name);
    const testing::TempLevel level(name, text);
    Game game(GameOptions{4, "rogue", level.level(), testing::rules()});
    const Game loaded = loadGame(saveGame(game), "level.sav", testing::rules());
    EXPECT_EQ(stateHash(loaded), stateHash(game));
    EXPECT_EQ(loaded.stage().name(), game.stage().name());
}

TEST(LevelSave, ARunOnAnyAcceptedLevelSavesAndLoads) {
    expectSavesAndLoads("utf8_name",
                        "level|cafe|The Caf\xc3\xa9 \xe2\x80\x94 Upstairs\n#@r#\n"
                        "legend|r|monster|rat\nend\n");
    expectSavesAndLoads("one_cell", "@\n");
    std::string widest = "@" + std::string(999, '.') + "\n";
    expectSavesAndLoads("widest", widest + std::string(1000, '>') + "\n");
    std::string tallest;
    for (int y = 0; y < 1000; ++y) {
        tallest += y == 500 ? "#@\n" : "#.\n";
    }
    expectSavesAndLoads("tallest", tallest);
}

}  // namespace
}  // namespace delve
