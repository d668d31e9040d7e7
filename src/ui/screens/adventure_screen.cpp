#include "ui/screens/adventure_screen.h"

#include "ui/app.h"
#include "ui/text/data_words.h"
#include "ui/text/translation.h"

namespace delve {

AdventureScreen::AdventureScreen(const Rules& rules, std::string_view chosen)
    : StartListScreen(static_cast<int>(rules.adventures.size()),
                      placeOf(rules.adventures, chosen, &DungeonPlan::id)) {}

std::string AdventureScreen::title() const {
    return tr("Delve: choose an adventure");
}

std::vector<LetteredChoice::Offer> AdventureScreen::offers(const App& app) const {
    std::vector<LetteredChoice::Offer> offers;
    for (const DungeonPlan& plan : app.rules().adventures) {
        offers.push_back({adventureName(plan), adventureDescription(plan)});
    }
    return offers;
}

void AdventureScreen::choose(App& app, int index) const {
    app.start().chooseAdventure(app.rules().adventures[static_cast<std::size_t>(index)].id);
}

}  // namespace delve
