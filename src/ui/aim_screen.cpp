#include "ui/aim_screen.h"

#include <algorithm>
#include <memory>
#include <optional>

#include "ui/app.h"
#include "ui/key_help.h"
#include "ui/layout.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

constexpr Colour kFireGlow{250, 130, 30};
constexpr Colour kLightningGlow{140, 180, 255};
constexpr Colour kPathGlow{230, 220, 120};
constexpr Colour kStruckGlow{240, 60, 40};

// What each aimed thing's screen says, and the command whose key lets it
// go besides Enter: the one that began it, given again ({key} in the words
// is its key as the player has it).
struct AimWords {
    std::string_view keys;
    std::optional<Intent> again;
};

AimWords wordsFor(Aimed::Kind kind) {
    switch (kind) {
        case Aimed::Kind::Scroll:
            return {N_("Aim with the movement keys or the mouse. Tab: next monster, Enter: read "
                       "the scroll there, Esc: put it away."),
                    std::nullopt};  // Enter alone: reading was chosen by a letter
        case Aimed::Kind::Bow:
            return {N_("Aim with the movement keys or the mouse. Tab: next monster, Enter or "
                       "{key}: shoot, Esc: put the bow down."),
                    Intent::Fire};
        case Aimed::Kind::Throw:
            return {N_("Aim with the movement keys or the mouse. Tab: next monster, Enter or "
                       "{key}: throw, Esc: keep it."),
                    Intent::Throw};
        case Aimed::Kind::Lightning:
            return {N_("Aim with the movement keys or the mouse. Tab: next monster, Enter or "
                       "{key}: cast, Esc: let the spell go."),
                    Intent::Cast};
        case Aimed::Kind::Skill:
            return {N_("Aim with the movement keys or the mouse. Tab: next monster, Enter: use the "
                       "skill there, Esc: let it be."),
                    std::nullopt};  // Enter alone: the skill was chosen by a letter
    }
    return {};
}

}  // namespace

void AimScreen::draw(const App& app, CellBuffer& buffer) const {
    const Point at = cursor_.at(app.game());
    const Camera& camera = app.lastFrame().camera;
    const AimReach reach = app.game().foresight().reachOf(aimed_, at);
    auto light = [&](Point cell, Colour colour, int opacity) {
        if (const auto screen = camera.screenCellOf(cell)) {
            buffer.highlight(*screen, colour, opacity);
        }
    };
    const bool lightning = aimed_.kind == Aimed::Kind::Lightning;
    for (Point cell : reach.path) {
        light(cell, lightning ? kLightningGlow : kPathGlow, 35);
    }
    for (Point cell : reach.struck) {
        light(cell, aimed_.kind == Aimed::Kind::Scroll ? kFireGlow : kStruckGlow, 45);
    }
    if (const auto screen = camera.screenCellOf(at)) {
        buffer.cursor = *screen;
    }
    const AimWords words = wordsFor(aimed_.kind);
    const Keymap keymap = app.settings().keymap();
    drawCursorKeys(buffer, trf(words.keys, SentenceArguments{}.text(
                                               "key", words.again ? keysLabel(keymap, *words.again)
                                                                  : std::string())));
}

void AimScreen::handle(App& app, const InputEvent& event) {
    switch (cursor_.handle(app, event)) {
        case MapCursor::Handled::Moved:
            return;
        case MapCursor::Handled::Clicked:
            release(app, cursor_.at(app.game()));
            return;
        case MapCursor::Handled::No:
            break;
    }
    if (event.kind != InputEvent::Kind::Key) {
        return;
    }
    const Key& key = event.key;
    if (key.code == KeyCode::Escape) {
        app.pop();
        return;
    }
    const auto again = wordsFor(aimed_.kind).again;
    const bool pressedAgain = again && intentFor(key) == again;
    if (key.code == KeyCode::Enter || pressedAgain) {
        release(app, cursor_.at(app.game()));
    }
}

void AimScreen::release(App& app, Point at) {
    app.pop();
    app.game().act(releaseAt(aimed_, at));
}

void startAiming(App& app, Aimed aimed) {
    const Outcome outcome = app.game().act(releaseAt(aimed, std::nullopt));
    if (outcome.wantsAim) {
        app.push(std::make_unique<AimScreen>(aimed));
    }
}

}  // namespace delve
