#include "ui/screens/death_screen.h"

#include <algorithm>
#include <vector>

#include "core/utf8.h"
#include "ui/app.h"
#include "ui/text/data_words.h"
#include "ui/text/message_text.h"
#include "ui/text/score_columns.h"
#include "ui/text/sentence.h"
#include "ui/text/text_wrap.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {

// Wide enough for a row of the table and a short fate: at 80 columns the
// box spans the screen. Where the screen is wider, the box grows to hold
// the longest fate on one line.
constexpr int kTableWidth = 76;
constexpr int kPlainWidth = 44;
// A fate column narrower than this goes under its row instead.
constexpr int kNarrowestFate = 16;
constexpr int kFateUnderRow = 5;

// One run of the table, its fate wrapped in the fate column (or under the
// row where that column is too narrow), this run marked with ">" so that
// it shows where there is no colour (text frames).
BoxText tableRow(const std::string& columns, const std::string& fate, bool mine, int width) {
    const std::string row = (mine ? ">" : " ") + columns;
    const Colour colour = mine ? colours::yellow : colours::lightGrey;
    const int fateAt = utf8Length(row);
    BoxText lines;
    if (width - fateAt >= kNarrowestFate) {
        const std::vector<std::string> parts = wrapWords(fate, width - fateAt);
        for (std::size_t i = 0; i < std::max<std::size_t>(parts.size(), 1); ++i) {
            const std::string part = i < parts.size() ? parts[i] : "";
            BoxLine line;
            line.text = i == 0 ? row + part : part;
            line.colour = colour;
            line.indent = i == 0 ? 0 : fateAt;
            lines.push_back(std::move(line));
        }
        return lines;
    }
    addWrapped(lines, row.substr(0, row.find_last_not_of(' ') + 1), width, colour);
    addWrapped(lines, fate, width, colour, kFateUnderRow, kFateUnderRow);
    return lines;
}

// The ranks (1 = best) of the rows that fit in `room` lines: the best
// ones, but always this run's, in place of the last if need be.
std::vector<int> shownRanks(const std::vector<BoxText>& rows, std::optional<int> mine, int room) {
    std::vector<int> ranks;
    int used = 0;
    for (int rank = 1; rank <= static_cast<int>(rows.size()); ++rank) {
        const int needed = static_cast<int>(rows[static_cast<std::size_t>(rank - 1)].size());
        // Room is kept for this run's row further down.
        const int kept = mine && *mine > rank
                             ? static_cast<int>(rows[static_cast<std::size_t>(*mine - 1)].size())
                             : 0;
        if (used + needed + kept > room) {
            break;
        }
        ranks.push_back(rank);
        used += needed;
    }
    if (mine && std::ranges::find(ranks, *mine) == ranks.end() &&
        used + static_cast<int>(rows[static_cast<std::size_t>(*mine - 1)].size()) <= room) {
        ranks.push_back(*mine);
    }
    return ranks;
}

}  // namespace

