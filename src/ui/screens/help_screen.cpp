#include "ui/screens/help_screen.h"

#include <algorithm>

#include "core/utf8.h"
#include "ui/app.h"
#include "ui/input/key_help.h"
#include "ui/text/text_wrap.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {

constexpr int kWidest = 74;
constexpr int kWidestKeyColumn = 30;
constexpr std::string_view kBack = N_("Press any key to go back.");
constexpr std::string_view kScroll = N_("Up, Down: more keys    any other key: back");

int textWidth(int columns) {
    return std::min(kWidest, std::max(columns - 4, 1));
}

// A list of keys wrapped between its groups ("h j k l, numpad": the
// groups are what the commas part), so that "h j k l" or "Pos1 Bild↑ Ende
// Bild↓" stays on one line; a group too wide for a line is wrapped between
// its words.
std::vector<std::string> wrapKeyGroups(std::string_view keys, int width) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t at = 0;
    while (at <= keys.size()) {
        const std::size_t comma = keys.find(", ", at);
        const bool last = comma == std::string_view::npos;
        const std::string group(keys.substr(at, last ? std::string_view::npos : comma + 1 - at));
        const std::string joined = line.empty() ? group : line + " " + group;
        if (utf8Length(joined) <= width) {
            line = joined;
        } else {
            if (!line.empty()) {
                lines.push_back(line);
            }
            std::vector<std::string> parts = wrapWords(group, width);
            line = parts.empty() ? "" : parts.back();
            if (!parts.empty()) {
                parts.pop_back();
            }
            lines.insert(lines.end(), parts.begin(), parts.end());
        }
        if (last) {
            break;
        }
        at = comma + 2;
    }
    if (!line.empty()) {
        lines.push_back(line);
    }
    return lines;
}

// Each key and its meaning side by side, each wrapped in its own column.
BoxText keyLines(const Keymap& keymap, int width) {
    const int keyColumn = std::min(kWidestKeyColumn, width * 2 / 5);
    BoxText lines;
    for (const KeyHelp& row : keyHelp(keymap)) {
        const auto keys = wrapKeyGroups(row.keys, keyColumn - 1);
        const auto meaning = wrapWords(row.meaning, width - keyColumn);
        for (std::size_t i = 0; i < std::max(keys.size(), meaning.size()); ++i) {
            BoxLine line;
            line.colour = colours::yellow;
            line.text = i < keys.size() ? keys[i] : "";
            line.second = i < meaning.size() ? meaning[i] : "";
            line.secondAt = keyColumn;
            lines.push_back(std::move(line));
        }
    }
    return lines;
}

// The lines of the list the box has room for, below the two it ends with.
int listRoom(int rows) {
    return std::max(rows - 2 - 2, 1);
}

}  // namespace

void HelpScreen::draw(const App& app, CellBuffer& buffer) const {
    const int width = textWidth(buffer.columns());
    const BoxText list = keyLines(app.settings().keymap(), width);
    const int room = listRoom(buffer.rows());
    const bool scrolls = static_cast<int>(list.size()) > room;
    const int first = scrolls ? std::clamp(scrolled_, 0, static_cast<int>(list.size()) - room) : 0;
    const int count = std::min(room, static_cast<int>(list.size()));
    BoxText lines(list.begin() + first, list.begin() + first + count);
    addBlank(lines);
    addWrapped(lines, tr(scrolls ? kScroll : kBack), width, colours::grey);
    drawTextBox(buffer, tr("Keys"), lines, width);
}

void HelpScreen::handle(App& app, const InputEvent& event) {
    const int overflow =
        static_cast<int>(
            keyLines(app.settings().keymap(), textWidth(app.lastFrame().columns)).size()) -
        listRoom(app.lastFrame().rows);
    const KeyCode code = event.key.code;
    const bool key = event.kind == InputEvent::Kind::Key;
    if (key && overflow > 0 && (code == KeyCode::Up || code == KeyCode::Down)) {
        scrolled_ = std::clamp(scrolled_ + (code == KeyCode::Up ? -1 : 1), 0, overflow);
        return;
    }
    app.pop();
}

}  // namespace delve
