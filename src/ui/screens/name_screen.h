#pragma once

#include <string>
#include <vector>

#include "game/hero_gender.h"
#include "ui/screens/screen.h"

namespace delve {

// The last start screen: the hero's name, with one offered (the class's,
// or the name typed for the last run), and whether she is a woman or a
// man. The first character typed replaces the offer; Backspace edits it;
// Tab says woman or man; Enter begins the run (with the offer if nothing
// is left); Esc goes back a step.
class NameScreen : public Screen {
  public:
    NameScreen(const std::string& offered, HeroGender gender);

    std::string_view name() const override { return "name"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    // Outside the game's time: a recording begins with the name chosen.
    bool recordsInput() const override { return false; }

    // The name as typed so far.
    std::string typed() const;

  private:
    void type(char32_t c);

    std::string offered_;
    HeroGender gender_;
    std::vector<char32_t> letters_;
    // The offer is still whole: typing replaces it rather than adding to it.
    bool untouched_ = true;
};

}  // namespace delve
