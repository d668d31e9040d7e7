#include "ui/screens/quest_log_screen.h"

#include <string>
#include <vector>

#include "ui/app.h"
#include "ui/text/text_wrap.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {

struct LogEntry {
    std::string text;
    Colour colour;
};

// A quest's name, then each step it has reached: done, or the one now,
// with how many it has counted if it counts more than one.
void addQuest(const Game& game, const QuestProgress& quest, std::vector<LogEntry>& entries) {
    const std::string name = trc("quest", quest.kind->name);
    entries.push_back(
        {quest.finished ? trf("{quest} (finished)", SentenceArguments{}.text("quest", name)) : name,
         quest.finished ? colours::lightGrey : colours::yellow});
    for (int step = 0; step < static_cast<int>(quest.kind->steps.size()); ++step) {
        if (step > quest.step) {
            break;  // what comes later is not known yet
        }
        const QuestStep& shown = quest.kind->steps[static_cast<std::size_t>(step)];
        const bool done = step < quest.step;
        std::string says = trc("quest", shown.says);
        if (!done && shown.count > 1) {
            says += " " + trf("({number}/{most})", SentenceArguments{}
                                                       .number("number", game.countedSoFar(quest))
                                                       .number("most", shown.count));
        }
        entries.push_back(
            {(done ? "  + " : "  - ") + says, done ? colours::lightGrey : colours::white});
    }
}

}  // namespace

void QuestLogScreen::draw(const App& app, CellBuffer& buffer) const {
    const Rect box{0, 0, buffer.columns(), buffer.rows()};
    drawBox(buffer, box, tr("Quests (any key closes)"));
    std::vector<LogEntry> entries;
    const std::vector<QuestProgress>& quests = app.game().quests();
    for (const bool finished : {false, true}) {
        for (const QuestProgress& quest : quests) {
            if (quest.finished == finished) {
                addQuest(app.game(), quest, entries);
            }
        }
    }
    if (entries.empty()) {
        entries.push_back({tr("You have no quests."), colours::lightGrey});
    }
    const Point start = boxTextStart(box);
    const int width = boxTextWidth(box);
    int y = start.y;
    for (const LogEntry& entry : entries) {
        const int needed = static_cast<int>(wrapWords(entry.text, width).size());
        if (y + needed > box.bottom() - 1) {
            break;
        }
        buffer.wrapped({start.x, y}, entry.text, width, entry.colour, kBoxFill, needed);
        y += needed;
    }
}

void QuestLogScreen::handle(App& app, const InputEvent& event) {
    if (event.kind == InputEvent::Kind::Key) {
        app.pop();
    }
}

}  // namespace delve
