#pragma once

// Runs that end in death, for the tests of the death screen and its table.

#include "keep/score_table.h"
#include "ui/app.h"

namespace delve::testing {

// When the run ends it is put into `board`, dated 2024-05-01.
inline void recordDeathIn(App& app, ScoreBoard& board) {
    app.keeping().whenRunEnds([&board](const Game& game) -> std::optional<ScoreBoard> {
        board.rank = board.table.add(scoreEntryFor(game, "2024-05-01"));
        return board;
    });
}

// Waits a turn at a time (among monsters) until the death screen opens;
// whether it did within `most` turns.
inline bool waitToDie(App& app, int most) {
    for (int turn = 0; turn < most && app.topScreenName() != "death"; ++turn) {
        app.handle(InputEvent::keyPress(Key::of(U'.')));
    }
    return app.topScreenName() == "death";
}

}  // namespace delve::testing
