// A level file that names itself in every language is shown by its own
// name in each, in the side panel and in the log, and keeps it in a save.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>

#include "keep/save_codec.h"
#include "support/build_folders.h"
#include "support/frame_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/text/data_words.h"
#include "ui/text/message_text.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

constexpr const char* kWell =
    "level|the_well|Кладенецът|The Well|Der Brunnen|El pozo\n"
    "#####\n"
    "#@..#\n"
    "#####\n";

Catalog catalogOf(Language language) {
    return Catalog(language, std::filesystem::path(testing::kLocaleFolder));
}

TEST(PlaceName, AnEnglishNameGoesThroughTheCatalog) {
    const ScopedCatalog german(catalogOf(Language::German));
    EXPECT_EQ(placeName("The Old Cistern"), trc("place", "The Old Cistern"));
    EXPECT_NE(placeName("The Old Cistern"), "The Old Cistern") << "the catalog has it";
}

TEST(PlaceName, ALevelsOwnNameIsShownInEachLanguage) {
    const testing::TempLevel well("place_name_well", kWell);
    App app(GameOptions{3, "fighter", well.level(), testing::rules()}, StartChoices{},
            DrawStyle{true});
    const std::map<Language, std::string> expected = {{Language::Bulgarian, "Кладенецът"},
                                                      {Language::English, "The Well"},
                                                      {Language::German, "Der Brunnen"},
                                                      {Language::Spanish, "El pozo"}};
    for (const auto& [language, name] : expected) {
        const ScopedCatalog catalog(catalogOf(language));
        const std::string frame = testing::frameOf(app, 100, 46);
        EXPECT_NE(frame.find(name), std::string::npos) << frame;
        EXPECT_NE(sayText(app.game().log().messages().front().said, app.rules()).find(name),
                  std::string::npos)
            << languageCode(language);
    }
}

TEST(PlaceName, ALevelsOwnNamesSurviveASave) {
    const testing::TempLevel well("place_name_well_saved", kWell);
    const Game game(GameOptions{3, "fighter", well.level(), testing::rules()});
    const Game loaded = loadGame(saveGame(game), "well.sav", testing::rules());
    EXPECT_EQ(loaded.stage().name(), game.stage().name());
    const ScopedCatalog spanish(catalogOf(Language::Spanish));
    EXPECT_EQ(placeName(loaded.stage().name()), "El pozo");
}

}  // namespace
}  // namespace delve
