#include <gtest/gtest.h>

#include "core/rng.h"
#include "ui/views/colour_memo.h"

namespace delve {
namespace {

Colour colourFor(std::uint32_t key) {
    return Colour{static_cast<std::uint8_t>(key * 7), static_cast<std::uint8_t>(key >> 3),
                  static_cast<std::uint8_t>(key ^ 0x5a)};
}

TEST(ColourMemo, AKeyAskedAgainIsNotWorkedOutAgain) {
    ColourMemo<16> memo;
    int worked = 0;
    const auto work = [&worked] {
        ++worked;
        return colourFor(3);
    };
    EXPECT_EQ(memo.get(3, work), colourFor(3));
    EXPECT_EQ(memo.get(3, work), colourFor(3));
    EXPECT_EQ(worked, 1);
}

// Far more keys than slots, asked in random order: each answer is still
// the key's own, however many share a slot.
TEST(ColourMemo, KeysSharingASlotEachGetTheirOwnColour) {
    ColourMemo<16> memo;
    Rng dice(3);
    for (int ask = 0; ask < 5000; ++ask) {
        const std::uint32_t key = dice.below(300);
        ASSERT_EQ(memo.get(key, [key] { return colourFor(key); }), colourFor(key)) << key;
    }
}

}  // namespace
}  // namespace delve
