// data/traps.toml: every trap kind's numbers, each kind once, only the
// fields its rule reads.
#include <gtest/gtest.h>

#include "content/content_text.h"
#include "content/rules_loader.h"

namespace delve {
namespace {

using testing::replaced;

constexpr std::string_view kTraps =
    "[poison_needle]\nfrom_floor = 1\nturns = 8\n"
    "[teleport]\nfrom_floor = 1\n"
    "[alarm]\nfrom_floor = 2\n"
    "[pit]\nfrom_floor = 3\ndamage = \"2d4\"\n"
    "[net]\nfrom_floor = 1\nturns = 6\n"
    "[confusion_gas]\nfrom_floor = 2\nturns = 7\n";

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

TEST(TrapTable, EveryKindMustBeThere) {
    EXPECT_EQ(trapError(replaced(kTraps, "[net]\nfrom_floor = 1\nturns = 6\n", "")),
              "traps.toml:1:1: no [net]: every trap needs its numbers (poison_needle, teleport, "
              "alarm, pit, net, confusion_gas)");
}

TEST(TrapTable, AnUnknownKindIsNamed) {
    EXPECT_EQ(trapError(std::string(kTraps) + "[spikes]\nfrom_floor = 1\n"),
              "traps.toml:17:1: unknown trap [spikes]: the traps are poison_needle, teleport, "
              "alarm, pit, net, confusion_gas");
}

TEST(TrapTable, AFieldTheKindDoesNotUseIsRefused) {
    EXPECT_EQ(trapError(replaced(kTraps, "[teleport]\nfrom_floor = 1\n",
                                 "[teleport]\nfrom_floor = 1\nturns = 3\n")),
              "traps.toml:6:1: unknown key \"turns\" in [teleport]");
    EXPECT_EQ(trapError(replaced(kTraps, "turns = 7", "turns = 0")),
              "traps.toml:16:9: turns must be a whole number from 1 to 100, not 0");
    EXPECT_EQ(trapError(replaced(kTraps, "from_floor = 3", "from_floor = 11")),
              "traps.toml:9:14: from_floor must be a whole number from 1 to 10, not 11");
}

}  // namespace
}  // namespace delve
