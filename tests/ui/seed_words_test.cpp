// Where seed 002 prints a line of the game in Spanish, the Spanish catalog
// says it in the seed's own words: a player who read the seed meets the
// same sentences.
#include <gtest/gtest.h>

#include <filesystem>

#include "content/rules_loader.h"
#include "game/game.h"
#include "support/build_folders.h"
#include "ui/text/message_text.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

const std::filesystem::path kSeedWordsSource = testing::kSourceFolder;

class SeedWords : public ::testing::Test {
  protected:
    const RulesPtr rules_ = loadRules(kSeedWordsSource / "data");
    const ScopedCatalog spanish_{Catalog(Language::Spanish, testing::kLocaleFolder)};
};

TEST_F(SeedWords, TheDoorCreaksOpenAsTheSeedSaysIt) {
    EXPECT_EQ(sayText(Said{MessageId::DoorOpens, {}}, *rules_), "La puerta cruje y se abre.");
}

TEST_F(SeedWords, ThePanelListsWhatIsAroundUnderTheSeedsHeading) {
    EXPECT_EQ(tr("Around:"), "Alrededor:");
    EXPECT_EQ(tr("nothing"), "nadie");
}

// The Mine's first frame: both quests taken at the camp, then the level
// entered, and the panel counting the levels.
TEST_F(SeedWords, TheMineBeginsAsTheSeedsFirstFrame) {
    GameOptions options;
    options.heroClass = "barbarian";
    options.adventure = "mine";
    options.rules = rules_;
    Game game(options);
    using enum Direction;
    // Into the healer, agreeing to follow the blood.
    for (Direction step : {West, West, West, SouthWest}) {
        game.act(Step{step});
    }
    game.act(Answer{{23, 6}, "greeting", 0});
    // Round the water and into the blacksmith, agreeing to bring silver.
    for (Direction step : {West, West, West, West, West, West, SouthWest, West, NorthWest,
                           NorthWest, NorthWest, West}) {
        game.act(Step{step});
    }
    game.act(Answer{{12, 3}, "greeting", 0});
    // > from afar: to the stairs, and down.
    game.act(Descend{});
    while (game.commandRunning()) {
        game.continueCommand();
    }
    std::vector<std::string> said;
    for (const Message& message : game.log().last(3)) {
        said.push_back(sayText(message.said, *rules_));
    }
    EXPECT_EQ(said, (std::vector<std::string>{"Nueva misión: El rastro de sangre.",
                                              "Nueva misión: Plata para la herrera.",
                                              "Nivel 1: Galería alta."}));
    EXPECT_EQ(trf("Level {number} of {count}",
                  SentenceArguments{}.number("number", 1).number("count", 3)),
              "Nivel 1 de 3");
}

TEST_F(SeedWords, TheSecondLevelTeachesWhirlwindAsTheSeedSaysIt) {
    const Said taught{MessageId::LevelUpWithSkill,
                      MessageArguments{}.withNumber(2).withSkill("whirlwind").withText("Iva")};
    EXPECT_EQ(sayText(taught, *rules_),
              "Iva llega al nivel 2: nueva habilidad: Torbellino (Furia).");
}

}  // namespace
}  // namespace delve
