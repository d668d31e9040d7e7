#include "ui/death_screen.h"

#include "ui/app.h"
#include "ui/box.h"

namespace delve {

namespace {
constexpr Colour kFill{12, 12, 20};
}  // namespace

void DeathScreen::draw(const App& app, CellBuffer& buffer) const {
    const Game& game = app.game();
    const Hero& hero = game.hero();
    const Rect box = centredBox(buffer, 44, 7);
    drawBox(buffer, box, "You have died");
    const int x = box.x + 2;
    const int width = box.width - 4;
    buffer.text({x, box.y + 1}, "You were " + game.causeOfDeath() + ".", colours::red, kFill, width);
    buffer.text({x, box.y + 3},
                "A level " + std::to_string(hero.level) + " " + hero.heroClass->name + ", on turn " +
                    std::to_string(game.turn()) + ".",
                colours::lightGrey, kFill, width);
    buffer.text({x, box.y + 4}, "Seed " + std::to_string(game.seed()) + ".", colours::grey, kFill,
                width);
    buffer.text({x, box.y + 6}, "Enter: a new run    Esc: leave", colours::grey, kFill, width);
}

void DeathScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    if (event.key.code == KeyCode::Enter) {
        app.newRun();
    } else if (event.key.code == KeyCode::Escape) {
        app.requestQuit();
    }
}

}  // namespace delve