void DeathScreen::draw(const App& app, CellBuffer& buffer) const {
    const Game& game = app.game();
    const Hero& hero = game.hero();
    const bool hasTable = board_ && !board_->table.empty();
    const ScoreColumns columns(app.rules(), hasTable ? board_->table : ScoreTable{});
    // Wide enough for the longest row of the table, where the screen allows:
    // each fate on one line.
    int wanted = hasTable ? kTableWidth : kPlainWidth;
    if (hasTable) {
        const auto& entries = board_->table.entries();
        for (std::size_t i = 0; i < entries.size(); ++i) {
            wanted =
                std::max(wanted, 1 + utf8Length(columns.row(static_cast<int>(i) + 1, entries[i])) +
                                     utf8Length(sayText(entries[i].cause, app.rules())));
        }
    }
    if (board_) {
        wanted = std::max(wanted, utf8Length(board_->morgueFile));
    }
    const int width = std::min(wanted, widestBoxText(buffer));
    BoxText lines;
    if (won_) {
        addWrapped(lines, tr("You hold the Amulet, and the deep has no more hold on you."), width,
                   colours::yellow);
    } else {
        addWrapped(lines,
                   trf("You were {fate}.",
                       SentenceArguments{}.text("fate", sayText(game.causeOfDeath(), app.rules()))),
                   width, colours::red);
    }
    addBlank(lines);
    addWrapped(lines,
               trf("A level {level} {class}, on turn {turn}.",
                   SentenceArguments{}
                       .number("level", hero.experienceLevel)
                       .text("class", className(*hero.heroClass))
                       .number("turn", game.turn())),
               width, colours::lightGrey);
    if (won_) {
        // What the winner carries out: the purse and the tally, as the
        // panel and the morgue say them.
        int kills = 0;
        for (const auto& [kind, count] : game.kills()) {
            kills += count;
        }
        addWrapped(lines, trf("Gold {number}", SentenceArguments{}.number("number", hero.gold)),
                   width, colours::yellow);
        addWrapped(lines, trf("Kills: {number}", SentenceArguments{}.number("number", kills)),
                   width, colours::lightGrey);
    }
    addWrapped(lines,
               trf("Seed {seed}.", SentenceArguments{}.text("seed", std::to_string(game.seed()))),
               width, colours::grey);
    if (board_ && !board_->morgueFile.empty()) {
        // The file on a line of its own, so that it can be read whole.
        addWrapped(lines, tr("The story of this run is kept in:"), width, colours::grey);
        addWrapped(lines, board_->morgueFile, width, colours::grey);
    }
    addBlank(lines);
    BoxText footer;
    addWrapped(footer, tr("Enter: a new run    Esc: leave"), width, colours::grey);
    if (hasTable) {
        BoxText heading;
        if (!board_->notice.empty()) {
            addWrapped(heading, board_->notice, width, colours::yellow);
        }
        addWrapped(heading, tr("The best runs"), width, colours::white);
        addWrapped(heading, " " + columns.heading(), width, colours::grey);
        BoxText missed;
        if (!board_->rank) {
            addWrapped(missed,
                       trf("This run did not make the best {count}.",
                           SentenceArguments{}.number("count", ScoreTable::kKept)),
                       width, colours::grey);
        }
        std::vector<BoxText> rows;
        const auto& entries = board_->table.entries();
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const int rank = static_cast<int>(i) + 1;
            rows.push_back(tableRow(columns.row(rank, entries[i]),
                                    sayText(entries[i].cause, app.rules()), board_->rank == rank,
                                    width));
        }
        // What the mark beside a rank means, when a run in the table has it.
        if (std::ranges::any_of(entries, [](const ScoreEntry& e) { return e.sawHiddenThings; })) {
            addWrapped(missed, ScoreColumns::legend(), width, colours::grey);
        }
        const int room =
            tallestBoxText(buffer) -
            static_cast<int>(lines.size() + footer.size() + heading.size() + missed.size() + 1);
        const std::vector<int> ranks = shownRanks(rows, board_->rank, room);
        if (!ranks.empty()) {
            lines.insert(lines.end(), heading.begin(), heading.end());
            for (int rank : ranks) {
                const BoxText& row = rows[static_cast<std::size_t>(rank - 1)];
                lines.insert(lines.end(), row.begin(), row.end());
            }
            lines.insert(lines.end(), missed.begin(), missed.end());
            addBlank(lines);
        }
    }
    lines.insert(lines.end(), footer.begin(), footer.end());
    drawTextBox(buffer, won_ ? tr("You have won") : tr("You have died"), lines, width);
}

void DeathScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    if (event.key.code == KeyCode::Enter) {
        app.newRun();
    } else if (event.key.code == KeyCode::Escape) {
        app.requestQuit();
    }
}

}  // namespace delve
