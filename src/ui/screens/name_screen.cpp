#include "ui/screens/name_screen.h"

#include <algorithm>

#include "core/utf8.h"
#include "game/hero_name.h"
#include "ui/app.h"
#include "ui/text/translation.h"
#include "ui/views/box.h"

namespace delve {

namespace {
constexpr int kNameWidth = 50;
}  // namespace

NameScreen::NameScreen(const std::string& offered, HeroGender gender)
    : offered_(offered), gender_(gender), letters_(decodeUtf8(offered)) {}

std::string NameScreen::typed() const {
    std::string text;
    for (char32_t c : letters_) {
        appendUtf8(text, c);
    }
    return text;
}

void NameScreen::type(char32_t c) {
    if (untouched_) {
        letters_.clear();
        untouched_ = false;
    }
    // A name never begins with a space; one at the end is dropped on Enter.
    const bool leadingSpace = c == U' ' && letters_.empty();
    if (!leadingSpace && mayStandInHeroName(c) &&
        static_cast<int>(letters_.size()) < kLongestHeroName) {
        letters_.push_back(c);
    }
}

void NameScreen::draw(const App& /*app*/, CellBuffer& buffer) const {
    const int width = std::min(kNameWidth, widestBoxText(buffer));
    BoxText lines;
    addBlank(lines);
    // The cursor: a bar after the name, where the next letter goes.
    addWrapped(lines, trf("Name: {name}", SentenceArguments{}.text("name", typed() + "_")), width,
               untouched_ ? colours::yellow : colours::white);
    addWrapped(lines,
               trf("Up to {number} characters, in any letters.",
                   SentenceArguments{}.number("number", kLongestHeroName)),
               width, colours::grey);
    addBlank(lines);
    addWrapped(
        lines,
        gender_ == HeroGender::Female ? tr("The hero is a woman.") : tr("The hero is a man."),
        width, colours::white);
    addWrapped(lines,
               tr("People speak to the hero as to a woman or a man, where their words differ."),
               width, colours::grey);
    addBlank(lines);
    addWrapped(lines, tr("Enter: begin    Tab: woman or man    Backspace: erase    Esc: back"),
               width, colours::grey);
    drawTextBox(buffer, tr("Delve: name your hero"), lines, width, BoxOver::Nothing);
}

void NameScreen::handle(App& app, const InputEvent& event) {
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    if (key.code == KeyCode::Escape) {
        app.start().back();
    } else if (key.code == KeyCode::Tab) {
        gender_ = gender_ == HeroGender::Female ? HeroGender::Male : HeroGender::Female;
    } else if (key.code == KeyCode::Backspace) {
        untouched_ = false;
        if (!letters_.empty()) {
            letters_.pop_back();
        }
    } else if (key.code == KeyCode::Space) {
        type(U' ');
    } else if (key.code == KeyCode::Character && !key.ctrl && !key.alt) {
        type(key.character);
    } else if (key.code == KeyCode::Enter) {
        while (!letters_.empty() && letters_.back() == U' ') {
            letters_.pop_back();
        }
        const std::string name = letters_.empty() ? offered_ : typed();
        if (isHeroName(name)) {
            app.start().chooseName(name, gender_);
        }
    }
}

}  // namespace delve
