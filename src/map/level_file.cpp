#include "map/level_file.h"

#include <algorithm>
#include <charconv>
#include <map>

#include "core/bounds.h"
#include "core/lines.h"
#include "core/utf8.h"
#include "map/kept_place_name.h"

namespace delve {

namespace {

// As a save allows (docs/save-format.md), so every level's run can be saved.
constexpr std::size_t kMaxLevelSide = 1000;

std::vector<std::string_view> splitFields(std::string_view line) {
    std::vector<std::string_view> fields;
    std::size_t start = 0;
    for (;;) {
        const std::size_t bar = line.find('|', start);
        fields.push_back(line.substr(start, bar == std::string_view::npos ? bar : bar - start));
        if (bar == std::string_view::npos) {
            return fields;
        }
        start = bar + 1;
    }
}

// The column (from 1) where field `index` of a `|`-separated line starts,
// counted in characters as an editor counts them, not in bytes.
int fieldColumn(const std::vector<std::string_view>& fields, std::size_t index) {
    int column = 1;
    for (std::size_t i = 0; i < index && i < fields.size(); ++i) {
        column += utf8Length(fields[i]) + 1;
    }
    return column;
}

std::optional<int> parseNumber(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || value < 0) {
        return std::nullopt;
    }
    return value;
}

bool isSnakeCase(std::string_view id) {
    if (id.empty()) {
        return false;
    }
    for (char c : id) {
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) {
            return false;
        }
    }
    return true;
}

// What one legend line says, before it is placed on the map.
struct LegendEntry {
    PlacementKind kind;
    std::string id;
    int amount;
    bool known = false;
};

class LevelParser {
  public:
    LevelParser(const std::string& source, const KindChecker& checkKind, const LevelCast& cast)
        : source_(source), checkKind_(checkKind), cast_(cast) {}

    Level parse(std::string_view text) {
        std::vector<std::string_view> lines = linesOf(text);
        std::size_t i = 0;
        if (i < lines.size() && lines[i].starts_with("level|")) {
            readHeader(lines[i], static_cast<int>(i) + 1);
            ++i;
        }
        // After the header, whose own faults (a control character) come
        // first in reading order.
        checkUtf8(text);
        const std::size_t firstRow = i;
        while (i < lines.size() && !isLegendOrEnd(lines[i])) {
            if (lines[i].empty()) {
                break;
            }
            rows_.push_back(lines[i]);
            ++i;
        }
        if (rows_.empty()) {
            fail(static_cast<int>(firstRow) + 1, 1, "the level has no rows of map");
        }
        bool ended = false;
        for (; i < lines.size(); ++i) {
            const int lineNumber = static_cast<int>(i) + 1;
            const std::string_view line = lines[i];
            if (ended || line.empty()) {
                if (!line.empty()) {
                    fail(lineNumber, 1, "nothing may follow `end`");
                }
                continue;
            }
            if (line == "end") {
                ended = true;
            } else if (line.starts_with("legend|")) {
                readLegend(line, lineNumber);
            } else {
                fail(lineNumber, 1,
                     "expected a map row, a `legend|` line or `end`, found \"" + std::string(line) +
                         "\"");
            }
        }
        if (!legend_.empty() && !ended) {
            fail(static_cast<int>(lines.size()), 1, "the legend is not closed by `end`");
        }
        buildMap(static_cast<int>(firstRow) + 1);
        if (!level_.start) {
            level_.start = firstCellOf(Terrain::StairsUp);
        }
        if (!level_.start) {
            level_.start = firstCellOf(Terrain::StairsDown);
        }
        return std::move(level_);
    }

  private:
    // The file's lines, a '\r' before each '\n' taken off, and the byte
    // order mark some editors begin a file with (an editor does not show
    // it, so columns are counted without it).
    static std::vector<std::string_view> linesOf(std::string_view text) {
        constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
        if (text.starts_with(kByteOrderMark)) {
            text.remove_prefix(kByteOrderMark.size());
        }
        std::vector<std::string_view> lines = splitLines(text);
        for (std::string_view& line : lines) {
            line = withoutCarriageReturn(line);
        }
        // Blank lines at the very end say nothing.
        while (!lines.empty() && lines.back().empty()) {
            lines.pop_back();
        }
        return lines;
    }

