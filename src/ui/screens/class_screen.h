#pragma once

#include <string_view>

#include "game/rules.h"
#include "ui/screens/start_list_screen.h"

namespace delve {

// A start screen: choose who goes down.
class ClassScreen : public StartListScreen {
  public:
    // With the line of class `chosen` highlighted (the first, if the rules
    // have no such class).
    ClassScreen(const Rules& rules, std::string_view chosen);

    std::string_view name() const override { return "class"; }

  private:
    std::string title() const override;
    std::vector<LetteredChoice::Offer> offers(const App& app) const override;
    void choose(App& app, int index) const override;
};

}  // namespace delve
