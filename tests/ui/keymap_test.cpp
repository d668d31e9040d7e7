#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "ui/input/key_help.h"
#include "ui/input/keymap.h"

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
    std::vector<std::string> viewKeys;
    for (const KeyHelp& row : keyHelp(Keymap())) {
        helpOnQuestionMark = helpOnQuestionMark || row.keys == "?";
        // F1 is no other row's key (F12 is another key).
        const std::size_t f1 = row.keys.find("F1");
        const bool namesF1 =
            f1 != std::string::npos &&
            (f1 + 2 == row.keys.size() || row.keys[f1 + 2] < '0' || row.keys[f1 + 2] > '9');
        EXPECT_EQ(namesF1 && row.keys != "F1", false) << row.keys;
        if (row.keys == "F1" || row.keys == "F3" || row.keys == "F4" || row.keys == "F6") {
            viewKeys.push_back(row.keys);
        }
    }
    EXPECT_TRUE(helpOnQuestionMark);
    EXPECT_EQ(viewKeys, (std::vector<std::string>{"F1", "F3", "F4", "F6"}));
}

TEST(Keymap, SearchAndCloseADoor) {
    EXPECT_EQ(intentFor(Key::of(U's')), Intent::Search);
    EXPECT_EQ(intentFor(Key::of(U'Z')), Intent::SearchLonger);
    EXPECT_EQ(intentFor(Key::of(U'c')), Intent::CloseDoor);
}

TEST(Keymap, EveryPresetGivesEveryCommandAKey) {
    for (KeyPreset preset : kKeyPresets) {
        const Keymap keymap(preset);
        for (Intent intent : allIntents()) {
            EXPECT_FALSE(keymap.keysFor(intent).empty())
                << presetName(preset) << " " << intentName(intent);
        }
    }
}

TEST(Keymap, NoPresetGivesOneKeyTwoCommands) {
    for (KeyPreset preset : kKeyPresets) {
        const Keymap keymap(preset);
        for (Intent intent : allIntents()) {
            for (const Key& key : keymap.keysFor(intent)) {
                EXPECT_EQ(keymap.intentFor(key), intent)
                    << presetName(preset) << " " << keyToken(key);
            }
        }
    }
}

TEST(Keymap, TheLeftHandPresetWalksOnTheSquareAroundS) {
    const Keymap keymap(KeyPreset::LeftHand);
    EXPECT_EQ(keymap.intentFor(Key::of(U'w')), Intent::MoveNorth);
    EXPECT_EQ(keymap.intentFor(Key::of(U'c')), Intent::MoveSouthEast);
    EXPECT_EQ(keymap.intentFor(Key::of(U's')), Intent::Wait);
    EXPECT_EQ(keymap.intentFor(Key::of(U'S')), Intent::Search);
    EXPECT_FALSE(keymap.intentFor(Key::of(U'k')));
    EXPECT_EQ(keymap.intentFor(Key::named(KeyCode::Up)), Intent::MoveNorth);
}

TEST(Keymap, TheNumpadPresetLeavesTheViLettersFree) {
    const Keymap keymap(KeyPreset::Numpad);
    EXPECT_FALSE(keymap.intentFor(Key::of(U'h')));
    EXPECT_EQ(keymap.intentFor(Key::named(KeyCode::Numpad4)), Intent::MoveWest);
    EXPECT_EQ(keymap.intentFor(Key::of(U'o')), Intent::Explore);
}

TEST(Keymap, AKeyAnotherCommandHoldsIsRefusedNamingItAndNothingChanges) {
    Keymap keymap;
    const auto refused = keymap.rebind(Intent::Look, {Key::of(U'v'), Key::of(U'o')});
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->key, Key::of(U'o'));
    EXPECT_EQ(refused->holder, Intent::Explore);
    EXPECT_EQ(keymap.keysFor(Intent::Look), std::vector<Key>{Key::of(U'x')});
    EXPECT_FALSE(keymap.intentFor(Key::of(U'v')));
}

