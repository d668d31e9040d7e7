#pragma once

#include <string_view>

#include "game/rules.h"
#include "ui/screens/start_list_screen.h"

namespace delve {

// The first start screen, where the rules hold more than one adventure:
// the Dungeon or the Mine.
class AdventureScreen : public StartListScreen {
  public:
    // With adventure `chosen` highlighted (the first, if there is none).
    AdventureScreen(const Rules& rules, std::string_view chosen);

    std::string_view name() const override { return "adventure"; }

  private:
    std::string title() const override;
    std::vector<LetteredChoice::Offer> offers(const App& app) const override;
    void choose(App& app, int index) const override;
};

}  // namespace delve
