#pragma once

#include "ui/screens/screen.h"

namespace delve {

// The quests begun, open ones first, each with the steps done and the one
// to do now; any key closes it.
class QuestLogScreen : public Screen {
  public:
    std::string_view name() const override { return "quests"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
};

}  // namespace delve
