#include "ui/class_screen.h"

#include <algorithm>
#include <vector>

#include "ui/app.h"
#include "ui/text/data_words.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

int indexOf(const Rules& rules, std::string_view id) {
    const auto found = std::ranges::find(rules.classes, id, &HeroClass::id);
    return found == rules.classes.end() ? 0 : static_cast<int>(found - rules.classes.begin());
}

}  // namespace

ClassScreen::ClassScreen(const Rules& rules, std::string_view chosen)
    : choice_(static_cast<int>(rules.classes.size()), indexOf(rules, chosen)) {}

void ClassScreen::draw(const App& app, CellBuffer& buffer) const {
    std::vector<LetteredChoice::Offer> offers;
    for (const HeroClass& heroClass : app.rules().classes) {
        offers.push_back({trf("{class}  ({health} HP)", SentenceArguments{}
                                                            .text("class", className(heroClass))
                                                            .number("health", heroClass.maxHp)),
                          classDescription(heroClass)});
    }
    choice_.draw(buffer, tr("Delve: choose who goes down"), offers, startHint(app));
}

void ClassScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    switch (choice_.hear(event.key)) {
        case LetteredChoice::Heard::Nothing:
            return;
        case LetteredChoice::Heard::Back:
            app.backFromStart();
            return;
        case LetteredChoice::Heard::Chosen:
            app.chooseClass(app.rules().classes[static_cast<std::size_t>(choice_.selected())].id);
            return;
    }
}

}  // namespace delve
