#pragma once

#include <optional>
#include <string>

#include "ui/screens/screen.h"
#include "ui/settings/settings.h"

namespace delve {

// The settings' keys: every intent with its keys as the player has them.
// Up and Down (PgUp, PgDn, Home, End) choose an intent; Enter waits for a
// key and gives it to the intent as well, unless it is kept or another
// intent's, which is refused with that intent's name; Backspace takes the
// intent's last key away. Every change is in use at once and kept
// (PlayerSettings::change). Esc goes back. Its keys are not recorded.
class KeysScreen : public Screen {
  public:
    std::string_view name() const override { return "keys"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }
    bool recordsInput() const override { return false; }

  private:
    void choose(int line);
    void give(App& app, const Key& key);
    void takeLast(App& app);
    void change(App& app, const Settings& settings);

    int selected_ = 0;
    int scrolled_ = 0;      // lines of the list above the box's top
    bool waiting_ = false;  // for the key to give the chosen intent
    std::optional<std::string> problem_;
};

}  // namespace delve
