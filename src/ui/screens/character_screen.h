#pragma once

#include "ui/screens/screen.h"

namespace delve {

// `C`: the hero at a glance. On the left who she is and her numbers (level,
// experience, health, mana, accuracy, defence, damage, speed, gold), what
// she has in use and the conditions on her; on the right her skills and
// what she has killed. A column too long for the screen ends with how many
// lines were left out. Any key closes it; it takes no turn.
class CharacterScreen : public Screen {
  public:
    std::string_view name() const override { return "character"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
};

}  // namespace delve
