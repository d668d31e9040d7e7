#include "ui/screens/start_list_screen.h"

#include "ui/app.h"

namespace delve {

void StartListScreen::draw(const App& app, CellBuffer& buffer) const {
    choice_.draw(buffer, title(), offers(app), startHint(app));
}

void StartListScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    switch (choice_.hear(event.key)) {
        case LetteredChoice::Heard::Nothing:
            return;
        case LetteredChoice::Heard::Back:
            app.start().back();
            return;
        case LetteredChoice::Heard::Chosen:
            choose(app, choice_.selected());
            return;
    }
}

}  // namespace delve
