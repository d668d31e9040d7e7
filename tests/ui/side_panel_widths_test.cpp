// A side panel of 20 columns, the narrowest: the terminal's at 100 columns.
// The hero's health bar spans it, and no name takes three of its lines.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "support/build_folders.h"
#include "support/temp_level.h"
#include "support/test_rules.h"
#include "ui/app.h"
#include "ui/text/translation.h"
#include "ui/views/layout.h"

namespace delve {
namespace {

constexpr const char* kLongRoom =
    "##############\n"
    "#@...........#\n"
    "##############\n";

// The side panel's rows of the frame, each without the margin at its left.
std::vector<std::string> panelRows(const App& app, int columns, int rows) {
    CellBuffer frame(columns, rows);
    app.draw(frame);
    EXPECT_EQ(frame.cutTexts(), 0);
    const Rect panel = layoutFor(columns, rows).sidePanel;
    std::vector<std::string> panelText;
    for (const std::string& row : frame.textRows()) {
        std::string inPanel =
            row.substr(std::min(row.size(), static_cast<std::size_t>(panel.x + 1)));
        inPanel.erase(inPanel.find_last_not_of(' ') + 1);
        panelText.push_back(inPanel);
    }
    return panelText;
}

// The row that begins with `start`, or the number of rows.
std::size_t rowStarting(const std::vector<std::string>& rows, const std::string& start) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i].starts_with(start)) {
            return i;
        }
    }
    return rows.size();
}

TEST(SidePanelWidths, AtAHundredColumnsTheHerosHealthBarSpansThePanel) {
    const testing::TempLevel level("panel_health", kLongRoom);
    const App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
                  DrawStyle{true});
    const std::vector<std::string> rows = panelRows(app, 100, 40);
    const std::size_t health = rowStarting(rows, "HP ");
    ASSERT_LT(health + 1, rows.size());
    const int hp = app.game().hero().hp;
    EXPECT_EQ(rows[health], "HP " + std::to_string(hp) + "/" + std::to_string(hp));
    // Eighteen columns inside the panel's margins, all of them the bar.
    EXPECT_EQ(rows[health + 1], "[" + std::string(16, '#') + "]");
}

TEST(SidePanelWidths, AWidePanelKeepsTheBarBesideItsNumbers) {
    const testing::TempLevel level("panel_health_wide", kLongRoom);
    const App app(GameOptions{3, "fighter", level.level(), testing::rules()}, StartChoices{},
                  DrawStyle{true});
    const std::vector<std::string> rows = panelRows(app, 160, 45);
    const int hp = app.game().hero().hp;
    EXPECT_LT(rowStarting(rows, "HP [" + std::string(20, '#') + "] " + std::to_string(hp) + "/" +
                                    std::to_string(hp)),
              rows.size());
}

TEST(SidePanelWidths, ASleepingMonstersNameTakesTwoLinesAtMostAndKeepsItsSleep) {
    const ScopedCatalog catalog(Catalog(Language::Spanish, testing::kLocaleFolder));
    const testing::TempLevel level("panel_long_name", kLongRoom);
    App app(GameOptions{3, "fighter", level.level(), testing::shippedRules()}, StartChoices{},
            DrawStyle{true});
    Game& game = app.game();
    game.addMonster(*game.rules().monster("fruit_bat"), {6, 1}, MonsterMind::Asleep);
    const std::vector<std::string> rows = panelRows(app, 100, 40);
    // "b murciélago frugívoro (duerme)" would take three lines of sixteen.
    const std::size_t name = rowStarting(rows, "b murciélago");
    ASSERT_LT(name + 2, rows.size());
    EXPECT_NE(rows[name + 1].find("(duerme)"), std::string::npos) << rows[name + 1];
    EXPECT_TRUE(rows[name + 2].starts_with("  [")) << "the bar, third: " << rows[name + 2];
}

TEST(SidePanelWidths, ATwentyDigitSeedStaysOnOneLineCutWhereThePanelIsNarrow) {
    const testing::TempLevel level("panel_long_seed", kLongRoom);
    constexpr std::uint64_t kLongSeed = 18446744073709551615U;
    const App app(GameOptions{kLongSeed, "fighter", level.level(), testing::rules()},
                  StartChoices{}, DrawStyle{true});
    const std::vector<std::string> rows = panelRows(app, 100, 40);
    const std::size_t seed = rowStarting(rows, "Seed ");
    ASSERT_LT(seed + 1, rows.size());
    // Eighteen columns: the word, twelve digits and the mark that more is cut.
    EXPECT_EQ(rows[seed], "Seed 184467440737…");
    EXPECT_TRUE(rows[seed + 1].empty()) << "nothing of the seed below it: " << rows[seed + 1];
    const std::vector<std::string> wide = panelRows(app, 120, 45);
    EXPECT_LT(rowStarting(wide, "Seed 18446744073709551615"), wide.size());
}

}  // namespace
}  // namespace delve
