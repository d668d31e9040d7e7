#include "ui/help_screen.h"

#include "ui/app.h"
#include "ui/box.h"
#include "ui/keymap.h"

namespace delve {

namespace {
constexpr int kKeyColumn = 30;
constexpr int kMeaningColumn = 44;
}  // namespace

void HelpScreen::draw(const App&, CellBuffer& buffer) const {
    const auto& rows = keyHelp();
    const Rect box =
        centredBox(buffer, kKeyColumn + kMeaningColumn, static_cast<int>(rows.size()) + 2);
    drawBox(buffer, box, "Keys");
    const Colour fill{12, 12, 20};
    int y = box.y + 1;
    for (const KeyHelp& row : rows) {
        buffer.text({box.x + 2, y}, row.keys, colours::yellow, fill, kKeyColumn - 1);
        buffer.text({box.x + 2 + kKeyColumn, y}, row.meaning, colours::lightGrey, fill,
                    box.width - kKeyColumn - 4);
        ++y;
    }
    buffer.text({box.x + 2, y + 1}, "Press any key to go back.", colours::grey, fill,
                box.width - 4);
}

void HelpScreen::handle(App& app, const InputEvent&) {
    app.pop();
}

}  // namespace delve
