// Save format 4: the log and the cause of death keep what was said as ids
// and what they name; the lines of older saves load as the English text
// they hold, and are shown as they were.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "content/rules_loader.h"
#include "core/atomic_file.h"
#include "keep/save_codec.h"
#include "save_edits.h"
#include "support/build_folders.h"
#include "support/said_text.h"

namespace delve {
namespace {

using namespace testing::save_edits;

// tests/golden/format3.sav was written by the Delve before what was said was
// kept as ids: a fighter on a small level who set a copy aside (F5), went
// back to it (F9) and then killed a rat, with the real data.
TEST(SavedSaid, AFormat3SaveStillLoadsItsLogAsText) {
    const RulesPtr rules = loadRules(std::string(testing::kSourceFolder) + "/data");
    const std::filesystem::path file =
        std::string(testing::kSourceFolder) + "/tests/golden/format3.sav";
    const std::string old = readWholeFile(file);
    ASSERT_EQ(old.rfind("delve-save 3\n", 0), 0u);
    const Game game = loadGameFromFile(file, rules);
    EXPECT_EQ(game.turn(), 8);
    EXPECT_EQ(game.hero().hp, 26);
    EXPECT_EQ(game.goingsBack(), (std::vector<GoingBack>{{2, 1}}));
    EXPECT_EQ(game.kills(), (std::map<std::string, int>{{"rat", 1}}));
    ASSERT_EQ(game.log().messages().size(), 11u);
    for (const Message& message : game.log().messages()) {
        EXPECT_EQ(message.said.id, MessageId::Text);
    }
    EXPECT_EQ(testing::textOf(game, game.log().messages()[2]),
              "You go back to the copy set aside on turn 1.");
    EXPECT_EQ(testing::lastText(game), "You kill the rat!");
    // Saved again: the same save in today's format, each line of the log
    // kept as its text.
    EXPECT_EQ(saveGame(game), inTodaysFormat(old, *rules));

    // A format-3 line holds words, so what looks like an id is words too.
    std::string withAnId = old;
    withAnId.replace(withAnId.find("You kill the rat!"), 17, "hero_kills monster=rat");
    EXPECT_EQ(testing::lastText(loadGame(withAnId, "old.sav", rules)), "hero_kills monster=rat");
    // A line of the log without words is refused where its words should be.
    std::string wordless = old;
    wordless.replace(wordless.find("You kill the rat!"), 17, "");
    try {
        loadGame(wordless, "old.sav", rules);
        ADD_FAILURE() << "a format-3 message without words loaded";
    } catch (const SaveError& error) {
        EXPECT_NE(std::string(error.what()).find("the message has no text"), std::string::npos)
            << error.what();
        EXPECT_EQ(error.column(), static_cast<int>(std::string("message 1 5 ").size()) + 1);
    }
}

}  // namespace
}  // namespace delve