    std::optional<Point> firstCellOf(Terrain terrain) const {
        for (int y = 0; y < level_.map.height(); ++y) {
            for (int x = 0; x < level_.map.width(); ++x) {
                if (level_.map.terrain({x, y}) == terrain) {
                    return Point{x, y};
                }
            }
        }
        return std::nullopt;
    }

    static bool isLegendOrEnd(std::string_view line) {
        return line == "end" || line.starts_with("legend|");
    }

    [[noreturn]] void fail(int line, int column, const std::string& problem) const {
        throw LevelError(source_, line, column, problem);
    }

    // `level|<id>|<name>`, or seed 002's `level|<id>|<bg>|<en>|<de>|<es>`
    // with the name in each language (map/kept_place_name.h).
    void readHeader(std::string_view line, int lineNumber) {
        const auto fields = splitFields(line);
        if (fields.size() != 3 && fields.size() != 2 + kAllLanguages.size()) {
            fail(lineNumber, 1,
                 "a header is `level|<id>|<name>` or `level|<id>|<bg>|<en>|<de>|<es>`, with "
                 "three or six fields");
        }
        if (!isSnakeCase(fields[1])) {
            fail(lineNumber, fieldColumn(fields, 1),
                 "a level id is snake_case letters, digits and `_`");
        }
        for (std::size_t field = 2; field < fields.size(); ++field) {
            checkName(fields, field, lineNumber);
        }
        level_.id = std::string(fields[1]);
        if (fields.size() == 3) {
            level_.name = std::string(fields[2]);
            return;
        }
        PlaceNames names;
        for (std::size_t i = 0; i < names.size(); ++i) {
            names[i] = std::string(fields[2 + i]);
        }
        level_.name = keptPlaceName(names);
    }

    // The name is shown, logged and saved as a line of text.
    void checkName(const std::vector<std::string_view>& fields, std::size_t field,
                   int lineNumber) const {
        const std::string_view name = fields[field];
        const std::string which =
            fields.size() == 3
                ? std::string("the level's name")
                : "the level's " + std::string(languageCode(kAllLanguages[field - 2])) + " name";
        if (name.empty()) {
            fail(lineNumber, fieldColumn(fields, field), which + " is empty");
        }
        for (std::size_t i = 0; i < name.size(); ++i) {
            const auto byte = static_cast<unsigned char>(name[i]);
            if (byte < 0x20 || byte == 0x7f) {
                fail(lineNumber, fieldColumn(fields, field) + utf8Length(name.substr(0, i)),
                     which + " holds a control character (byte " + std::to_string(byte) + ")");
            }
        }
    }

