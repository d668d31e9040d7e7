#pragma once

#include <optional>
#include <string>

#include "core/language.h"
#include "ui/screens/screen.h"

namespace delve {

// The menu's list of languages, each in its own name and script
// (Български, Deutsch, English, Español). A letter, or Enter on the
// highlighted line, chooses: the game speaks it at once and the choice is
// kept for next time (PlayerSettings::chooseLanguage), and the list closes; a choice
// that cannot be carried out keeps the list open, saying why. Esc goes back
// to the menu. Its keys are not recorded (openLanguages), as the settings'
// are not.
class LanguageScreen : public Screen {
  public:
    // The highlight starts on the language in use.
    explicit LanguageScreen(Language inUse);

    std::string_view name() const override { return "languages"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool isOverlay() const override { return true; }
    bool recordsInput() const override { return false; }

  private:
    void choose(App& app, int index);

    int selected_ = 0;
    std::optional<std::string> problem_;  // why the last choice could not be carried out
};

// Opens the list of languages, off the record as the settings are.
void openLanguages(App& app);

}  // namespace delve
