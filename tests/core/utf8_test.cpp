#include <gtest/gtest.h>

#include "core/source_error.h"
#include "core/utf8.h"

namespace delve {
namespace {

TEST(Utf8, EncodesOneToFourBytes) {
    EXPECT_EQ(toUtf8(U'a'), "a");
    EXPECT_EQ(toUtf8(U'é'), "\xC3\xA9");
    EXPECT_EQ(toUtf8(U'─'), "\xE2\x94\x80");
    EXPECT_EQ(toUtf8(U'\U0001F409'), "\xF0\x9F\x90\x89");
}

TEST(Utf8, DecodesWhatItEncodes) {
    const std::u32string text = U"a\u00e9\u2500\U0001F409z";
    std::string bytes;
    for (char32_t c : text) {
        appendUtf8(bytes, c);
    }
    const auto decoded = decodeUtf8(bytes);
    EXPECT_EQ(std::u32string(decoded.begin(), decoded.end()), text);
    EXPECT_EQ(utf8Length(bytes), 5);
}

TEST(Utf8, MalformedBytesBecomeReplacementCharacters) {
    const auto decoded = decodeUtf8("a\xFF" "b\xC3");
    ASSERT_EQ(decoded.size(), 4u);
    EXPECT_EQ(decoded[0], U'a');
    EXPECT_EQ(decoded[1], U'\uFFFD');
    EXPECT_EQ(decoded[2], U'b');
    EXPECT_EQ(decoded[3], U'\uFFFD');
}

TEST(Utf8, WellFormedTextIsValidAndBrokenBytesAreNot) {
    EXPECT_TRUE(isValidUtf8(""));
    EXPECT_TRUE(isValidUtf8("Ch\xc3\xa2teau, \xd0\x98\xd0\xb2\xd0\xb0, \xe6\xbc\xa2, \xf0\x9f\x90\x89"));
    EXPECT_FALSE(isValidUtf8("Ch\xe2teau"));          // a lead byte without its continuation
    EXPECT_FALSE(isValidUtf8("\x80"));                // a stray continuation byte
    EXPECT_FALSE(isValidUtf8("\xc0\xaf"));            // an overlong '/'
    EXPECT_FALSE(isValidUtf8("\xed\xa0\x80"));        // a surrogate
    EXPECT_FALSE(isValidUtf8("\xf4\x90\x80\x80"));    // beyond U+10FFFF
    EXPECT_FALSE(isValidUtf8("\xf0\x9f\x90"));        // cut short at the end
}

TEST(Utf8, TextQuotedForAMessageShowsNoRawBytesAndStaysShort) {
    EXPECT_EQ(quotedForMessage("Ch\xc3\xa2teau"), "\"Ch\xc3\xa2teau\"");
    EXPECT_EQ(quotedForMessage("a\x1b[2J\tb"), "\"a\\x1b[2J\\x09b\"");
    EXPECT_EQ(quotedForMessage("Ch\xe2teau"), "\"Ch\\xe2teau\"");
    EXPECT_EQ(quotedForMessage("abcdef", 3), "\"abc\" (cut short: 6 bytes in all)");
    // An escape shows four characters, and counts as four (found by
    // fuzz_save: a problem quoting 600 control bytes ran to 2400).
    EXPECT_EQ(quotedForMessage(std::string(30, '\x01'), 8),
              "\"\\x01\\x01\" (cut short: 30 bytes in all)");
}

// Every reader's error carries what it quotes of a hostile file; the
// error itself makes it printable, whichever reader built the sentence.
TEST(Utf8, ASourceErrorShowsNoRawBytesAndStaysShort) {
    const SourceError error("run\x1b.sav", 7, 15, "found \"5\x01\", not \"Ch\xe2teau\"");
    EXPECT_STREQ(error.what(), "run\\x1b.sav:7:15: found \"5\\x01\", not \"Ch\\xe2teau\"");
    EXPECT_EQ(error.problem(), "found \"5\\x01\", not \"Ch\\xe2teau\"");
    EXPECT_EQ(SourceError("a", 1, 1, "\xc3\xa2 \xe6\xbc\xa2").problem(), "\xc3\xa2 \xe6\xbc\xa2")
        << "UTF-8 is shown as it is";
    const SourceError huge("a", 1, 1, std::string(5000, 'x'));
    EXPECT_LT(std::string_view(huge.what()).size(), 700U);
    EXPECT_NE(std::string_view(huge.what()).find("(cut short: 5000 bytes in all)"),
              std::string_view::npos);
    // Made printable once: what is printable stays as it is.
    EXPECT_EQ(SourceError("a", 1, 1, error.problem()).problem(), error.problem());
}

TEST(Utf8, ThePlaceOfAByteCountsLinesAndCharacters) {
    const TextPlace place = placeOfByte("ab\n\xd0\x96x\xff", 6);
    EXPECT_EQ(place.line, 2);
    EXPECT_EQ(place.column, 3);
    EXPECT_EQ(validUtf8Prefix("ab\n\xd0\x96x\xff"), 6u);
}

}  // namespace
}  // namespace delve