    void readLegend(std::string_view line, int lineNumber) {
        const auto fields = splitFields(line);
        if (fields.size() < 3) {
            fail(lineNumber, 1, "a legend line is `legend|<char>|<kind>|...`");
        }
        const int symbolColumn = fieldColumn(fields, 1);
        if (fields[1].size() != 1) {
            fail(lineNumber, symbolColumn, "a legend names exactly one character");
        }
        const char symbol = fields[1][0];
        if (terrainFromSymbol(symbol) || symbol == '@' || symbol == ' ') {
            fail(lineNumber, symbolColumn,
                 std::string("`") + symbol + "` is already a terrain symbol or the hero");
        }
        if (legend_.contains(symbol)) {
            fail(lineNumber, symbolColumn, std::string("`") + symbol + "` is defined twice");
        }
        const std::string_view kindName = fields[2];
        const int kindColumn = fieldColumn(fields, 2);
        LegendEntry entry{PlacementKind::Marker, "", 1};
        if (kindName == "gold") {
            entry.kind = PlacementKind::Gold;
            // Seed 002's levels write a fifth field after the amount, which
            // means nothing for gold; it is read only to be sure it is a number.
            expectFieldCount(fields, 4, 5, lineNumber, "legend|<char>|gold|<amount>[|0]");
            entry.amount = readAmount(fields, 3, lineNumber, kMaxCounter);
            if (fields.size() == 5 && !parseNumber(fields[4])) {
                fail(lineNumber, fieldColumn(fields, 4),
                     "after gold's amount only a whole number may follow, not \"" +
                         std::string(fields[4]) + "\"");
            }
        } else {
            if (kindName == "monster") {
                entry.kind = PlacementKind::Monster;
                expectFieldCount(fields, 4, 4, lineNumber, "legend|<char>|monster|<id>");
            } else if (kindName == "item") {
                entry.kind = PlacementKind::Item;
                expectFieldCount(fields, 4, 5, lineNumber, "legend|<char>|item|<id>[|<count>]");
                if (fields.size() == 5) {
                    entry.amount = readAmount(fields, 4, lineNumber, kMaxStack);
                }
            } else if (kindName == "person") {
                entry.kind = PlacementKind::Person;
                expectFieldCount(fields, 4, 4, lineNumber, "legend|<char>|person|<id>");
            } else if (kindName == "marker") {
                entry.kind = PlacementKind::Marker;
                expectFieldCount(fields, 4, 5, lineNumber, "legend|<char>|marker|<id>");
            } else if (kindName == "trap") {
                entry.kind = PlacementKind::Trap;
                expectFieldCount(fields, 4, 5, lineNumber, "legend|<char>|trap|<kind>[|known]");
                if (fields.size() == 5) {
                    if (fields[4] != "known") {
                        fail(lineNumber, fieldColumn(fields, 4),
                             "after a trap's kind only `known` may follow, not \"" +
                                 std::string(fields[4]) + "\"");
                    }
                    entry.known = true;
                }
            } else {
                fail(lineNumber, kindColumn,
                     "unknown legend kind \"" + std::string(kindName) +
                         "\" (expected monster, person, item, gold, marker or trap)");
            }
            const int idColumn = fieldColumn(fields, 3);
            if (!isSnakeCase(fields[3])) {
                fail(lineNumber, idColumn, "an id is snake_case letters, digits and `_`");
            }
            entry.id = std::string(fields[3]);
            if (checkKind_) {
                if (auto problem = checkKind_(entry.kind, entry.id)) {
                    fail(lineNumber, idColumn, *problem);
                }
            }
        }
        legend_.emplace(symbol, std::move(entry));
    }

    void expectFieldCount(const std::vector<std::string_view>& fields, std::size_t least,
                          std::size_t most, int lineNumber, const char* shape) const {
        if (fields.size() < least || fields.size() > most) {
            fail(lineNumber, 1, std::string("expected `") + shape + "`");
        }
    }

    // Every name and line a level holds is shown or saved as text: bytes
    // that are not UTF-8 are refused where they stand.
    void checkUtf8(std::string_view text) const {
        if (const auto fault = utf8Fault(text, "a level")) {
            fail(fault->place.line, fault->place.column, fault->problem);
        }
    }

    // A count of 1 to `most`: the bound the save holds the same number to.
    int readAmount(const std::vector<std::string_view>& fields, std::size_t index, int lineNumber,
                   int most) const {
        const auto amount = parseNumber(fields[index]);
        if (!amount || *amount == 0) {
            fail(lineNumber, fieldColumn(fields, index),
                 "expected a positive whole number, found \"" + std::string(fields[index]) + "\"");
        }
        if (*amount > most) {
            fail(lineNumber, fieldColumn(fields, index),
                 std::string(fields[index]) + " is more than the " + std::to_string(most) +
                     " a pile may hold");
        }
        return *amount;
    }

    // The shape is checked before the map is made, so that a long row or
    // many rows cannot ask for a huge map, and a level always fits a save.
    void checkShape(int firstLine) const {
        checkSymbols(firstLine);
        const std::size_t width = rows_.front().size();
        if (width > kMaxLevelSide) {
            fail(firstLine, static_cast<int>(kMaxLevelSide) + 1,
                 "the first row is " + std::to_string(width) +
                     " characters long; a level is at most " + std::to_string(kMaxLevelSide) +
                     " wide");
        }
        for (std::size_t y = 0; y < rows_.size(); ++y) {
            const int lineNumber = firstLine + static_cast<int>(y);
            if (y == kMaxLevelSide) {
                fail(lineNumber, 1,
                     "a level has at most " + std::to_string(kMaxLevelSide) + " rows");
            }
            const std::size_t length = rows_[y].size();
            if (length != width) {
                fail(lineNumber, static_cast<int>(std::min(length, width)) + 1,
                     "this row is " + std::to_string(length) + " characters long, the first is " +
                         std::to_string(width));
            }
        }
    }

