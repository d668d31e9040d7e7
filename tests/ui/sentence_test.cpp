#include <gtest/gtest.h>

#include "support/sample_nouns.h"
#include "ui/text/noun_phrase.h"
#include "ui/text/sentence.h"

namespace delve {
namespace {

// The sentence filled in as a catalog of `language` would fill it, with the
// sample names' forms in that language.
std::string filled(std::string_view sentence, Language language,
                   const SentenceArguments& arguments) {
    return fillSentence(
        sentence,
        [language](const Noun& noun, const NounForm& form) {
            return nounPhrase(testing::sampleForms(noun, language), language, form);
        },
        arguments);
}

TEST(Sentence, NamesTakeTheFormsTheSentenceAsks) {
    const Noun goblin = testing::sampleNoun("goblin");
    SentenceArguments arguments;
    arguments.noun("monster", goblin);
    EXPECT_EQ(filled("{Monster:the} hits you.", Language::English, arguments),
              "The goblin hits you.");
    EXPECT_EQ(filled("{Monster:the} trifft dich.", Language::German, arguments),
              "Der Goblin trifft dich.");
    EXPECT_EQ(filled("{Monster:the} te golpea.", Language::Spanish, arguments),
              "El goblin te golpea.");
    EXPECT_EQ(filled("{Monster:the} те удря.", Language::Bulgarian, arguments),
              "Гоблинът те удря.");
    EXPECT_EQ(filled("Du triffst {monster:the.acc}.", Language::German, arguments),
              "Du triffst den Goblin.");
    EXPECT_EQ(filled("Удряш {monster:the.acc}.", Language::Bulgarian, arguments),
              "Удряш гоблина.");
}

TEST(Sentence, NumbersAndTextsFillIn) {
    SentenceArguments arguments;
    arguments.number("count", 3).text("floor", "die Tiefen");
    EXPECT_EQ(filled("{count} Züge in {floor}.", Language::German, arguments),
              "3 Züge in die Tiefen.");
}

TEST(Sentence, AMistakeShowsAsWritten) {
    const Noun rat = testing::sampleNoun("rat");
    SentenceArguments arguments;
    arguments.noun("monster", rat).number("count", 2);
    EXPECT_EQ(filled("{who} waits.", Language::English, arguments), "{who} waits.");
    EXPECT_EQ(filled("{monster:teh} waits.", Language::English, arguments),
              "{monster:teh} waits.");
    EXPECT_EQ(filled("{count:the} rats.", Language::English, arguments), "{count:the} rats.");
    EXPECT_EQ(filled("An open { brace", Language::English, arguments), "An open { brace");
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
