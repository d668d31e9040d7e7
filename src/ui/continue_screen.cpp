#include "ui/continue_screen.h"

#include "ui/app.h"
#include "ui/box.h"

namespace delve {

namespace {

constexpr Colour kFill{12, 12, 20};

// "A level 3 fighter on floor 2, the Dripping Vaults, on turn 512."
std::string summary(const Game& game) {
    const Hero& hero = game.hero();
    return "A level " + std::to_string(hero.level) + " " + hero.heroClass->name + " on floor " +
           std::to_string(game.depth()) + ", " + game.floor().name + ", on turn " +
           std::to_string(game.turn()) + ".";
}

}  // namespace

void ContinueScreen::draw(const App&, CellBuffer& buffer) const {
    const Rect box = centredBox(buffer, 60, 8);
    const int x = box.x + 2;
    const int width = box.width - 4;
    if (!saved_) {
        drawBox(buffer, box, "Delve: the saved run");
        buffer.text({x, box.y + 1}, "The saved run cannot be read:", colours::red, kFill, width);
        buffer.text({x, box.y + 2}, problem_, colours::lightGrey, kFill, width);
        buffer.text({x, box.y + 5}, "n  begin a new run in its place", colours::lightGrey, kFill,
                    width);
        buffer.text({x, box.y + 7}, "Esc: leave (the save stays as it is)", colours::grey, kFill,
                    width);
        return;
    }
    drawBox(buffer, box, "Delve: a run is waiting");
    buffer.text({x, box.y + 1}, "You saved a run last time:", colours::white, kFill, width);
    buffer.text({x, box.y + 2}, summary(*saved_), colours::yellow, kFill, width);
    buffer.text({x, box.y + 4}, "c  go on with it (or Enter)", colours::lightGrey, kFill, width);
    buffer.text({x, box.y + 5}, "n  begin a new run (the saved one is given up)",
                colours::lightGrey, kFill, width);
    buffer.text({x, box.y + 7}, "Esc: leave", colours::grey, kFill, width);
}

void ContinueScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    const char32_t c = key.code == KeyCode::Character ? key.character : 0;
    if (key.code == KeyCode::Escape) {
        app.requestQuit();
    } else if (saved_ && (c == U'c' || c == U'C' || key.code == KeyCode::Enter)) {
        app.resumeRun(std::move(*saved_));
    } else if (c == U'n' || c == U'N') {
        app.declineSavedRun();
    }
}

}  // namespace delve
