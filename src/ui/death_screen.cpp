#include "ui/death_screen.h"

#include <algorithm>
#include <vector>

#include "ui/app.h"
#include "ui/box.h"

namespace delve {

namespace {

constexpr Colour kFill{12, 12, 20};
// Wide enough for a row of the table and most of its fate.
constexpr int kTableWidth = 72;

// The ranks (1 = best) of the rows that fit in `room` lines: the best
// ones, but always this run's, in the last line if need be.
std::vector<int> shownRanks(int count, std::optional<int> mine, int room) {
    std::vector<int> ranks;
    for (int rank = 1; rank <= std::min(count, room); ++rank) {
        ranks.push_back(rank);
    }
    if (mine && *mine > room && !ranks.empty()) {
        ranks.back() = *mine;
    }
    return ranks;
}

}  // namespace

void DeathScreen::draw(const App& app, CellBuffer& buffer) const {
    const Game& game = app.game();
    const Hero& hero = game.hero();
    // Lines of the table: a blank, maybe a notice, the title, the heading,
    // the runs, maybe a line for a run that missed the table.
    int extra = 0;
    std::vector<int> ranks;
    if (board_ && !board_->table.empty()) {
        const int fixed = 3 + (board_->notice.empty() ? 0 : 1) + (board_->rank ? 0 : 1);
        const int room = buffer.rows() - 2 - 7 - fixed;
        ranks = shownRanks(static_cast<int>(board_->table.entries().size()), board_->rank, room);
        if (!ranks.empty()) {
            extra = fixed + static_cast<int>(ranks.size());
        }
    }
    const Rect box = centredBox(buffer, extra > 0 ? kTableWidth : 44, 7 + extra);
    drawBox(buffer, box, "You have died");
    const int x = box.x + 2;
    const int width = box.width - 4;
    buffer.text({x, box.y + 1}, "You were " + game.causeOfDeath() + ".", colours::red, kFill,
                width);
    buffer.text({x, box.y + 3},
                "A level " + std::to_string(hero.level) + " " + hero.heroClass->name +
                    ", on turn " + std::to_string(game.turn()) + ".",
                colours::lightGrey, kFill, width);
    buffer.text({x, box.y + 4}, "Seed " + std::to_string(game.seed()) + ".", colours::grey, kFill,
                width);
    if (extra > 0) {
        int y = box.y + 6;
        if (!board_->notice.empty()) {
            buffer.text({x, y++}, board_->notice, colours::yellow, kFill, width);
        }
        buffer.text({x, y++}, "The best runs", colours::white, kFill, width);
        buffer.text({x, y++}, " " + scoreHeading(), colours::grey, kFill, width);
        for (int rank : ranks) {
            const bool mine = board_->rank == rank;
            const ScoreEntry& entry = board_->table.entries()[static_cast<std::size_t>(rank - 1)];
            // The marker shows this run where there is no colour (text frames).
            buffer.text({x, y++}, (mine ? ">" : " ") + scoreRow(rank, entry),
                        mine ? colours::yellow : colours::lightGrey, kFill, width);
        }
        if (!board_->rank) {
            buffer.text({x, y++},
                        "This run did not make the best " + std::to_string(ScoreTable::kKept) + ".",
                        colours::grey, kFill, width);
        }
    }
    buffer.text({x, box.y + 6 + extra}, "Enter: a new run    Esc: leave", colours::grey, kFill,
                width);
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
