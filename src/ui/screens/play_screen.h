#pragma once

#include "core/direction.h"
#include "ui/input/keymap.h"
#include "ui/screens/screen.h"

namespace delve {

// The map, the side panel and the log: where the game is played.
class PlayScreen : public Screen {
  public:
    std::string_view name() const override { return "play"; }
    void draw(const App& app, CellBuffer& buffer) const override;
    void handle(App& app, const InputEvent& event) override;
    bool readsIntents() const override { return true; }

  private:
    // What each command does here (play_intents.cpp): one handler an
    // intent, written beside it.
    using IntentHandler = void (*)(PlayScreen&, App&);
    static IntentHandler handlerOf(Intent intent);

    void clickOnMap(App& app, Point screenCell);
    void step(App& app, Direction direction);
    void closeDoor(App& app);
    // Messages said before the last thing the player did are drawn dim.
    int readUpTo_ = 0;
};

}  // namespace delve
