#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "support/build_folders.h"
#include "support/temp_folder.h"
#include "ui/text/catalog.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

// Small catalogs made from tests/catalogs/*.po when the tests are built.
const std::filesystem::path kTestCatalogs = testing::kTestCatalogsFolder;

TEST(Catalog, TranslatesFromTheCompiledCatalog) {
    const Catalog german(Language::German, kTestCatalogs);
    EXPECT_EQ(german.language(), Language::German);
    EXPECT_EQ(german.translate("Explored."), "Erkundet.");
    const Catalog bulgarian(Language::Bulgarian, kTestCatalogs);
    EXPECT_EQ(bulgarian.translate("Explored."), "Проучено.");
}

TEST(Catalog, ATextItLacksComesOutInEnglish) {
    const Catalog german(Language::German, kTestCatalogs);
    EXPECT_EQ(german.translate("You feel rested."), "You feel rested.");
    EXPECT_EQ(german.translatePlural({}, "one rat", "{count} rats", 3), "{count} rats");
}

TEST(Catalog, AContextTellsTheSameEnglishApart) {
    const Catalog german(Language::German, kTestCatalogs);
    EXPECT_EQ(german.translate("menu", "Quit"), "Beenden");
    EXPECT_EQ(german.translate("Quit"), "Aufhören");
}

TEST(Catalog, PluralFormsComeFromTheCatalog) {
    const Catalog german(Language::German, kTestCatalogs);
    EXPECT_EQ(german.translatePlural({}, "one turn", "{count} turns", 1), "ein Zug");
    EXPECT_EQ(german.translatePlural({}, "one turn", "{count} turns", 2), "{count} Züge");
    EXPECT_EQ(german.translatePlural({}, "one turn", "{count} turns", 0), "{count} Züge");
    const Catalog bulgarian(Language::Bulgarian, kTestCatalogs);
    EXPECT_EQ(bulgarian.translatePlural({}, "one turn", "{count} turns", 5), "{count} хода");
}

TEST(Catalog, EnglishNeedsNoFile) {
    const Catalog english(Language::English, "/nowhere");
    EXPECT_EQ(english.translate("Explored."), "Explored.");
    EXPECT_EQ(english.translatePlural({}, "one turn", "{count} turns", 1), "one turn");
    EXPECT_EQ(english.translatePlural({}, "one turn", "{count} turns", 0), "{count} turns");
}

TEST(Catalog, AMissingCatalogIsNamedInTheError) {
    const testing::TempFolder empty("catalog_missing");
    try {
        const Catalog spanish(Language::Spanish, empty.path());
        FAIL() << "a missing catalog was taken";
    } catch (const CatalogError& error) {
        const std::string what = error.what();
        EXPECT_NE(what.find("es/LC_MESSAGES/delve.mo"), std::string::npos) << what;
        EXPECT_NE(what.find("Español"), std::string::npos) << what;
    }
}

TEST(Catalog, AFileThatIsNoCatalogIsRefused) {
    const testing::TempFolder folder("catalog_garbage");
    const std::filesystem::path file = catalogFile(folder.path(), Language::German);
    std::filesystem::create_directories(file.parent_path());
    std::ofstream(file) << "this is not a compiled catalog";
    EXPECT_THROW(Catalog(Language::German, folder.path()), CatalogError);
}

TEST(Catalog, TheShippedCatalogsAreBuilt) {
    for (Language language : kAllLanguages) {
        EXPECT_NO_THROW(Catalog(language, testing::kLocaleFolder)) << languageCode(language);
    }
}

TEST(Translation, TheCatalogInUseTranslatesAndAScopeRestoresTheOneBefore) {
    EXPECT_EQ(currentLanguage(), Language::English);
    EXPECT_EQ(tr("Explored."), "Explored.");
    {
        const ScopedCatalog german(Catalog(Language::German, kTestCatalogs));
        EXPECT_EQ(currentLanguage(), Language::German);
        EXPECT_EQ(tr("Explored."), "Erkundet.");
        EXPECT_EQ(trc("menu", "Quit"), "Beenden");
        EXPECT_EQ(trn("one turn", "{count} turns", 4), "{count} Züge");
    }
    EXPECT_EQ(currentLanguage(), Language::English);
    EXPECT_EQ(trn("one turn", "{count} turns", 1), "one turn");
}

}  // namespace
}  // namespace delve
