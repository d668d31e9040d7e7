// The forms of a name as a catalog writes them beside its translation, and
// what a name shows when the catalog has none it can read.
#include <gtest/gtest.h>

#include <filesystem>

#include "support/build_folders.h"
#include "ui/text/noun_forms.h"

namespace delve {
namespace {

std::string problemOf(Language language, std::string_view written) {
    std::string problem;
    EXPECT_FALSE(readNounForms(language, written, &problem)) << written;
    return problem;
}

TEST(NounForms, ReadsEveryFieldOfABulgarianName) {
    const auto forms = readNounForms(Language::Bulgarian,
                                     "gender=m | one=плъх | many=плъхове | the=плъхът | "
                                     "the_object=плъха | the_many=плъховете | counted=плъха");
    ASSERT_TRUE(forms);
    EXPECT_EQ(forms->gender, Gender::Masculine);
    EXPECT_EQ(forms->one, "плъх");
    EXPECT_EQ(forms->many, "плъхове");
    EXPECT_EQ(forms->definite, "плъхът");
    EXPECT_EQ(forms->definiteObject, "плъха");
    EXPECT_EQ(forms->definiteMany, "плъховете");
    EXPECT_EQ(forms->counted, "плъха");
}

TEST(NounForms, OptionalFieldsTakeTheFormTheyStandFor) {
    const auto bulgarian =
        readNounForms(Language::Bulgarian,
                      "gender=f | one=отвара | many=отвари | the=отварата | the_many=отварите");
    ASSERT_TRUE(bulgarian);
    EXPECT_EQ(bulgarian->definiteObject, "отварата");
    EXPECT_EQ(bulgarian->counted, "отвари");
    const auto german = readNounForms(Language::German, "gender=f|one=Ratte|many=Ratten");
    ASSERT_TRUE(german);
    EXPECT_EQ(german->gender, Gender::Feminine);
    EXPECT_EQ(german->accusative, "");
    const auto weak = readNounForms(
        Language::German,
        "gender=m | one=Basilisk | many=Basilisken | acc=Basilisken | dat=Basilisken");
    ASSERT_TRUE(weak);
    EXPECT_EQ(weak->dative, "Basilisken");
}

TEST(NounForms, AMistakeIsNamed) {
    EXPECT_EQ(problemOf(Language::Spanish, "rata"), "\"rata\" is not key=value");
    EXPECT_EQ(problemOf(Language::Spanish, "gender=f | one=rata"), "it has no many");
    EXPECT_EQ(problemOf(Language::Spanish, "gender=f | one=rata | many=ratas | acc=rata"),
              "\"acc\" is not a field of a name here");
    EXPECT_EQ(problemOf(Language::German, "gender=f | one=Ratte | one=Maus | many=Ratten"),
              "one is given twice");
    EXPECT_EQ(problemOf(Language::German, "gender=f | one= | many=Ratten"), "one is empty");
    EXPECT_EQ(problemOf(Language::German, "gender=x | one=Ratte | many=Ratten"),
              "gender is m, f or n");
    EXPECT_EQ(problemOf(Language::Bulgarian, "gender=m | one=плъх | many=плъхове"),
              "it has no the");
    EXPECT_EQ(problemOf(Language::German, ""), "\"\" is not key=value");
}

TEST(NounForms, EnglishComesFromTheDataWithItsPlural) {
    const Catalog english;
    const NounForms forms = formsIn(Noun{"monster", EnglishName{"wolf", {}}}, english);
    EXPECT_EQ(forms.one, "wolf");
    EXPECT_EQ(forms.many, "wolves");
    EXPECT_EQ(
        formsIn(Noun{"item", EnglishName{"potion of healing", "potions of healing"}}, english).many,
        "potions of healing");
}

TEST(NounForms, ANameTheCatalogLacksShowsInEnglish) {
    const Catalog german(Language::German, std::filesystem::path(testing::kLocaleFolder));
    const NounForms known = formsIn(Noun{"monster", EnglishName{"rat", {}}}, german);
    EXPECT_EQ(known.one, "Ratte");
    const NounForms unknown = formsIn(Noun{"monster", EnglishName{"snark", {}}}, german);
    EXPECT_EQ(unknown.one, "snark");
    EXPECT_EQ(unknown.many, "snarks");
    // The same English in another context is another word, or none.
    EXPECT_EQ(formsIn(Noun{"item", EnglishName{"rat", {}}}, german).one, "rat");
}

}  // namespace
}  // namespace delve
