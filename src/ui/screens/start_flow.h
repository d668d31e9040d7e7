#pragma once

#include <string>

#include "game/game.h"
#include "ui/screens/start_choices.h"

namespace delve {

class App;

// The way through the start screens before a run begins: the adventure,
// the class, the hero's name, each asked only when it is left to choose.
// Each is a screen over the one before, so that Esc goes back a step; the
// run begins once none is left. The choices are written into the App's
// options, which the run is begun with.
class StartFlow {
  public:
    StartFlow(App& app, GameOptions& options, StartChoices choices)
        : app_(app), options_(options), toChoose_(choices) {}
    StartFlow(const StartFlow&) = delete;
    StartFlow& operator=(const StartFlow&) = delete;

    bool anyToChoose() const { return toChoose_.any(); }
    // Asks the first choice left, or begins the run.
    void begin();
    // From the death screen: the choices again, the class even when the
    // command line gave it.
    void again();

    // Each answer asks the next choice left; the last begins the run.
    void chooseAdventure(const std::string& id);
    void chooseClass(const std::string& heroClass);
    void chooseName(const std::string& name, HeroGender gender);

    // The name the name screen offers: the one the player typed for the
    // last run, else the chosen class's.
    std::string offeredName() const;
    // Whether that hero is a woman or a man: as the player said for the
    // last run (or --gender), else as the chosen class's hero is.
    HeroGender offeredGender() const;

    // Esc on a start screen: back to the one before, or out of the game
    // from the first.
    void back();
    bool canGoBack() const { return screens_ > 1; }

  private:
    enum class Question { Adventure, Class, Name, Begin };
    // Asks for `question`, or the first after it that is left to choose, or
    // begins the run.
    void askFrom(Question question);

    App& app_;
    GameOptions& options_;
    StartChoices toChoose_;
    int screens_ = 0;        // how many start screens are stacked
    std::string typedName_;  // a name the player typed, offered again
};

}  // namespace delve
