// Where seed 002 prints a line of the game in Spanish, the Spanish catalog
// says it in the seed's own words: a player who read the seed meets the
// same sentences.
#include <gtest/gtest.h>

#include <filesystem>

#include "content/rules_loader.h"
#include "ui/text/message_text.h"
#include "ui/text/translation.h"

namespace delve {
namespace {

const std::filesystem::path kSource = DELVE_SOURCE_DIR;

class SeedWords : public ::testing::Test {
  protected:
    const RulesPtr rules_ = loadRules(kSource / "data");
    const ScopedCatalog spanish_{Catalog(Language::Spanish, DELVE_LOCALE_DIR)};
};

TEST_F(SeedWords, TheDoorCreaksOpenAsTheSeedSaysIt) {
    EXPECT_EQ(sayText(Said{MessageId::DoorOpens, {}}, *rules_), "La puerta cruje y se abre.");
}

TEST_F(SeedWords, ThePanelListsWhatIsAroundUnderTheSeedsHeading) {
    EXPECT_EQ(tr("Around:"), "Alrededor:");
}

}  // namespace
}  // namespace delve