    // A row of the map holds one printable ASCII symbol a cell. A letter of
    // another script or a control character is named where it stands
    // before any lengths are compared: counted in bytes, it would make the
    // row seem longer than an editor shows it.
    void checkSymbols(int firstLine) const {
        for (std::size_t y = 0; y < rows_.size(); ++y) {
            const std::string_view row = rows_[y];
            const auto odd = std::ranges::find_if(row, [](char c) {
                const auto byte = static_cast<unsigned char>(c);
                return byte < 0x20 || byte >= 0x7f;
            });
            if (odd == row.end()) {
                continue;
            }
            const auto at = static_cast<std::size_t>(odd - row.begin());
            const auto lead = static_cast<unsigned char>(*odd);
            const std::size_t bytes = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 1;
            fail(firstLine + static_cast<int>(y), utf8Length(row.substr(0, at)) + 1,
                 quotedForMessage(row.substr(at, bytes)) +
                     " is not a map symbol: a row of the map holds one ASCII symbol a cell");
        }
    }

    void buildMap(int firstLine) {
        checkShape(firstLine);
        const int width = static_cast<int>(rows_.front().size());
        const int height = static_cast<int>(rows_.size());
        level_.map = Map(width, height);
        for (int y = 0; y < height; ++y) {
            const std::string_view row = rows_[static_cast<std::size_t>(y)];
            const int lineNumber = firstLine + y;
            for (int x = 0; x < width; ++x) {
                placeSymbol(row[static_cast<std::size_t>(x)], {x, y}, lineNumber);
            }
        }
    }

    void placeSymbol(char symbol, Point at, int lineNumber) {
        if (auto terrain = terrainFromSymbol(symbol)) {
            level_.map.setTerrain(at, *terrain);
            return;
        }
        // The hero and every legend character stand on floor.
        level_.map.setTerrain(at, Terrain::Floor);
        if (symbol == '@') {
            if (level_.start) {
                fail(lineNumber, at.x + 1, "a second `@`: the hero starts in one place");
            }
            level_.start = at;
            return;
        }
        Placement placement{PlacementKind::Marker, "", 1, at, false};
        if (const auto entry = legend_.find(symbol); entry != legend_.end()) {
            placement = Placement{entry->second.kind, entry->second.id, entry->second.amount, at,
                                  entry->second.known};
        } else if (const auto letter = cast_.find(symbol); letter != cast_.end()) {
            placement = Placement{letter->second.kind, letter->second.id, 1, at, false};
        } else {
            fail(
                lineNumber, at.x + 1,
                std::string("unknown symbol `") + symbol + "` (not terrain and not in the legend)");
        }
        if (placement.kind == PlacementKind::Monster && ++monsters_ > kMaxFloorMonsters) {
            fail(lineNumber, at.x + 1,
                 "a level holds at most " + std::to_string(kMaxFloorMonsters) + " monsters");
        }
        level_.placements.push_back(std::move(placement));
    }

    const std::string& source_;
    const KindChecker& checkKind_;
    const LevelCast& cast_;
    Level level_;
    std::vector<std::string_view> rows_;
    std::map<char, LegendEntry> legend_;
    int monsters_ = 0;
};

}  // namespace

Level parseLevel(std::string_view text, const std::string& source, const KindChecker& checkKind,
                 const LevelCast& cast) {
    Level level = LevelParser(source, checkKind, cast).parse(text);
    level.source = source;
    return level;
}

std::string levelRows(const Map& map) {
    std::string out;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            out += terrainInfo(map.terrain({x, y})).symbol;
        }
        out += '\n';
    }
    return out;
}

}  // namespace delve
