#include "ui/screens/class_screen.h"

#include "ui/app.h"
#include "ui/text/data_words.h"
#include "ui/text/translation.h"

namespace delve {

ClassScreen::ClassScreen(const Rules& rules, std::string_view chosen)
    : StartListScreen(static_cast<int>(rules.classes.size()),
                      placeOf(rules.classes, chosen, &HeroClass::id)) {}

std::string ClassScreen::title() const {
    return tr("Delve: choose who goes down");
}

std::vector<LetteredChoice::Offer> ClassScreen::offers(const App& app) const {
    std::vector<LetteredChoice::Offer> offers;
    for (const HeroClass& heroClass : app.rules().classes) {
        offers.push_back({trf("{class}  ({health} HP)", SentenceArguments{}
                                                            .text("class", className(heroClass))
                                                            .number("health", heroClass.maxHp)),
                          classDescription(heroClass)});
    }
    return offers;
}

void ClassScreen::choose(App& app, int index) const {
    app.start().chooseClass(app.rules().classes[static_cast<std::size_t>(index)].id);
}

}  // namespace delve
