#include "ui/screens/settings_screen.h"

#include <algorithm>
#include <array>
#include <memory>
#include <string_view>

#include "ui/app.h"
#include "ui/input/key_help.h"
#include "ui/screens/keys_screen.h"
#include "ui/screens/language_screen.h"
#include "ui/screens/lettered_choice.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

// Room for the keys on one line, the longest label and value in any
// language, and a problem.
constexpr int kSettingsWidth = 60;
// A setting's name lines up after its letter.
constexpr int kSettingsIndent = 3;

constexpr std::string_view kSettingsTitle = N_("Settings");
constexpr std::string_view kSettingsKeys =
    N_("Up/Down: choose    Left/Right or Enter: change    Esc: back");

// The animation's paces from none to the quickest, the order Right goes in.
constexpr std::array<AnimationPace, 4> kSettingsPaces = {
    AnimationPace::None, AnimationPace::Slow, AnimationPace::Normal, AnimationPace::Fast};

std::string paceName(AnimationPace pace) {
    switch (pace) {
        case AnimationPace::None:
            return trc("animation", "none");
        case AnimationPace::Fast:
            return trc("animation", "fast");
        case AnimationPace::Normal:
            return trc("animation", "normal");
        case AnimationPace::Slow:
            return trc("animation", "slow");
    }
    return {};
}

std::string themeName(Theme theme) {
    switch (theme) {
        case Theme::Standard:
            return trc("theme", "default");
        case Theme::HighContrast:
            return trc("theme", "high contrast");
        case Theme::RedGreenSafe:
            return trc("theme", "safe for red-green colour blindness");
    }
    return {};
}

std::string onOrOff(bool on) {
    return on ? trc("setting", "on") : trc("setting", "off");
}

// `index` moved `step` places among `count`, coming round at either end.
int around(int index, int step, int count) {
    return ((index + step) % count + count) % count;
}

// The value `step` places from `current` among `values`, coming round.
template <class Value, std::size_t kCount>
Value stepped(const std::array<Value, kCount>& values, Value current, int step) {
    const auto at = std::find(values.begin(), values.end(), current);
    const int index = static_cast<int>(at - values.begin());
    return values[static_cast<std::size_t>(around(index, step, static_cast<int>(kCount)))];
}

// One line of the screen: the setting's name, its value as shown, and how a
// step turns it (nothing: the line opens a screen of its own instead).
// Enter and a letter come round from the last value to the first; Left and
// Right stop at the ends of a scale, so Right on the loudest is not silence.
struct SettingLine {
    std::string_view label;
    std::string (*value)(const Settings& settings);
    void (*turn)(Settings& settings, int step, bool comeRound);
    void (*open)(App& app);  // instead of turning
};

std::string presetValue(const Settings& settings) {
    const std::string preset = presetLabel(settings.keyPreset);
    if (settings.ownKeys.empty()) {
        return preset;
    }
    return trnf("{preset}, one command with keys of your own",
                "{preset}, {count} commands with keys of your own",
                static_cast<long>(settings.ownKeys.size()),
                SentenceArguments{}.text("preset", preset));
}

// Another preset puts its keys in place of the player's own.
void turnPreset(Settings& settings, int step, bool) {
    settings.keyPreset = stepped(kKeyPresets, settings.keyPreset, step);
    settings.ownKeys.clear();
}

constexpr SettingLine kLines[] = {
    {N_("language"), [](const Settings&) { return std::string(languageName(currentLanguage())); },
     nullptr, [](App& app) { openLanguages(app); }},
    {N_("animation"), [](const Settings& settings) { return paceName(settings.animation); },
     [](Settings& settings, int step, bool) {
         settings.animation = stepped(kSettingsPaces, settings.animation, step);
     },
     nullptr},
    {N_("sound"), [](const Settings& settings) { return onOrOff(settings.sound); },
     [](Settings& settings, int, bool) { settings.sound = !settings.sound; }, nullptr},
    {N_("volume"),
     [](const Settings& settings) {
         return trf("{percent}%", SentenceArguments{}.number("percent", settings.volume));
     },
     [](Settings& settings, int step, bool comeRound) {
         constexpr int kSteps = 100 / Settings::kVolumeStep + 1;
         const int at = settings.volume / Settings::kVolumeStep;
         const int next =
             comeRound ? around(at, step, kSteps) : std::clamp(at + step, 0, kSteps - 1);
         settings.volume = next * Settings::kVolumeStep;
     },
     nullptr},
    {N_("fullscreen"), [](const Settings& settings) { return onOrOff(settings.fullscreen); },
     [](Settings& settings, int, bool) { settings.fullscreen = !settings.fullscreen; }, nullptr},
    {N_("key preset"), presetValue, turnPreset, nullptr},
    {N_("keys"), [](const Settings&) { return tr("a key for each command (Enter)"); }, nullptr,
     [](App& app) { app.push(std::make_unique<KeysScreen>()); }},
    {N_("colours"), [](const Settings& settings) { return themeName(settings.theme); },
     [](Settings& settings, int step, bool) {
         settings.theme = stepped(kThemes, settings.theme, step);
     },
     nullptr},
    {N_("zoom"),
     [](const Settings& settings) {
         return trf("{percent}%", SentenceArguments{}.number("percent", settings.zoom));
     },
     [](Settings& settings, int step, bool comeRound) {
         if (comeRound && settings.zoom == Settings::kMostZoom) {
             settings.zoom = Settings::kLeastZoom;
             return;
         }
         settings.zoom = zoomedBy(settings.zoom, step < 0 ? ZoomStep::Out : ZoomStep::In);
     },
     nullptr},
    {N_("ask before passing a known trap"),
     [](const Settings& settings) { return onOrOff(settings.askBesideTraps); },
     [](Settings& settings, int, bool) { settings.askBesideTraps = !settings.askBesideTraps; },
     nullptr},
};

