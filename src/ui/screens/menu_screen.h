#pragma once

#include "ui/screens/screen.h"

namespace delve {

// Esc on the play screen: resume, help, the settings (ui/screens/settings_screen.h),
// the language straight away (ui/screens/language_screen.h), or save and quit (after
// a yes, asked by a ConfirmScreen).
class MenuScreen : public Screen {
  public:
    std::string_view name() const override { return "menu"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }
};

}  // namespace delve
