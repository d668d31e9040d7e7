#include "ui/adventure_screen.h"

#include <algorithm>
#include <vector>

#include "ui/app.h"
#include "ui/text/data_words.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

int indexOf(const Rules& rules, std::string_view id) {
    const auto found = std::ranges::find(rules.adventures, id, &DungeonPlan::id);
    return found == rules.adventures.end() ? 0 : static_cast<int>(found - rules.adventures.begin());
}

}  // namespace

AdventureScreen::AdventureScreen(const Rules& rules, std::string_view chosen)
    : choice_(static_cast<int>(rules.adventures.size()), indexOf(rules, chosen)) {}

void AdventureScreen::draw(const App& app, CellBuffer& buffer) const {
    std::vector<LetteredChoice::Offer> offers;
    for (const DungeonPlan& plan : app.rules().adventures) {
        offers.push_back({adventureName(plan), adventureDescription(plan)});
    }
    choice_.draw(buffer, tr("Delve: choose an adventure"), offers, startHint(app));
}

void AdventureScreen::handle(App& app, const InputEvent& event) {
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
            app.chooseAdventure(
                app.rules().adventures[static_cast<std::size_t>(choice_.selected())].id);
            return;
    }
}

}  // namespace delve