constexpr int kLineCount = static_cast<int>(std::size(kLines));

}  // namespace

void drawSettingsBox(CellBuffer& buffer, const App& app, std::string_view title, BoxText lines,
                     const std::optional<std::string>& problem, std::string_view keys, int width) {
    // What ends the box, which must always show.
    BoxText end;
    if (problem) {
        addBlank(end);
        addWrapped(end, *problem, width, colours::red);
    }
    addBlank(end);
    addWrapped(end, keys, width, colours::grey);
    // The file's problems, as many as there is room for; the rest are
    // counted (each is in the log too).
    const auto& unread = app.settings().problems();
    const int room = tallestBoxText(buffer) - static_cast<int>(end.size());
    for (std::size_t i = 0; i < unread.size(); ++i) {
        BoxText told;
        addBlank(told);
        addWrapped(told,
                   trf("A setting could not be read and keeps its default ({why}). Changing a "
                       "setting writes the file anew.",
                       SentenceArguments{}.text("why", unread[i])),
                   width, colours::red);
        BoxText counted;
        const long left = static_cast<long>(unread.size() - i);
        addBlank(counted);
        addWrapped(counted,
                   trnf("One more setting could not be read (the log says which).",
                        "{count} more settings could not be read (the log says which).", left),
                   width, colours::red);
        const bool lastOne = i + 1 == unread.size();
        const int after = lastOne ? 0 : static_cast<int>(counted.size());
        if (static_cast<int>(lines.size() + told.size()) + after > room) {
            lines.insert(lines.end(), counted.begin(), counted.end());
            break;
        }
        lines.insert(lines.end(), told.begin(), told.end());
    }
    lines.insert(lines.end(), end.begin(), end.end());
    drawTextBox(buffer, title, lines, width);
}

void SettingsScreen::draw(const App& app, CellBuffer& buffer) const {
    const int width = std::min(kSettingsWidth, widestBoxText(buffer));
    const Settings& settings = app.settings().current();
    BoxText lines;
    for (int i = 0; i < kLineCount; ++i) {
        const SettingLine& line = kLines[i];
        addWrapped(
            lines,
            std::string(1, choiceLetter(i)) + "  " + tr(line.label) + ": " + line.value(settings),
            width, i == selected_ ? colours::yellow : colours::lightGrey, 0, kSettingsIndent);
    }
    drawSettingsBox(buffer, app, tr(kSettingsTitle), std::move(lines), problem_, tr(kSettingsKeys),
                    width);
}

void SettingsScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    const char32_t c = key.code == KeyCode::Character ? key.character : 0;
    if (key.code == KeyCode::Escape) {
        app.pop();
    } else if (key.code == KeyCode::Up || c == U'k') {
        selected_ = around(selected_, -1, kLineCount);
    } else if (key.code == KeyCode::Down || c == U'j') {
        selected_ = around(selected_, 1, kLineCount);
    } else if (key.code == KeyCode::Enter || key.code == KeyCode::Space) {
        turn(app, selected_, 1, true);
    } else if (key.code == KeyCode::Right || c == U'l') {
        turn(app, selected_, 1, false);
    } else if (key.code == KeyCode::Left || c == U'h') {
        turn(app, selected_, -1, false);
    } else if (c >= U'a' && c < static_cast<char32_t>(U'a' + kLineCount)) {
        turn(app, static_cast<int>(c - U'a'), 1, true);
    }
}

void SettingsScreen::turn(App& app, int line, int step, bool comeRound) {
    selected_ = line;
    const SettingLine& setting = kLines[line];
    if (setting.open != nullptr) {
        setting.open(app);
        return;
    }
    Settings settings = app.settings().current();
    setting.turn(settings, step, comeRound);
    problem_ = app.settings().change(settings);
}

void openSettings(App& app) {
    app.keeping().keepOffTheRecord();
    app.push(std::make_unique<SettingsScreen>());
}

}  // namespace delve
