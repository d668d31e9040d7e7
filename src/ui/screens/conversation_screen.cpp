#include "ui/screens/conversation_screen.h"

#include <algorithm>
#include <utility>

#include "ui/app.h"
#include "ui/text/data_words.h"
#include "ui/text/noun.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {

constexpr int kConversationWidth = 60;
constexpr int kAnswerIndent = 4;  // "1.  " before each answer

// The line being shown, as the rules have it (none if the person has gone).
const DialogueLine* shownLine(const App& app, Point person, const std::string& id) {
    const Person* there = app.game().stage().personAt(person);
    const Dialogue* dialogue = there ? app.rules().dialogue(there->kind->id) : nullptr;
    return dialogue != nullptr ? dialogue->line(id) : nullptr;
}

}  // namespace

ConversationScreen::ConversationScreen(Point person, std::string line)
    : person_(person), line_(std::move(line)) {}

void ConversationScreen::draw(const App& app, CellBuffer& buffer) const {
    const DialogueLine* line = shownLine(app, person_, line_);
    const Person* there = app.game().stage().personAt(person_);
    if (line == nullptr || there == nullptr) {
        return;
    }
    const int width = std::min(kConversationWidth, widestBoxText(buffer));
    BoxText lines;
    addBlank(lines);
    const HeroGender hero = app.game().hero().gender;
    const std::string said = dialogueWords(line->says, line->gendered, hero);
    // TRANSLATORS: a person's words in a conversation, in your quotation marks.
    const std::string words = trf("\"{words}\"", SentenceArguments{}.text("words", said));
    addWrapped(lines, words, width, colours::white);
    addBlank(lines);
    const std::vector<int> offered = app.game().foresight().answersOffered(*line);
    for (std::size_t i = 0; i < offered.size(); ++i) {
        const DialogueAnswer& answer = line->answers[static_cast<std::size_t>(offered[i])];
        addWrapped(
            lines,
            std::to_string(i + 1) + ".  " + dialogueWords(answer.says, answer.gendered, hero),
            width, colours::yellow, 0, kAnswerIndent);
    }
    if (!offered.empty()) {
        addBlank(lines);
    }
    addWrapped(lines, offered.empty() ? tr("Esc: leave") : tr("a number: answer    Esc: leave"),
               width, colours::grey);
    // TRANSLATORS: the title of a conversation: who the hero talks to.
    const std::string title =
        trf("{Person:the}", SentenceArguments{}.noun("person", nounOf(*there->kind)));
    // The one spoken to and the hero stay in sight beside the box.
    std::vector<Point> keep;
    const Camera& camera = app.lastFrame().camera;
    for (const Point floorCell : {person_, app.game().hero().position}) {
        if (const auto cell = camera.screenCellOf(floorCell)) {
            keep.push_back(*cell);
        }
    }
    drawTextBox(buffer, title, lines, width, BoxOver::ThePlayScreen, keep);
}

void ConversationScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    const DialogueLine* line = shownLine(app, person_, line_);
    const bool leave = key.code == KeyCode::Escape ||
                       (line != nullptr && line->answers.empty() && key.code == KeyCode::Enter);
    if (line == nullptr || leave) {
        app.pop();
        return;
    }
    if (key.code != KeyCode::Character || key.character < U'1' || key.character > U'9') {
        return;
    }
    const std::vector<int> offered = app.game().foresight().answersOffered(*line);
    const auto chosen = static_cast<std::size_t>(key.character - U'1');
    if (chosen >= offered.size()) {
        return;
    }
    const int index = offered[chosen];
    const std::string next = line->answers[static_cast<std::size_t>(index)].to;
    app.game().act(Answer{person_, line_, index});
    if (next.empty()) {
        app.pop();
    } else {
        line_ = next;
    }
}

}  // namespace delve
