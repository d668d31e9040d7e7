#include "keep/sealed_lines.h"

#include <gtest/gtest.h>

#include "keep/save_error.h"

namespace delve {
namespace {

TEST(SealedLines, EachLineCarriesTheCrc32OfItsText) {
    // The CRC-32 of "input l", as zlib and every other CRC-32 reckon it.
    EXPECT_EQ(sealLines("input l\n"), "input l 96f7c15e\n");
    EXPECT_EQ(sealLines("a\nb\n"), sealLines("a\n") + sealLines("b\n"));
}

TEST(SealedLines, UnsealingGivesTheTextBack) {
    const std::string text = "delve-journal 1 00000000000000ff\ninput <lt>\nstep\n";
    const UnsealedText back = unsealLines(sealLines(text), "j");
    EXPECT_EQ(back.text, text);
    EXPECT_FALSE(back.tornTail);
}

TEST(SealedLines, ALastLineWithoutItsNewlineIsDroppedAsTorn) {
    const std::string sealed = sealLines("input h\ninput j\n");
    for (std::size_t cut = sealLines("input h\n").size() + 1; cut < sealed.size(); ++cut) {
        const UnsealedText back = unsealLines(sealed.substr(0, cut), "j");
        EXPECT_EQ(back.text, "input h\n") << "cut at " << cut;
        EXPECT_TRUE(back.tornTail);
    }
}

TEST(SealedLines, AFlippedBitIsReportedAtItsLine) {
    std::string sealed = sealLines("input h\ninput j\ninput k\n");
    sealed[sealed.find("input j") + 6] = 'J';
    try {
        unsealLines(sealed, "run.journal.txt");
        FAIL() << "a damaged line was read";
    } catch (const SaveError& error) {
        EXPECT_EQ(error.line(), 2);
        EXPECT_EQ(error.source(), "run.journal.txt");
        EXPECT_NE(error.problem().find("checksum does not match"), std::string::npos);
    }
}

TEST(SealedLines, AWholeLineWithoutAChecksumIsRefused) {
    EXPECT_THROW(unsealLines(sealLines("input h\n") + "input j\n", "j"), SaveError);
    EXPECT_THROW(unsealLines("short\n", "j"), SaveError);
}

}  // namespace
}  // namespace delve
