#include <gtest/gtest.h>

#include "support/printers.h"
#include "content/level_loader.h"
#include "map/level_file.h"
#include "map/kept_place_name.h"

namespace delve {
namespace {

const char* const kSmallLevel =
    "level|first_gallery|The First Gallery\n"
    "##########\n"
    "#@..r..1?#\n"
    "#..~~,.2'#\n"
    "###+###>##\n"
    "legend|r|monster|giant_white_rat\n"
    "legend|1|item|potion_of_healing|2\n"
    "legend|2|gold|25\n"
    "end\n";

TEST(LevelFile, ReadsHeaderRowsLegendAndStart) {
    const Level level = parseLevel(kSmallLevel, "small.txt");
    EXPECT_EQ(level.id, "first_gallery");
    EXPECT_EQ(level.name, "The First Gallery");
    EXPECT_EQ(level.map.width(), 10);
    EXPECT_EQ(level.map.height(), 4);
    EXPECT_EQ(level.start, (Point{1, 1}));
    EXPECT_EQ(level.map.terrain({1, 1}), Terrain::Floor);
    EXPECT_EQ(level.map.terrain({8, 1}), Terrain::SecretDoor);
    EXPECT_EQ(level.map.terrain({8, 2}), Terrain::OpenDoor);
    EXPECT_EQ(level.map.terrain({3, 2}), Terrain::Water);
    EXPECT_EQ(level.map.terrain({5, 2}), Terrain::Blood);
    EXPECT_EQ(level.map.terrain({3, 3}), Terrain::ClosedDoor);
    EXPECT_EQ(level.map.terrain({7, 3}), Terrain::StairsDown);
    // Legend characters stand on floor.
    EXPECT_EQ(level.map.terrain({4, 1}), Terrain::Floor);
    ASSERT_EQ(level.placements.size(), 3u);
    EXPECT_EQ(level.placements[0].kind, PlacementKind::Monster);
    EXPECT_EQ(level.placements[0].id, "giant_white_rat");
    EXPECT_EQ(level.placements[0].at, (Point{4, 1}));
    EXPECT_EQ(level.placements[1].kind, PlacementKind::Item);
    EXPECT_EQ(level.placements[1].amount, 2);
    EXPECT_EQ(level.placements[2].kind, PlacementKind::Gold);
    EXPECT_EQ(level.placements[2].amount, 25);
}

TEST(LevelFile, AFourNameHeaderKeepsTheNameInEveryLanguage) {
    const Level level =
        parseLevel("level|1|Кладенецът|The Well|Der Brunnen|El pozo\n#@#\n", "well.txt");
    EXPECT_EQ(level.id, "1");
    const std::optional<PlaceNames> names = placeNamesOf(level.name);
    ASSERT_TRUE(names.has_value()) << level.name;
    EXPECT_EQ((*names)[static_cast<std::size_t>(Language::Bulgarian)], "Кладенецът");
    EXPECT_EQ((*names)[static_cast<std::size_t>(Language::English)], "The Well");
    EXPECT_EQ((*names)[static_cast<std::size_t>(Language::German)], "Der Brunnen");
    EXPECT_EQ((*names)[static_cast<std::size_t>(Language::Spanish)], "El pozo");
}

TEST(LevelFile, AOneNameHeaderIsKeptAsEnglishForTheCatalogs) {
    EXPECT_FALSE(placeNamesOf(parseLevel(kSmallLevel, "small.txt").name).has_value());
}

TEST(LevelFile, APlainMapNeedsNoHeaderOrLegend) {
    const Level level = parseLevel("#####\n#@.>#\n#####\n", "plain.txt");
    EXPECT_TRUE(level.id.empty());
    EXPECT_EQ(level.start, (Point{1, 1}));
    EXPECT_TRUE(level.placements.empty());
}

TEST(LevelFile, OutsideTheMapIsWall) {
    const Level level = parseLevel("...\n...\n", "open.txt");
    EXPECT_EQ(level.map.terrain({-1, 0}), Terrain::Wall);
    EXPECT_EQ(level.map.terrain({3, 1}), Terrain::Wall);
    EXPECT_FALSE(level.map.isWalkable({0, 5}));
    EXPECT_TRUE(level.map.isOpaque({0, -1}));
}

// The error text names the file, line and column, then the problem.
std::string levelErrorOf(const std::string& text, const KindChecker& checker = nullptr) {
    try {
        parseLevel(text, "bad.txt", checker);
    } catch (const LevelError& error) {
        return error.what();
    }
    return "no error";
}

// A map row holds ASCII symbols: another script's letter or a control
// byte is named as itself (a control byte escaped, never printed raw),
// at its column in characters, not taken for a row of the wrong length.
TEST(LevelFile, ASymbolOutsideAsciiIsNamedWhereItStands) {
    EXPECT_EQ(levelErrorOf("####\n#@.\xe6\xbc\xa2\n####\n"),
              "bad.txt:2:4: \"\xe6\xbc\xa2\" is not a map symbol: a row of the map holds one ASCII "
              "symbol a cell");
    EXPECT_EQ(levelErrorOf("####\n\xe6\xbc\xa2\xe6\xbc\xa2.\x01\n####\n"),
              "bad.txt:2:1: \"\xe6\xbc\xa2\" is not a map symbol: a row of the map holds one ASCII "
              "symbol a cell");
    EXPECT_EQ(levelErrorOf("####\n#@.\x01\n####\n"),
              "bad.txt:2:4: \"\\x01\" is not a map symbol: a row of the map holds one ASCII symbol "
              "a cell");
    EXPECT_EQ(levelErrorOf("####\n#@.\t\n####\n"),
              "bad.txt:2:4: \"\\x09\" is not a map symbol: a row of the map holds one ASCII symbol "
              "a cell");
}

// Some editors begin a file with a byte order mark: it is not part of the
// first row.
TEST(LevelFile, AByteOrderMarkAtTheStartIsSkipped) {
    const Level level = parseLevel("\xef\xbb\xbf####\n#@.#\n####\n", "bom.txt");
    EXPECT_EQ(level.map.width(), 4);
    EXPECT_EQ(level.start, (Point{1, 1}));
}

TEST(LevelFile, ErrorsSayWhereAndWhat) {
    EXPECT_EQ(levelErrorOf("####\n#.X#\n####\n"),
              "bad.txt:2:3: unknown symbol `X` (not terrain and not in the legend)");
    EXPECT_EQ(levelErrorOf("####\n#..#\n###\n"),
              "bad.txt:3:4: this row is 3 characters long, the first is 4");
    EXPECT_EQ(levelErrorOf("####\n#..##\n####\n"),
              "bad.txt:2:5: this row is 5 characters long, the first is 4");
    EXPECT_EQ(levelErrorOf("###\n#@@\n###\n"),
              "bad.txt:2:3: a second `@`: the hero starts in one place");
    EXPECT_EQ(levelErrorOf("level|x|y\n###\nlegend|r|monster|rat\nlegend|r|monster|bat\nend\n"),
              "bad.txt:4:8: `r` is defined twice");
    EXPECT_EQ(levelErrorOf("###\nlegend|r|dragon|rat\nend\n"),
              "bad.txt:2:10: unknown legend kind \"dragon\" (expected monster, person, item, gold, "
              "marker or trap)");
    EXPECT_EQ(levelErrorOf("###\nlegend|2|gold|lots\nend\n"),
              "bad.txt:2:15: expected a positive whole number, found \"lots\"");
    EXPECT_EQ(levelErrorOf("###\nlegend|#|monster|rat\nend\n"),
              "bad.txt:2:8: `#` is already a terrain symbol or the hero");
    EXPECT_EQ(levelErrorOf("###\nlegend|r|monster|Big Rat\nend\n"),
              "bad.txt:2:18: an id is snake_case letters, digits and `_`");
    EXPECT_EQ(levelErrorOf("###\nlegend|r|monster|rat\n"),
              "bad.txt:2:1: the legend is not closed by `end`");
    EXPECT_EQ(levelErrorOf("###\nend\n###\n"), "bad.txt:3:1: nothing may follow `end`");
    EXPECT_EQ(levelErrorOf("level|a b|Name\n###\n"),
              "bad.txt:1:7: a level id is snake_case letters, digits and `_`");
    EXPECT_EQ(levelErrorOf("level|well|Кладенецът|The Well|Der Brunnen\n###\n"),
              "bad.txt:1:1: a header is `level|<id>|<name>` or `level|<id>|<bg>|<en>|<de>|<es>`, "
              "with three or six fields");
    EXPECT_EQ(levelErrorOf("level|well|Кладенецът|The Well||El pozo\n###\n"),
              "bad.txt:1:32: the level's de name is empty");
    EXPECT_EQ(levelErrorOf(""), "bad.txt:1:1: the level has no rows of map");
    EXPECT_EQ(levelErrorOf("###\n\n###\n"),
              "bad.txt:3:1: expected a map row, a `legend|` line or `end`, found \"###\"");
}

TEST(LevelFile, AskTheGameWhetherAKindExists) {
    const KindChecker onlyRats = [](PlacementKind kind,
                                    std::string_view id) -> std::optional<std::string> {
        if (kind == PlacementKind::Monster && id != "rat") {
            return "unknown monster \"" + std::string(id) + "\"";
        }
        return std::nullopt;
    };
    EXPECT_EQ(levelErrorOf("#r#\nlegend|r|monster|rat\nend\n", onlyRats), "no error");
    EXPECT_EQ(levelErrorOf("#r#\nlegend|r|monster|dragon\nend\n", onlyRats),
              "bad.txt:2:18: unknown monster \"dragon\"");
}

TEST(LevelFile, WindowsLineEndingsAreFine) {
    const Level level = parseLevel("###\r\n#@#\r\n###\r\n", "crlf.txt");
    EXPECT_EQ(level.map.width(), 3);
    EXPECT_EQ(level.start, (Point{1, 1}));
}

TEST(LevelFile, AMissingFileIsAClearError) {
    EXPECT_THROW(loadLevel("/nonexistent/level.txt"), LevelError);
}

TEST(LevelFile, RowsReadBack) {
    const std::string rows = "#####\n#.+'#\n#~>,#\n#####\n";
    EXPECT_EQ(levelRows(parseLevel(rows, "rows.txt").map), rows);
}

}  // namespace
}  // namespace delve
