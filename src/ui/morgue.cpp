#include "ui/morgue.h"

#include <algorithm>
#include <sstream>
#include <utility>
#include <vector>

#include "core/utf8.h"
#include "game/english.h"
#include "game/run_outcome.h"
#include "ui/text/message_text.h"

namespace delve {

namespace {

// How many of the log's last lines the morgue keeps.
constexpr std::size_t kMorgueMessages = 20;

void writeHeading(std::ostream& out, const Game& game) {
    const Hero& hero = game.hero();
    out << "Delve: the record of a run\n\n";
    out << hero.heroClass->name << ", level " << hero.level << " (" << hero.experience
        << " experience)\n";
    out << "Floor " << game.depth() << ": " << game.floor().name << "\n";
    out << "Turns: " << game.turn() << "\n";
    out << "Seed: " << game.seed() << "\n";
    out << "Health: " << hero.hp << " of " << hero.maxHp << "\n";
    out << "Fate: " << sayText(fateOf(game), game.rules()) << "\n";
}

void writeKills(std::ostream& out, const Game& game) {
    std::vector<std::pair<std::string, int>> kills;
    int total = 0;
    for (const auto& [kind, count] : game.kills()) {
        const MonsterKind* known = game.rules().monster(kind);
        kills.emplace_back(known != nullptr ? known->name : kind, count);
        total += count;
    }
    // The most killed first, then by name, so the list reads the same each time.
    std::sort(kills.begin(), kills.end(), [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    out << "\nKills: " << total << "\n";
    if (kills.empty()) {
        out << "  none\n";
    }
    for (const auto& [name, count] : kills) {
        out << "  " << countOf(count, name) << "\n";
    }
}

// Every time the run went back to a copy set aside, so the record shows a
// run played straight through from one that was not.
void writeGoingsBack(std::ostream& out, const Game& game) {
    const std::vector<GoingBack>& goingsBack = game.goingsBack();
    out << "\nWent back to a copy set aside: ";
    if (goingsBack.empty()) {
        out << "never\n";
        return;
    }
    out << countOf(static_cast<int>(goingsBack.size()), "time") << "\n";
    for (const GoingBack& back : goingsBack) {
        out << "  from turn " << back.fromTurn << " to turn " << back.toTurn << "\n";
    }
}

void writeMessages(std::ostream& out, const Game& game) {
    out << "\nThe last messages\n";
    for (const Message& message : game.log().last(kMorgueMessages)) {
        out << "  " << messageText(message, game.rules()) << "\n";
    }
}

}  // namespace

std::string countOf(int count, const std::string& name) {
    return std::to_string(count) + " " + (count == 1 ? name : plural(name));
}

std::string knownFloorPicture(const Game& game) {
    const Map& map = game.map();
    // The rectangle around every explored cell (and the hero, who is always
    // on one), so the picture holds no empty margin.
    int left = game.hero().position.x;
    int right = left;
    int top = game.hero().position.y;
    int bottom = top;
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            if (map.isExplored({x, y})) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
    }
    std::vector<std::vector<std::string>> rows(
        static_cast<std::size_t>(bottom - top + 1),
        std::vector<std::string>(static_cast<std::size_t>(right - left + 1), " "));
    const auto cellAt = [&](Point p) -> std::string& {
        return rows[static_cast<std::size_t>(p.y - top)][static_cast<std::size_t>(p.x - left)];
    };
    for (int y = top; y <= bottom; ++y) {
        for (int x = left; x <= right; ++x) {
            if (map.isExplored({x, y})) {
                cellAt({x, y}) =
                    std::string(1, terrainInfo(apparentTerrain(map.terrain({x, y}))).symbol);
            }
        }
    }
    for (const Monster& monster : game.monsters()) {
        if (game.canSee(monster)) {
            cellAt(monster.position) = toUtf8(monster.kind->glyph);
        }
    }
    cellAt(game.hero().position) = "@";
    std::string picture;
    for (const auto& row : rows) {
        std::string line;
        for (const std::string& cell : row) {
            line += cell;
        }
        line.erase(line.find_last_not_of(' ') + 1);
        picture += line + "\n";
    }
    return picture;
}

std::string morgueText(const Game& game) {
    std::ostringstream out;
    writeHeading(out, game);
    writeKills(out, game);
    writeGoingsBack(out, game);
    writeMessages(out, game);
    out << "\nThe floor as you knew it\n" << knownFloorPicture(game);
    return out.str();
}

}  // namespace delve
