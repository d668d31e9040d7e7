#include <gtest/gtest.h>

#include <string_view>
#include <vector>

#include "ui/keymap.h"

namespace delve {
namespace {

TEST(Keymap, ArrowsNumpadAndViKeysAgreeOnEveryDirection) {
    struct Case {
        Key arrowOrNav;
        Key numpad;
        char32_t vi;
        Direction direction;
    };
    const Case cases[] = {
        {Key::named(KeyCode::Up), Key::named(KeyCode::Numpad8), U'k', Direction::North},
        {Key::named(KeyCode::PageUp), Key::named(KeyCode::Numpad9), U'u', Direction::NorthEast},
        {Key::named(KeyCode::Right), Key::named(KeyCode::Numpad6), U'l', Direction::East},
        {Key::named(KeyCode::PageDown), Key::named(KeyCode::Numpad3), U'n', Direction::SouthEast},
        {Key::named(KeyCode::Down), Key::named(KeyCode::Numpad2), U'j', Direction::South},
        {Key::named(KeyCode::End), Key::named(KeyCode::Numpad1), U'b', Direction::SouthWest},
        {Key::named(KeyCode::Left), Key::named(KeyCode::Numpad4), U'h', Direction::West},
        {Key::named(KeyCode::Home), Key::named(KeyCode::Numpad7), U'y', Direction::NorthWest},
    };
    for (const Case& c : cases) {
        for (const Key& key : {c.arrowOrNav, c.numpad, Key::of(c.vi)}) {
            const auto command = intentFor(key);
            ASSERT_TRUE(command) << keyToken(key);
            EXPECT_EQ(directionOf(*command), c.direction) << keyToken(key);
        }
    }
}

TEST(Keymap, WaitDescendHelpAndMenu) {
    EXPECT_EQ(intentFor(Key::of(U'.')), Intent::Wait);
    EXPECT_EQ(intentFor(Key::named(KeyCode::Numpad5)), Intent::Wait);
    EXPECT_EQ(intentFor(Key::of(U'>')), Intent::Descend);
    EXPECT_EQ(intentFor(Key::of(U'?')), Intent::Help);
    EXPECT_EQ(intentFor(Key::named(KeyCode::Escape)), Intent::Menu);
    EXPECT_FALSE(intentFor(Key::of(U'W')));
    EXPECT_FALSE(directionOf(Intent::Wait));
}

// Help is on ? alone; the F-keys show the views that teach (ui/views/).
TEST(Keymap, TheViewsThatTeach) {
    EXPECT_EQ(intentFor(Key::named(KeyCode::F1)), Intent::WholeFloor);
    EXPECT_EQ(intentFor(Key::named(KeyCode::F3)), Intent::DistanceMaps);
    EXPECT_EQ(intentFor(Key::named(KeyCode::F4)), Intent::SwitchSight);
    EXPECT_EQ(intentFor(Key::named(KeyCode::F6)), Intent::SearchedCells);
    EXPECT_FALSE(intentFor(Key::named(KeyCode::F2)));
    bool helpOnQuestionMark = false;
    std::vector<std::string_view> viewKeys;
    for (const KeyHelp& row : keyHelp()) {
        helpOnQuestionMark = helpOnQuestionMark || row.keys == "?";
        // F1 is no other row's key (F12 is another key).
        const std::size_t f1 = row.keys.find("F1");
        const bool namesF1 =
            f1 != std::string_view::npos &&
            (f1 + 2 == row.keys.size() || row.keys[f1 + 2] < '0' || row.keys[f1 + 2] > '9');
        EXPECT_EQ(namesF1 && row.keys != "F1", false) << row.keys;
        if (row.keys == "F1" || row.keys == "F3" || row.keys == "F4" || row.keys == "F6") {
            viewKeys.push_back(row.keys);
        }
    }
    EXPECT_TRUE(helpOnQuestionMark);
    EXPECT_EQ(viewKeys, (std::vector<std::string_view>{"F1", "F3", "F4", "F6"}));
}

TEST(Keymap, SearchAndCloseADoor) {
    EXPECT_EQ(intentFor(Key::of(U's')), Intent::Search);
    EXPECT_EQ(intentFor(Key::of(U'Z')), Intent::SearchLonger);
    EXPECT_EQ(intentFor(Key::of(U'c')), Intent::CloseDoor);
}

}  // namespace
}  // namespace delve
