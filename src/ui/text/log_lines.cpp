#include "ui/text/log_lines.h"

#include <climits>

#include "ui/app.h"
#include "ui/text/message_text.h"

namespace delve {

std::vector<LogLine> logLines(const App& app, int readUpTo) {
    std::vector<LogLine> lines;
    const std::vector<App::Note>& notes = app.notes();
    auto note = notes.begin();
    // A note said when the game had said N messages comes after the N-th.
    const auto notesUpTo = [&](int said) {
        for (; note != notes.end() && note->afterSaid < said; ++note) {
            lines.push_back(LogLine{note->text, note->afterSaid >= readUpTo});
        }
    };
    if (app.hasGame()) {
        const Game& game = app.game();
        for (const Message& message : game.log().messages()) {
            notesUpTo(message.serial - message.count + 1);
            lines.push_back(LogLine{messageText(message, game.rules()), message.serial > readUpTo});
        }
    }
    notesUpTo(INT_MAX);
    return lines;
}

}  // namespace delve
