#include "ui/settings_screen.h"

#include <algorithm>
#include <array>
#include <string_view>

#include "ui/app.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

// Room for the keys on one line, the longest label and value in any
// language, and a problem.
constexpr int kWidth = 60;
// A setting's name lines up after its letter.
constexpr int kChoiceIndent = 3;

constexpr std::string_view kTitle = N_("Settings");
constexpr std::string_view kKeys =
    N_("Up/Down: choose    Left/Right or Enter: change    Esc: back");

// The animation's paces from none to the quickest, the order Right goes in.
constexpr std::array<AnimationPace, 4> kPaces = {AnimationPace::None, AnimationPace::Slow,
                                                 AnimationPace::Normal, AnimationPace::Fast};

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

std::string onOrOff(bool on) {
    return on ? trc("setting", "on") : trc("setting", "off");
}

// `index` moved `step` places among `count`, coming round at either end.
int around(int index, int step, int count) {
    return ((index + step) % count + count) % count;
}

// One line of the screen: the setting's name, its value as shown, and how a
// step turns it (nothing: the line opens a screen of its own instead).
// Enter and a letter come round from the last value to the first; Left and
// Right stop at the ends of a scale, so Right on the loudest is not silence.
struct SettingLine {
    std::string_view label;
    std::string (*value)(const Settings& settings);
    void (*turn)(Settings& settings, int step, bool comeRound);
};

constexpr SettingLine kLines[] = {
    {N_("language"), [](const Settings&) { return std::string(languageName(currentLanguage())); },
     nullptr},
    {N_("animation"), [](const Settings& settings) { return paceName(settings.animation); },
     [](Settings& settings, int step, bool) {
         const auto at = std::find(kPaces.begin(), kPaces.end(), settings.animation);
         const int index = static_cast<int>(at - kPaces.begin());
         settings.animation =
             kPaces[static_cast<std::size_t>(around(index, step, static_cast<int>(kPaces.size())))];
     }},
    {N_("sound"), [](const Settings& settings) { return onOrOff(settings.sound); },
     [](Settings& settings, int, bool) { settings.sound = !settings.sound; }},
    {N_("volume"),
     [](const Settings& settings) {
         return trf("{percent}%", SentenceArguments{}.number("percent", settings.volume));
     },
     [](Settings& settings, int step, bool comeRound) {
         constexpr int kSteps = 100 / Settings::kVolumeStep + 1;
         const int at = settings.volume / Settings::kVolumeStep;
         const int next = comeRound ? around(at, step, kSteps) : std::clamp(at + step, 0, kSteps - 1);
         settings.volume = next * Settings::kVolumeStep;
     }},
    {N_("fullscreen"), [](const Settings& settings) { return onOrOff(settings.fullscreen); },
     [](Settings& settings, int, bool) { settings.fullscreen = !settings.fullscreen; }},
};

constexpr int kLineCount = static_cast<int>(std::size(kLines));

char letterOf(int index) {
    return static_cast<char>('a' + index);
}

}  // namespace

void addSettingsProblems(BoxText& lines, const App& app, int width) {
    for (const std::string& problem : app.settings().problems()) {
        addBlank(lines);
        addWrapped(lines,
                   trf("A setting could not be read and keeps its default ({why}). Changing a "
                       "setting writes the file anew.",
                       SentenceArguments{}.text("why", problem)),
                   width, colours::red);
    }
}

void SettingsScreen::draw(const App& app, CellBuffer& buffer) const {
    const int width = std::min(kWidth, widestBoxText(buffer));
    const Settings& settings = app.settings().current();
    BoxText lines;
    for (int i = 0; i < kLineCount; ++i) {
        const SettingLine& line = kLines[i];
        addWrapped(
            lines,
            std::string(1, letterOf(i)) + "  " + tr(line.label) + ": " + line.value(settings),
            width, i == selected_ ? colours::yellow : colours::lightGrey, 0, kChoiceIndent);
    }
    addSettingsProblems(lines, app, width);
    if (problem_) {
        addBlank(lines);
        addWrapped(lines, *problem_, width, colours::red);
    }
    addBlank(lines);
    addWrapped(lines, tr(kKeys), width, colours::grey);
    drawTextBox(buffer, tr(kTitle), lines, width);
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
    if (setting.turn == nullptr) {
        app.showLanguages();
        return;
    }
    Settings settings = app.settings().current();
    setting.turn(settings, step, comeRound);
    problem_ = app.settings().change(settings);
}

}  // namespace delve
