#include <gtest/gtest.h>

#include <stdexcept>

#include "ui/input/key.h"

namespace delve {
namespace {

TEST(KeyScript, ReadsCharactersNamesAndClicks) {
    const auto steps = parseKeyScript("jR > <Up><Enter> <C-p><F12><click:3,14><lt><KP5>");
    ASSERT_EQ(steps.size(), 10u);
    EXPECT_EQ(steps[0].key, Key::of(U'j'));
    EXPECT_EQ(steps[1].key, Key::of(U'R'));
    EXPECT_EQ(steps[2].key, Key::of(U'>'));
    EXPECT_EQ(steps[3].key, Key::named(KeyCode::Up));
    EXPECT_EQ(steps[4].key, Key::named(KeyCode::Enter));
    Key ctrlP = Key::of(U'p');
    ctrlP.ctrl = true;
    EXPECT_EQ(steps[5].key, ctrlP);
    EXPECT_EQ(steps[6].key, Key::named(KeyCode::F12));
    EXPECT_FALSE(steps[7].key);
    EXPECT_EQ(steps[7].clickOnMap, (Point{3, 14}));
    EXPECT_EQ(steps[8].key, Key::of(U'<'));
    EXPECT_EQ(steps[9].key, Key::named(KeyCode::Numpad5));
}

TEST(KeyScript, ReadsHovers) {
    const auto steps = parseKeyScript("j<hover:5,7> <click:1,2><hover:-1,-1>");
    ASSERT_EQ(steps.size(), 4u);
    EXPECT_FALSE(steps[1].key);
    EXPECT_FALSE(steps[1].clickOnMap);
    EXPECT_EQ(steps[1].hoverOnMap, (Point{5, 7}));
    EXPECT_EQ(steps[2].clickOnMap, (Point{1, 2}));
    EXPECT_FALSE(steps[2].hoverOnMap);
    EXPECT_EQ(steps[3].hoverOnMap, (Point{-1, -1}));
}

TEST(KeyScript, BadHoversAndClicksSayWhatIsWrong) {
    auto messageOf = [](const char* script) {
        try {
            parseKeyScript(script);
        } catch (const std::invalid_argument& error) {
            return std::string(error.what());
        }
        return std::string("no error");
    };
    EXPECT_EQ(messageOf("<click:1>"), "bad key `<click:1>` at offset 0: a click is <click:X,Y>");
    // A key string may hold any byte; the message shows none raw.
    EXPECT_EQ(messageOf("<Ente\x1b>"), "bad key `<Ente\\x1b>` at offset 0: unknown key name");
    EXPECT_EQ(messageOf("k<click:a,2>"),
              "bad key `<click:a,2>` at offset 1: a click is <click:X,Y> with whole numbers");
    EXPECT_EQ(messageOf("<hover:1>"), "bad key `<hover:1>` at offset 0: a hover is <hover:X,Y>");
    EXPECT_EQ(messageOf("jj<hover:3,y>"),
              "bad key `<hover:3,y>` at offset 2: a hover is <hover:X,Y> with whole numbers");
}

TEST(KeyScript, BadTokensSayWhatAndWhere) {
    try {
        parseKeyScript("jj<Nope>");
        FAIL() << "expected an error";
    } catch (const std::invalid_argument& error) {
        EXPECT_STREQ(error.what(), "bad key `<Nope>` at offset 2: unknown key name");
    }
    EXPECT_THROW(parseKeyScript("<Up"), std::invalid_argument);
    EXPECT_THROW(parseKeyScript("<click:1>"), std::invalid_argument);
    EXPECT_THROW(parseKeyScript("<click:a,2>"), std::invalid_argument);
}

TEST(KeyScript, TokensReadBackAsTheSameKeys) {
    for (const char* text :
         {"j", "<Up>", "<C-p>", "<F5>", "<Space>", "<lt>", "<Esc>", "<KP7>", "<A-x>"}) {
        const auto steps = parseKeyScript(text);
        ASSERT_EQ(steps.size(), 1u) << text;
        EXPECT_EQ(keyToken(*steps[0].key), text);
    }
}

}  // namespace
}  // namespace delve
