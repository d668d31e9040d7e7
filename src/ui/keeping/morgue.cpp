#include "ui/keeping/morgue.h"

#include <algorithm>
#include <sstream>
#include <utility>
#include <vector>

#include "content/english.h"
#include "core/utf8.h"
#include "game/run_outcome.h"
#include "ui/text/data_words.h"
#include "ui/text/message_text.h"
#include "ui/text/translation.h"
#include "ui/views/view_record.h"

namespace delve {

namespace {

// How many of the log's last lines the morgue keeps.
constexpr std::size_t kMorgueMessages = 20;

// The floor the hero is on, counted as her adventure counts them.
std::string whereTheRunStands(const Game& game) {
    const int depth = game.stage().depth();
    const auto where =
        SentenceArguments{}.number("number", depth).text("floor", placeName(game.stage().name()));
    if (depth == 0) {
        return trf("Above ground: {floor}", where);
    }
    switch (game.plan().floorWord) {
        case FloorWord::Floor:
            break;
        case FloorWord::Level:
            return trf("Level {number}: {floor}", where);
    }
    return trf("Floor {number}: {floor}", where);
}

void writeHeading(std::ostream& out, const Game& game) {
    const Hero& hero = game.hero();
    out << tr("Delve: the record of a run") << "\n\n";
    out << trf("{name}, {class}, level {level} ({experience} experience)",
               SentenceArguments{}
                   .text("name", hero.name)
                   .text("class", className(*hero.heroClass))
                   .number("level", hero.experienceLevel)
                   .number("experience", hero.experience))
        << "\n";
    out << trf("Adventure: {adventure}",
               SentenceArguments{}.text("adventure", adventureName(game.plan())))
        << "\n";
    out << whereTheRunStands(game) << "\n";
    out << trf("Turns: {number}", SentenceArguments{}.number("number", game.turn())) << "\n";
    out << trf("Seed: {seed}", SentenceArguments{}.text("seed", std::to_string(game.seed())))
        << "\n";
    out << trf("Health: {health} of {most}",
               SentenceArguments{}.number("health", hero.hp).number("most", hero.maxHp))
        << "\n";
    out << trf("Fate: {fate}",
               SentenceArguments{}.text("fate", sayText(fateOf(game), game.rules())))
        << "\n";
}

void writeKills(std::ostream& out, const Game& game) {
    out << "\n" << killsHeading(game) << "\n";
    const std::vector<std::string> kills = killLines(game);
    if (kills.empty()) {
        out << "  " << tr("none") << "\n";
    }
    for (const std::string& line : kills) {
        out << "  " << line << "\n";
    }
}

// Every time the run went back to a copy set aside, so the record shows a
// run played straight through from one that was not.
void writeGoingsBack(std::ostream& out, const Game& game) {
    const std::vector<GoingBack>& goingsBack = game.goingsBack();
    out << "\n";
    if (goingsBack.empty()) {
        out << tr("Went back to a copy set aside: never") << "\n";
        return;
    }
    out << trnf("Went back to a copy set aside: {count} time",
                "Went back to a copy set aside: {count} times",
                static_cast<long>(goingsBack.size()))
        << "\n";
    for (const GoingBack& back : goingsBack) {
        out << "  "
            << trf("from turn {from} to turn {to}",
                   SentenceArguments{}.number("from", back.fromTurn).number("to", back.toTurn))
            << "\n";
    }
}

void writeMessages(std::ostream& out, const Game& game) {
    out << "\n" << tr("The last messages") << "\n";
    for (const Message& message : game.log().last(kMorgueMessages)) {
        out << "  " << messageText(message, game.rules()) << "\n";
    }
}

}  // namespace

std::vector<std::string> killLines(const Game& game) {
    std::vector<std::pair<std::string, int>> kills;
    for (const auto& [kind, count] : game.kills()) {
        const MonsterKind* known = game.rules().monster(kind);
        kills.emplace_back(
            known != nullptr ? countOf(count, nounOf(*known)) : std::to_string(count) + " " + kind,
            count);
    }
    // The most killed first, then by name, so the list reads the same each time.
    std::sort(kills.begin(), kills.end(), [](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    std::vector<std::string> lines;
    for (auto& [line, count] : kills) {
        lines.push_back(std::move(line));
    }
    return lines;
}

std::string killsHeading(const Game& game) {
    int total = 0;
    for (const auto& [kind, count] : game.kills()) {
        total += count;
    }
    return trf("Kills: {number}", SentenceArguments{}.number("number", total));
}

std::string countOf(int count, Noun name) {
    return trnf("{count} {monster}", "{count} {monster:many}", count,
                SentenceArguments{}.noun("monster", std::move(name)));
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
    for (const Monster& monster : game.stage().monsters()) {
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
    out << "\n" << viewsRecord(game);
    writeMessages(out, game);
    out << "\n" << tr("The floor as you knew it") << "\n" << knownFloorPicture(game);
    return out.str();
}

}  // namespace delve
