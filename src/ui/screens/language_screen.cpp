#include "ui/screens/language_screen.h"

#include <algorithm>
#include <memory>
#include <utility>

#include "ui/app.h"
#include "ui/screens/lettered_choice.h"
#include "ui/screens/settings_screen.h"
#include "ui/text/language_choice.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {

// Room for the names and the keys; more where a problem is told.
constexpr int kLanguageWidth = 40;
constexpr int kWidthToTell = 60;
// A language's name lines up after its letter.
constexpr int kLanguageIndent = 3;

// What the list says besides the languages' own names.
constexpr std::string_view kLanguageTitle = N_("Language");
constexpr std::string_view kLanguageKeys = N_("a letter or Enter: choose    Esc: back");

std::string unreadableHere(Language language) {
    return trf("{code} (needs a terminal whose locale is UTF-8)",
               SentenceArguments{}.text("code", std::string(languageCode(language))));
}

}  // namespace

LanguageScreen::LanguageScreen(Language inUse) {
    const auto languages = languagesByCode();
    selected_ =
        static_cast<int>(std::find(languages.begin(), languages.end(), inUse) - languages.begin());
}

void LanguageScreen::draw(const App& app, CellBuffer& buffer) const {
    const bool telling =
        !app.settings().problems().empty() || problem_ || app.presentation().style().asciiOnly;
    const int width = std::min(telling ? kWidthToTell : kLanguageWidth, widestBoxText(buffer));
    const auto languages = languagesByCode();
    BoxText lines;
    for (int i = 0; i < static_cast<int>(languages.size()); ++i) {
        const Language language = languages[static_cast<std::size_t>(i)];
        const bool readable = !app.presentation().style().asciiOnly || writtenInAscii(language);
        const std::string name =
            readable ? std::string(languageName(language)) : unreadableHere(language);
        const Colour colour = i == selected_ ? colours::yellow
                              : readable     ? colours::lightGrey
                                             : colours::grey;
        addWrapped(lines, std::string(1, choiceLetter(i)) + "  " + name, width, colour, 0,
                   kLanguageIndent);
    }
    drawSettingsBox(buffer, app, tr(kLanguageTitle), std::move(lines), problem_, tr(kLanguageKeys),
                    width);
}

void LanguageScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const int count = static_cast<int>(kAllLanguages.size());
    const Key& key = event.key;
    if (key.code == KeyCode::Escape) {
        app.pop();
    } else if (key.code == KeyCode::Up || key.code == KeyCode::Down) {
        selected_ = (selected_ + (key.code == KeyCode::Up ? count - 1 : 1)) % count;
    } else if (key.code == KeyCode::Enter) {
        choose(app, selected_);
    } else if (key.code == KeyCode::Character) {
        const int index = static_cast<int>(key.character) - 'a';
        if (index >= 0 && index < count) {
            choose(app, index);
        }
    }
}

void LanguageScreen::choose(App& app, int index) {
    selected_ = index;
    problem_ = app.settings().chooseLanguage(languagesByCode()[static_cast<std::size_t>(index)],
                                             app.presentation().style().asciiOnly);
    if (!problem_) {
        app.pop();
    }
}

void openLanguages(App& app) {
    app.keeping().keepOffTheRecord();
    app.push(std::make_unique<LanguageScreen>(currentLanguage()));
}

}  // namespace delve
