// A compiled catalog is checked before Boost.Locale reads it: a broken one
// is refused by name, and the game plays in English instead.
#include "ui/text/catalog_check.h"
#include "support/build_folders.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "core/atomic_file.h"
#include "core/rng.h"
#include "support/run_delve.h"
#include "support/temp_folder.h"
#include "ui/text/catalog.h"

namespace delve {
namespace {

namespace fs = std::filesystem;

std::string germanBytes() {
    return readWholeFile(catalogFile(testing::kLocaleFolder, Language::German));
}

std::string problemWith(const std::string& bytes) {
    try {
        checkCatalogBytes(bytes, "de.mo");
    } catch (const CatalogError& error) {
        return error.what();
    }
    return "no problem";
}

void putWord(std::string& bytes, std::size_t at, std::uint32_t value) {
    for (int i = 0; i < 4; ++i) {
        bytes[at + static_cast<std::size_t>(i)] = static_cast<char>((value >> (8 * i)) & 0xff);
    }
}

TEST(CatalogCheck, TheShippedCatalogsPass) {
    for (Language language : {Language::Bulgarian, Language::German, Language::Spanish}) {
        EXPECT_EQ(problemWith(readWholeFile(catalogFile(testing::kLocaleFolder, language))),
                  "no problem")
            << languageCode(language);
    }
}

// Found by hand: a table offset past the end crashed Delve as it started.
TEST(CatalogCheck, ATableOffsetPastTheEndIsRefused) {
    std::string bytes = germanBytes();
    putWord(bytes, 12, 0x7ffffff0);
    EXPECT_EQ(problemWith(bytes),
              "de.mo: its table of English texts runs past the end of the file");
    EXPECT_EQ(problemWith(bytes.substr(0, 10)), "de.mo: shorter than a catalog's header");
    EXPECT_NE(problemWith("Hello, this is no catalog at all").find("not a compiled gettext"),
              std::string::npos);
}

// Found by hand: one flipped bit in a translation made --lang de stop when
// that sentence was shown.
TEST(CatalogCheck, ATranslationThatIsNotUtf8IsRefused) {
    std::string bytes = germanBytes();
    const std::size_t umlaut = bytes.find("\xc3\xbc");  // ü
    ASSERT_NE(umlaut, std::string::npos);
    bytes[umlaut + 1] = static_cast<char>(bytes[umlaut + 1] ^ 0x40);
    EXPECT_NE(problemWith(bytes).find("is not UTF-8"), std::string::npos) << problemWith(bytes);
}

TEST(CatalogCheck, APlaceholderTheEnglishLacksIsRefused) {
    std::string bytes = germanBytes();
    const std::size_t turn = bytes.find("{turn}", bytes.find("Zug"));
    ASSERT_NE(turn, std::string::npos);
    bytes[turn + 1] = 'b';  // {burn}
    EXPECT_NE(problemWith(bytes).find("names {burn}, which the English does not have"),
              std::string::npos)
        << problemWith(bytes);
}

// Every single bit flipped in the header and tables, and a seeded draw of
// flips anywhere: each catalog is refused or reads and translates.
TEST(CatalogCheck, FlippedBitsAreRefusedOrHarmless) {
    const testing::TempFolder folder("catalog_flips");
    const fs::path file = catalogFile(folder.path(), Language::German);
    fs::create_directories(file.parent_path());
    const std::string bytes = germanBytes();
    std::vector<std::size_t> flips;
    for (std::size_t bit = 0; bit < 8 * 64; ++bit) {
        flips.push_back(bit);
    }
    Rng draw(3);
    for (int i = 0; i < 300; ++i) {
        flips.push_back(draw.below(static_cast<std::uint32_t>(8 * bytes.size())));
    }
    for (std::size_t bit : flips) {
        std::string flipped = bytes;
        flipped[bit / 8] = static_cast<char>(flipped[bit / 8] ^ (1 << (bit % 8)));
        writeFileAtomically(file, flipped);
        try {
            const Catalog catalog(Language::German, folder.path());
            EXPECT_FALSE(catalog.translate("Save and quit?").empty()) << "bit " << bit;
        } catch (const CatalogError&) {
            // Refused by name: English is played instead.
        }
    }
}

TEST(CatalogCheck, ABrokenCatalogIsSaidAndEnglishPlayed) {
    const testing::TempFolder folder("catalog_broken");
    const fs::path file = catalogFile(folder.path(), Language::German);
    fs::create_directories(file.parent_path());
    std::string bytes = germanBytes();
    putWord(bytes, 16, 0x7ffffff0);
    writeFileAtomically(file, bytes);
    const auto result = testing::runDelve("--headless --lang de --seed 8 --keys j",
                                          "DELVE_LOCALE=" + folder.path().string());
    EXPECT_EQ(result.status, 0) << result.output;
    EXPECT_NE(result.output.find("its table of translations runs past the end of the file; "
                                 "playing in English."),
              std::string::npos)
        << result.output;
    EXPECT_NE(result.output.find("Floor 1: The Upper Halls."), std::string::npos);
}

}  // namespace
}  // namespace delve
