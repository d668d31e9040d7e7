#include <gtest/gtest.h>

#include "support/sample_nouns.h"
#include "ui/text/noun_phrase.h"

namespace delve {
namespace {

std::string said(const NounForms& noun, Language language, std::string_view words) {
    const std::optional<NounForm> form = parseNounForm(words);
    EXPECT_TRUE(form) << words;
    return form ? nounPhrase(noun, language, *form) : std::string();
}

TEST(NounPhrase, EnglishArticles) {
    EXPECT_EQ(said(testing::goblin(Language::English), Language::English, ""), "goblin");
    EXPECT_EQ(said(testing::goblin(Language::English), Language::English, "the"), "the goblin");
    EXPECT_EQ(said(testing::goblin(Language::English), Language::English, "a"), "a goblin");
    EXPECT_EQ(said(testing::orc(Language::English), Language::English, "a"), "an orc");
    EXPECT_EQ(said(testing::orc(Language::English), Language::English, "the.many"), "the orcs");
    EXPECT_EQ(said(testing::orc(Language::English), Language::English, "a.many"), "orcs");
}

TEST(NounPhrase, GermanArticlesFollowGenderAndCase) {
    EXPECT_EQ(said(testing::goblin(Language::German), Language::German, "the"), "der Goblin");
    EXPECT_EQ(said(testing::goblin(Language::German), Language::German, "the.acc"), "den Goblin");
    EXPECT_EQ(said(testing::goblin(Language::German), Language::German, "the.dat"), "dem Goblin");
    EXPECT_EQ(said(testing::goblin(Language::German), Language::German, "a.acc"), "einen Goblin");
    EXPECT_EQ(said(testing::rat(Language::German), Language::German, "the.acc"), "die Ratte");
    EXPECT_EQ(said(testing::rat(Language::German), Language::German, "a.dat"), "einer Ratte");
    EXPECT_EQ(said(testing::rat(Language::German), Language::German, "the.many.dat"), "den Ratten");
    EXPECT_EQ(said(testing::goblin(Language::German), Language::German, "the.many.dat"), "den Goblins");
}

TEST(NounPhrase, AfterANumberBulgarianMasculinesTakeTheCountedFormAndTheRestThePlural) {
    EXPECT_EQ(said(testing::goblin(Language::Bulgarian), Language::Bulgarian, "counted"), "гоблина");
    EXPECT_EQ(said(testing::goblin(Language::Bulgarian), Language::Bulgarian, "many"), "гоблини");
    EXPECT_EQ(said(testing::goblin(Language::English), Language::English, "counted"), "goblins");
    EXPECT_EQ(said(testing::goblin(Language::German), Language::German, "counted"), "Goblins");
    EXPECT_EQ(said(testing::goblin(Language::Spanish), Language::Spanish, "counted"), "goblins");
}

TEST(NounPhrase, GermanWeakNounsTakeTheirOwnCases) {
    EXPECT_EQ(said(testing::basilisk(Language::German), Language::German, "the"), "der Basilisk");
    EXPECT_EQ(said(testing::basilisk(Language::German), Language::German, "the.acc"), "den Basilisken");
    EXPECT_EQ(said(testing::basilisk(Language::German), Language::German, "a.dat"), "einem Basilisken");
}

TEST(NounPhrase, SpanishArticlesAndThePersonalA) {
    EXPECT_EQ(said(testing::goblin(Language::Spanish), Language::Spanish, "the"), "el goblin");
    EXPECT_EQ(said(testing::rat(Language::Spanish), Language::Spanish, "the"), "la rata");
    EXPECT_EQ(said(testing::rat(Language::Spanish), Language::Spanish, "a"), "una rata");
    EXPECT_EQ(said(testing::goblin(Language::Spanish), Language::Spanish, "the.acc"), "al goblin");
    EXPECT_EQ(said(testing::rat(Language::Spanish), Language::Spanish, "the.acc"), "a la rata");
    EXPECT_EQ(said(testing::rat(Language::Spanish), Language::Spanish, "the.many.acc"), "a las ratas");
    EXPECT_EQ(said(testing::goblin(Language::Spanish), Language::Spanish, "a.acc"), "a un goblin");
}

TEST(NounPhrase, BulgarianArticlesAreSuffixes) {
    EXPECT_EQ(said(testing::goblin(Language::Bulgarian), Language::Bulgarian, "a"), "гоблин");
    EXPECT_EQ(said(testing::goblin(Language::Bulgarian), Language::Bulgarian, "the"), "гоблинът");
    EXPECT_EQ(said(testing::goblin(Language::Bulgarian), Language::Bulgarian, "the.acc"), "гоблина");
    EXPECT_EQ(said(testing::rat(Language::Bulgarian), Language::Bulgarian, "the.dat"), "плъха");
    EXPECT_EQ(said(testing::rat(Language::Bulgarian), Language::Bulgarian, "the.many"), "плъховете");
    EXPECT_EQ(said(testing::rat(Language::Bulgarian), Language::Bulgarian, "many"), "плъхове");
}

TEST(NounPhrase, UnknownWordsAreRefused) {
    EXPECT_FALSE(parseNounForm("teh"));
    EXPECT_FALSE(parseNounForm("the."));
    EXPECT_FALSE(parseNounForm("genitive"));
    EXPECT_TRUE(parseNounForm("many.the.acc"));
}

}  // namespace
}  // namespace delve
