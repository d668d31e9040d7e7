#include "ui/screens/keys_screen.h"

#include <algorithm>
#include <utility>

#include "core/utf8.h"
#include "ui/app.h"
#include "ui/input/key_help.h"
#include "ui/screens/settings_screen.h"
#include "ui/text/text_wrap.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {

constexpr int kKeysWidth = 74;
constexpr int kWidestKeysColumn = 30;
constexpr std::string_view kTitle = N_("Keys");
constexpr std::string_view kKeysHint =
    N_("Up/Down: choose    Enter: give it one more key    Backspace: take its last key away    "
       "Esc: back");
constexpr std::string_view kWaiting = N_("Press the new key for: {command}.    Esc: never mind");

int intentLines() {
    return static_cast<int>(kIntentCount);
}

Intent intentAt(int line) {
    return allIntents()[static_cast<std::size_t>(line)];
}

// The lines of the list the box has room for, beside the keys and a
// problem below it.
int keysListRoom(int rows) {
    return std::max(rows - 2 - 8, 3);
}

std::string refusal(const KeyRefusal& refused) {
    const std::string key = keyLabel(refused.key);
    if (refused.holder) {
        return trf("{key} already gives: {command}. Take it from there first.",
                   SentenceArguments{}
                       .text("key", key)
                       .text("command", tr(intentMeaning(*refused.holder))));
    }
    return trf("{key} keeps its meaning on every screen.", SentenceArguments{}.text("key", key));
}

}  // namespace

void KeysScreen::draw(const App& app, CellBuffer& buffer) const {
    const int width = std::min(kKeysWidth, widestBoxText(buffer));
    const int keyColumn = std::min(kWidestKeysColumn, width * 2 / 5);
    const Keymap keymap = app.settings().keymap();
    const int room = std::min(keysListRoom(buffer.rows()), intentLines());
    const int first = std::clamp(scrolled_, 0, intentLines() - room);
    BoxText lines;
    for (int line = first; line < first + room; ++line) {
        const Intent intent = intentAt(line);
        BoxLine row;
        row.colour = line == selected_ ? colours::yellow : colours::lightGrey;
        row.text = keysLabel(keymap, intent);
        if (utf8Length(row.text) >= keyColumn) {
            row.text = shortened(row.text, keyColumn - 1);
        }
        row.second = shortened(tr(intentMeaning(intent)), width - keyColumn);
        row.secondColour = row.colour;
        row.secondAt = keyColumn;
        lines.push_back(std::move(row));
    }
    const std::string keys =
        waiting_ ? trf(kWaiting,
                       SentenceArguments{}.text("command", tr(intentMeaning(intentAt(selected_)))))
                 : tr(kKeysHint);
    drawSettingsBox(buffer, app, tr(kTitle), std::move(lines), problem_, keys, width);
}

void KeysScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    if (waiting_) {
        waiting_ = false;
        if (key.code != KeyCode::Escape) {
            give(app, key);
        }
        return;
    }
    const int room = std::min(keysListRoom(app.lastFrame().rows), intentLines());
    const KeyCode code = key.code;
    if (code == KeyCode::Escape) {
        app.pop();
        return;
    }
    if (code == KeyCode::Up || code == KeyCode::Down) {
        choose(selected_ + (code == KeyCode::Up ? -1 : 1));
    } else if (code == KeyCode::PageUp || code == KeyCode::PageDown) {
        choose(selected_ + (code == KeyCode::PageUp ? -room : room));
    } else if (code == KeyCode::Home || code == KeyCode::End) {
        choose(code == KeyCode::Home ? 0 : intentLines() - 1);
    } else if (code == KeyCode::Enter) {
        problem_.reset();
        waiting_ = true;
    } else if (code == KeyCode::Backspace || code == KeyCode::Delete) {
        takeLast(app);
    }
    // The chosen line stays in the box.
    scrolled_ = std::clamp(scrolled_, selected_ - room + 1, selected_);
}

void KeysScreen::choose(int line) {
    selected_ = std::clamp(line, 0, intentLines() - 1);
}

void KeysScreen::give(App& app, const Key& key) {
    const Intent intent = intentAt(selected_);
    Settings settings = app.settings().current();
    std::vector<Key> keys = app.settings().keymap().keysFor(intent);
    keys.erase(std::remove_if(keys.begin(), keys.end(), isKeptKey), keys.end());
    keys.push_back(key);
    if (const auto refused = bindKeys(settings, intent, keys)) {
        problem_ = refusal(*refused);
        return;
    }
    change(app, settings);
}

void KeysScreen::takeLast(App& app) {
    const Intent intent = intentAt(selected_);
    Settings settings = app.settings().current();
    std::vector<Key> keys = app.settings().keymap().keysFor(intent);
    keys.erase(std::remove_if(keys.begin(), keys.end(), isKeptKey), keys.end());
    if (keys.empty()) {
        return;
    }
    keys.pop_back();
    (void)bindKeys(settings, intent, keys);  // fewer keys are never refused
    change(app, settings);
}

void KeysScreen::change(App& app, const Settings& settings) {
    problem_ = app.settings().change(settings);
}

}  // namespace delve
