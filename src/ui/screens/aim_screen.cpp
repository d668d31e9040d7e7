#include "ui/screens/aim_screen.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

#include "ui/app.h"
#include "ui/input/key_help.h"
#include "ui/screens/confirm_screen.h"
#include "ui/text/translation.h"
#include "ui/views/layout.h"
#include "ui/views/side_panel.h"

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
                       "{key}: cast, Esc: cancel, no mana spent."),
                    Intent::Cast};
        case Aimed::Kind::Skill:
            return {N_("Aim with the movement keys or the mouse. Tab: next monster, Enter: use the "
                       "skill there, Esc: cancel."),
                    std::nullopt};  // Enter alone: the skill was chosen by a letter
        case Aimed::Kind::Zap:
            return {N_("Aim with the movement keys or the mouse. Tab: next monster, Enter: zap, "
                       "Esc: cancel, no charge spent."),
                    std::nullopt};  // Enter alone: the staff was chosen by a letter
    }
    return {};
}

// Whether letting it go at `target` would strike there.
bool reaches(const Game& game, const Aimed& aimed, Point target) {
    const AimReach reach = game.foresight().reachOf(aimed, target);
    return std::ranges::find(reach.struck, target) != reach.struck.end();
}

bool burnsHero(const Game& game, const Aimed& aimed, Point target) {
    const AimReach reach = game.foresight().reachOf(aimed, target);
    return std::ranges::find(reach.struck, game.hero().position) != reach.struck.end();
}

// The monsters in view it would reach, nearest first; for a blast, those
// it would burst on without burning the hero before the rest.
std::vector<Point> reachableTargets(const Game& game, const Aimed& aimed) {
    std::vector<Point> cells;
    for (const Monster* monster : monstersInView(game)) {
        if (reaches(game, aimed, monster->position)) {
            cells.push_back(monster->position);
        }
    }
    // Not std::ranges': clang 14 (the fuzzers' compiler) cannot take it.
    std::stable_partition(cells.begin(), cells.end(),
                          [&](Point cell) { return !burnsHero(game, aimed, cell); });
    return cells;
}

// Where the cursor starts: on the first monster it would reach, but
// never with the hero inside a blast (so Enter at once never burns her);
// with none such, a blast starts on the nearest cell in view it could
// burst on without burning her, anything else on the hero.
Point startOf(const Game& game, const Aimed& aimed) {
    for (const Point cell : reachableTargets(game, aimed)) {
        if (!burnsHero(game, aimed, cell)) {
            return cell;
        }
    }
    const Point hero = game.hero().position;
    if (aimed.kind != Aimed::Kind::Scroll) {
        return hero;
    }
    constexpr int kFarthestStart = 12;
    for (int distance = 1; distance <= kFarthestStart; ++distance) {
        for (int dy = -distance; dy <= distance; ++dy) {
            for (int dx = -distance; dx <= distance; ++dx) {
                const Point cell{hero.x + dx, hero.y + dy};
                if (chebyshevDistance(cell, hero) == distance &&
                    !game.foresight().reachOf(aimed, cell).struck.empty() &&
                    !burnsHero(game, aimed, cell)) {
                    return cell;
                }
            }
        }
    }
    return hero;
}

}  // namespace

AimScreen::AimScreen(Aimed aimed)
    : aimed_(aimed),
      cursor_([aimed](const Game& game) { return reachableTargets(game, aimed); },
              [aimed](const Game& game) { return startOf(game, aimed); }) {}

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
    const std::string keys =
        trf(words.keys, SentenceArguments{}.text(
                            "key", words.again ? keysLabel(keymap, *words.again) : std::string()));
    drawCursorKeys(buffer, noneInReach_ ? tr("No monster in reach.") + " " + keys : keys);
}

void AimScreen::handle(App& app, const InputEvent& event) {
    const MapCursor::Handled handled = cursor_.handle(app, event);
    if (handled != MapCursor::Handled::No) {
        noneInReach_ = handled == MapCursor::Handled::NoTarget;
    }
    switch (handled) {
        case MapCursor::Handled::Moved:
        case MapCursor::Handled::NoTarget:
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
    if (burnsHero(app.game(), aimed_, at)) {
        // Asked over the aiming screen: no goes back to aiming, yes closes
        // both and lets it go.
        app.push(std::make_unique<ConfirmScreen>(
            tr("Caught in the blast"), tr("The blast would burn you too. Let it go there?"),
            [aimed = aimed_, at](App& app) {
                app.pop();
                app.game().act(releaseAt(aimed, at));
                return true;
            },
            ConfirmScreen::Keys::Recorded, ConfirmScreen::Yes::NotAMovementKey));
        return;
    }
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
