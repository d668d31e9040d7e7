// data/traps.toml: every trap kind's numbers, colour and words, each kind
// once, only the fields its rule reads.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "content/content_text.h"
#include "content/rules_loader.h"

namespace delve {
namespace {

using testing::replaced;

// Every trap's colour and words, the same for each in these tests.
std::string words(std::string_view name) {
    std::string text = "colour = [1, 2, 3]\nname = \"" + std::string(name) + "\"\n";
    for (const char* key :
         {"springs", "monster_springs", "found", "kept_off", "question", "seen", "remembered"}) {
        text += std::string(key) + " = \"" + std::string(name) + ": " + key + "\"\n";
    }
    return text;
}

const std::string kTraps = "[poison_needle]\nfrom_floor = 1\nturns = 8\n" + words("needle") +
                           "[teleport]\nfrom_floor = 1\n" + words("teleport") +
                           "[alarm]\nfrom_floor = 2\n" + words("alarm") +
                           "[pit]\nfrom_floor = 3\ndamage = \"2d4\"\n" + words("pit") +
                           "[net]\nfrom_floor = 1\nturns = 6\n" + words("net") +
                           "[confusion_gas]\nfrom_floor = 2\nturns = 7\n" + words("gas");

// The line of the text that `needle` begins on, from 1.
int lineOf(std::string_view text, std::string_view needle) {
    const std::string_view before = text.substr(0, text.find(needle));
    return 1 + static_cast<int>(std::ranges::count(before, '\n'));
}

std::string at(std::string_view text, std::string_view needle, int column) {
    return "traps.toml:" + std::to_string(lineOf(text, needle)) + ":" + std::to_string(column) +
           ": ";
}

std::string trapError(std::string_view text) {
    Rules rules;
    try {
        parseTraps(text, "traps.toml", rules);
    } catch (const ContentError& error) {
        return error.what();
    }
    return "accepted";
}

TEST(TrapTable, ReadsEveryKindsNumbers) {
    Rules rules;
    parseTraps(kTraps, "traps.toml", rules);
    EXPECT_EQ(rules.trap(TrapKind::PoisonNeedle).turns, 8);
    EXPECT_EQ(rules.trap(TrapKind::Alarm).fromFloor, 2);
    EXPECT_EQ(rules.trap(TrapKind::Pit).fromFloor, 3);
    EXPECT_EQ(rules.trap(TrapKind::Pit).damage, (Dice{2, 4, 0}));
    EXPECT_EQ(rules.trap(TrapKind::Net).turns, 6);
    EXPECT_EQ(rules.trap(TrapKind::ConfusionGas).turns, 7);
}

TEST(TrapTable, ReadsEveryKindsColourAndWords) {
    Rules rules;
    parseTraps(kTraps, "traps.toml", rules);
    const TrapWords& pit = rules.wordsOf(TrapKind::Pit);
    EXPECT_EQ(pit.colour, (Colour{1, 2, 3}));
    EXPECT_EQ(pit.name, "pit");
    EXPECT_EQ(pit.springs, "pit: springs");
    EXPECT_EQ(pit.monsterSprings, "pit: monster_springs");
    EXPECT_EQ(pit.found, "pit: found");
    EXPECT_EQ(pit.keptOff, "pit: kept_off");
    EXPECT_EQ(pit.question, "pit: question");
    EXPECT_EQ(pit.seen, "pit: seen");
    EXPECT_EQ(pit.remembered, "pit: remembered");
    EXPECT_EQ(rules.wordsOf(TrapKind::Net).name, "net");
}

TEST(TrapTable, EveryKindHasEveryWord) {
    const std::string withoutQuestion = replaced(kTraps, "question = \"alarm: question\"\n", "");
    EXPECT_EQ(trapError(withoutQuestion),
              at(withoutQuestion, "[alarm]", 1) + "[alarm] has no question");
}

TEST(TrapTable, EveryKindMustBeThere) {
    EXPECT_EQ(trapError(replaced(kTraps, "[net]\nfrom_floor = 1\nturns = 6\n" + words("net"), "")),
              "traps.toml:1:1: no [net]: every trap needs its numbers (poison_needle, teleport, "
              "alarm, pit, net, confusion_gas)");
}

TEST(TrapTable, AnUnknownKindIsNamed) {
    const std::string withSpikes = kTraps + "[spikes]\nfrom_floor = 1\n";
    EXPECT_EQ(trapError(withSpikes), at(withSpikes, "[spikes]", 1) +
                                         "unknown trap [spikes]: the traps are poison_needle, "
                                         "teleport, alarm, pit, net, confusion_gas");
}

TEST(TrapTable, AFieldTheKindDoesNotUseIsRefused) {
    const std::string teleportTurns =
        replaced(kTraps, "[teleport]\nfrom_floor = 1\n", "[teleport]\nfrom_floor = 1\nturns = 3\n");
    EXPECT_EQ(trapError(teleportTurns),
              at(teleportTurns, "turns = 3", 1) + "unknown key \"turns\" in [teleport]");
    EXPECT_EQ(trapError(replaced(kTraps, "turns = 7", "turns = 0")),
              at(kTraps, "turns = 7", 9) + "turns must be a whole number from 1 to 100, not 0");
    EXPECT_EQ(trapError(replaced(kTraps, "from_floor = 3", "from_floor = 11")),
              at(kTraps, "from_floor = 3", 14) +
                  "from_floor must be a whole number from 1 to 10, not 11");
}

}  // namespace
}  // namespace delve
