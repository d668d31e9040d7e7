#include <gtest/gtest.h>

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
}

TEST(Utf8, ThePlaceOfAByteCountsLinesAndCharacters) {
    const TextPlace place = placeOfByte("ab\n\xd0\x96x\xff", 6);
    EXPECT_EQ(place.line, 2);
    EXPECT_EQ(place.column, 3);
    EXPECT_EQ(validUtf8Prefix("ab\n\xd0\x96x\xff"), 6u);
}

}  // namespace
}  // namespace delve
