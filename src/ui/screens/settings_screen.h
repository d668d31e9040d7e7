#pragma once

#include <optional>
#include <string>

#include "ui/screens/screen.h"
#include "ui/views/box.h"

namespace delve {

// The menu's settings: language, animation, sound, volume, fullscreen, a
// line each with its value. Up and Down (or j and k) move the highlight;
// Right (or l) turns the highlighted setting to its next value, Left (or h)
// to the one before, stopping at the ends of the volume's scale; Enter or
// Space, or a line's letter, turn it to the next and come round. The
// language opens its list (ui/screens/language_screen.h). Every change is in use at
// once and kept for next time (PlayerSettings::change); Esc goes back to the
// menu. Its keys are not recorded (openSettings).
class SettingsScreen : public Screen {
  public:
    std::string_view name() const override { return "settings"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }
    bool recordsInput() const override { return false; }

  private:
    void turn(App& app, int line, int step, bool comeRound);

    int selected_ = 0;
    std::optional<std::string> problem_;  // why the last change could not be kept
};

// Opens the settings over the menu. They are outside the game's time, as a
// question about keeping the run is: neither the key that opened them nor
// their own keys are recorded, so a replay never meets them.
void openSettings(App& app);

// The end of every settings box (settings, languages, keys) and the box
// itself: what was wrong in the settings file while it still is, in red
// (until a change writes the file anew), then what went wrong with the last
// change, then the screen's keys.
void drawSettingsBox(CellBuffer& buffer, const App& app, std::string_view title, BoxText lines,
                     const std::optional<std::string>& problem, std::string_view keys, int width);

}  // namespace delve