TEST(Keymap, AKeptKeyIsRefusedWithNoHolder) {
    Keymap keymap;
    const auto refused = keymap.rebind(Intent::Explore, {Key::named(KeyCode::Tab)});
    ASSERT_TRUE(refused);
    EXPECT_FALSE(refused->holder);
    EXPECT_EQ(keymap.keysFor(Intent::Explore), std::vector<Key>{Key::of(U'o')});
}

TEST(Keymap, AKeyGivenAnewReplacesTheCommandsKeysAndFreesTheOldOnes) {
    Keymap keymap;
    EXPECT_FALSE(keymap.rebind(Intent::Explore, {Key::named(KeyCode::F2)}));
    EXPECT_EQ(keymap.intentFor(Key::named(KeyCode::F2)), Intent::Explore);
    EXPECT_FALSE(keymap.intentFor(Key::of(U'o')));
    EXPECT_FALSE(keymap.rebind(Intent::Look, {Key::of(U'o')}));
    EXPECT_EQ(keymap.intentFor(Key::of(U'o')), Intent::Look);
}

TEST(Keymap, TheMenuKeepsEscWhenGivenAKeyOfItsOwn) {
    Keymap keymap;
    EXPECT_FALSE(keymap.rebind(Intent::Menu, {Key::of(U'm')}));
    EXPECT_EQ(keymap.keysFor(Intent::Menu),
              (std::vector<Key>{Key::named(KeyCode::Escape), Key::of(U'm')}));
}

TEST(Keymap, EveryCommandHasANameTheSettingsFileReadsBack) {
    for (Intent intent : allIntents()) {
        EXPECT_EQ(intentNamed(intentName(intent)), intent) << intentName(intent);
    }
    for (KeyPreset preset : kKeyPresets) {
        EXPECT_EQ(presetNamed(presetName(preset)), preset);
    }
}

TEST(KeyHelp, TheHelpNamesTheKeysAsBound) {
    Keymap keymap;
    ASSERT_FALSE(keymap.rebind(Intent::Explore, {Key::of(U'o'), Key::named(KeyCode::F2)}));
    const auto help = keyHelp(keymap);
    const auto explore = std::find_if(help.begin(), help.end(), [](const KeyHelp& row) {
        return row.meaning == "explore until something happens";
    });
    ASSERT_NE(explore, help.end());
    EXPECT_EQ(explore->keys, "o or F2");
    EXPECT_EQ(help.front().keys, "h j k l, Left Down Up Right, numpad 4 2 8 6");
    const auto leftHand = keyHelp(Keymap(KeyPreset::LeftHand));
    EXPECT_EQ(leftHand.front().keys, "a x w d, Left Down Up Right, numpad 4 2 8 6");
}

TEST(KeyHelp, TheSleeperRowNamesRestAndExploreAsBound) {
    Keymap keymap;
    ASSERT_FALSE(keymap.rebind(Intent::Rest, {Key::named(KeyCode::F2)}));
    const auto help = keyHelp(keymap);
    const bool named = std::any_of(help.begin(), help.end(), [](const KeyHelp& row) {
        return row.meaning == "F2, o and travel ask first";
    });
    EXPECT_TRUE(named);
}

TEST(KeyHelp, EveryCommandIsOnTheHelp) {
    // Each command given a key of its own shows that key somewhere.
    for (Intent intent : allIntents()) {
        Keymap keymap;
        ASSERT_FALSE(keymap.rebind(intent, {Key::named(KeyCode::F11)})) << intentName(intent);
        const auto help = keyHelp(keymap);
        const bool shown = std::any_of(help.begin(), help.end(), [](const KeyHelp& row) {
            return row.keys.find("F11") != std::string::npos;
        });
        EXPECT_TRUE(shown) << intentName(intent);
    }
}

TEST(KeyHelp, KeysReadAsOnTheKeycaps) {
    EXPECT_EQ(keyLabel(Key{KeyCode::Character, U'p', true, false}), "Ctrl+P");
    EXPECT_EQ(keyLabel(Key::named(KeyCode::Numpad5)), "numpad 5");
    EXPECT_EQ(keyLabel(Key::named(KeyCode::PageUp)), "PgUp");
    EXPECT_EQ(keyLabel(Key::of(U'Z')), "Z");
}

}  // namespace
}  // namespace delve
