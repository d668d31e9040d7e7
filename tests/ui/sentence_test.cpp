#include <gtest/gtest.h>

#include "support/sample_nouns.h"
#include "ui/text/sentence.h"

namespace delve {
namespace {

TEST(Sentence, NamesTakeTheFormsTheSentenceAsks) {
    const Noun goblin = testing::goblin();
    SentenceArguments arguments;
    arguments.noun("monster", goblin);
    EXPECT_EQ(fillSentence("{Monster:the} hits you.", Language::English, arguments),
              "The goblin hits you.");
    EXPECT_EQ(fillSentence("{Monster:the} trifft dich.", Language::German, arguments),
              "Der Goblin trifft dich.");
    EXPECT_EQ(fillSentence("{Monster:the} te golpea.", Language::Spanish, arguments),
              "El goblin te golpea.");
    EXPECT_EQ(fillSentence("{Monster:the} те удря.", Language::Bulgarian, arguments),
              "Гоблинът те удря.");
    EXPECT_EQ(fillSentence("Du triffst {monster:the.acc}.", Language::German, arguments),
              "Du triffst den Goblin.");
    EXPECT_EQ(fillSentence("Удряш {monster:the.acc}.", Language::Bulgarian, arguments),
              "Удряш гоблина.");
}

TEST(Sentence, NumbersAndTextsFillIn) {
    SentenceArguments arguments;
    arguments.number("count", 3).text("floor", "die Tiefen");
    EXPECT_EQ(fillSentence("{count} Züge in {floor}.", Language::German, arguments),
              "3 Züge in die Tiefen.");
}

TEST(Sentence, AMistakeShowsAsWritten) {
    const Noun rat = testing::rat();
    SentenceArguments arguments;
    arguments.noun("monster", rat).number("count", 2);
    EXPECT_EQ(fillSentence("{who} waits.", Language::English, arguments), "{who} waits.");
    EXPECT_EQ(fillSentence("{monster:teh} waits.", Language::English, arguments),
              "{monster:teh} waits.");
    EXPECT_EQ(fillSentence("{count:the} rats.", Language::English, arguments), "{count:the} rats.");
    EXPECT_EQ(fillSentence("An open { brace", Language::English, arguments), "An open { brace");
}

TEST(Sentence, CapitalsForLatinAccentsAndCyrillic) {
    EXPECT_EQ(capitalised("élfico"), "Élfico");
    EXPECT_EQ(capitalised("über"), "Über");
    EXPECT_EQ(capitalised("ñu"), "Ñu");
    EXPECT_EQ(capitalised("ямата"), "Ямата");
    EXPECT_EQ(capitalised("ѝ"), "Ѝ");
    EXPECT_EQ(capitalised("42 rats"), "42 rats");
    EXPECT_EQ(capitalised(""), "");
}

}  // namespace
}  // namespace delve
