#pragma once

#include <vector>

#include "game/actors.h"
#include "game/rules.h"
#include "game/skill.h"
#include "ui/screens/lettered_choice.h"
#include "ui/screens/screen.h"

namespace delve {

// The hero's skills (`a`): those she has learnt, each with its school, its
// mana and what it does, and, greyed, those her class teaches later. A
// letter or Enter uses one, through the aiming screen when it aims; Esc
// closes. Using one she lacks the mana for is the game's to refuse.
class SkillsScreen : public Screen {
  public:
    explicit SkillsScreen(const Hero& hero, const Rules& rules);

    std::string_view name() const override { return "skills"; }
    bool isOverlay() const override { return true; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;

  private:
    std::vector<LetteredChoice::Offer> offers(const App& app) const;

    // The learnt first, in the order learnt; then the class's to come.
    std::vector<const Skill*> skills_;
    LetteredChoice choice_;
};

}  // namespace delve
