// The data's texts for the catalogs, taken from what the loader read
// (content/data_texts.h), and the shipped template holding each of them.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <utility>

#include "content/content_text.h"
#include "content/data_texts.h"
#include "content/rules_loader.h"
#include "support/build_folders.h"
#include "support/po_entries.h"
#include "support/test_rules.h"

namespace delve {
namespace {

bool holds(const std::vector<DataText>& texts, std::string_view context, std::string_view english) {
    return std::ranges::any_of(texts, [&](const DataText& text) {
        return text.context == context && text.english == english;
    });
}

// A move's name sits in an inline table of a list: a reader of `name = `
// lines would miss it, the loader does not.
TEST(DataTexts, AMoveNamedInAnInlineTableIsGathered) {
    Rules rules;
    parseMonsters(testing::replaced(testing::kRat, "traits = [\"wanders\"]",
                                    "traits = []\nmoves = [\n  { move = \"blink\", "
                                    "name = \"shadow leap\", distance = 3 },\n]"),
                  "monsters.toml", rules);
    const std::vector<DataText> texts = dataTexts(rules);
    EXPECT_TRUE(holds(texts, "move", "shadow leap"));
    EXPECT_TRUE(holds(texts, "monster", "rat"));
}

TEST(DataTexts, ANameCarriesItsGrammarAndASentenceDoesNot) {
    const std::vector<DataText> texts = dataTexts(*testing::shippedRules());
    for (const DataText& text : texts) {
        const bool isName = text.context == "monster" || text.context == "item" ||
                            text.context == "look" || text.context == "person";
        EXPECT_EQ(text.withForms, isName) << text.context << ": " << text.english;
    }
}

// Both forms of words said otherwise to a woman.
TEST(DataTexts, GenderedWordsAreGatheredInBothContexts) {
    const RulesPtr rules = testing::shippedRules();
    const std::vector<DataText> texts = dataTexts(*rules);
    int gendered = 0;
    const auto check = [&](const std::string& says, bool isGendered) {
        if (isGendered) {
            ++gendered;
            EXPECT_TRUE(holds(texts, "dialogue to a woman", says)) << says;
        }
        EXPECT_TRUE(holds(texts, "dialogue", says)) << says;
    };
    for (const Dialogue& dialogue : rules->dialogues) {
        for (const DialogueLine& line : dialogue.lines) {
            check(line.says, line.gendered);
            for (const DialogueAnswer& answer : line.answers) {
                check(answer.says, answer.gendered);
            }
        }
    }
    EXPECT_GT(gendered, 0);
}

// A hand-made level's name, whether a floor's own, the surface or one the
// plan may place.
TEST(DataTexts, ALevelsNameIsAPlace) {
    auto chapel = std::make_shared<Level>();
    chapel->name = "The Sunken Chapel";
    auto camp = std::make_shared<Level>();
    camp->name = "The Camp Below";
    Rules rules;
    DungeonPlan plan;
    PlannedLevel placed;
    placed.level = chapel;
    plan.levels.push_back(placed);
    FloorPlan floor;
    floor.level = camp;
    plan.floors.push_back(floor);
    auto above = std::make_shared<Level>();
    above->name = "The Camp Above";
    plan.surface = above;
    rules.adventures.push_back(plan);
    const std::vector<DataText> texts = dataTexts(rules);
    EXPECT_TRUE(holds(texts, "place", "The Camp Above"));
    EXPECT_TRUE(holds(texts, "place", "The Sunken Chapel"));
    EXPECT_TRUE(holds(texts, "place", "The Camp Below"));
}

// The (context, text) pairs of a catalog template.
std::set<std::pair<std::string, std::string>> templatePairs(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::ostringstream text;
    text << in.rdbuf();
    std::set<std::pair<std::string, std::string>> pairs;
    for (const testing::PoEntry& entry : testing::poEntriesOf(text.str())) {
        pairs.emplace(entry.context, entry.english);
    }
    return pairs;
}

// Every text the loader read from the shipped data is in po/delve.pot, in
// its context: none reaches the player untranslatable.
TEST(DataTexts, TheShippedTemplateHoldsEveryTextTheLoaderRead) {
    const auto pairs =
        templatePairs(std::filesystem::path(testing::kSourceFolder) / "po/delve.pot");
    ASSERT_FALSE(pairs.empty());
    for (const DataText& text : dataTexts(*testing::shippedRules())) {
        EXPECT_TRUE(pairs.contains({text.context, text.english}))
            << text.context << ": " << text.english;
    }
}

}  // namespace
}  // namespace delve
