#include "ui/command_start.h"

#include <memory>
#include <string>
#include <variant>

#include "game/command_watch.h"
#include "game/english.h"
#include "ui/app.h"
#include "ui/confirm_screen.h"

namespace delve {

namespace {

// The same action, with the player's yes to the monsters in view.
Action despiteMonsters(Action action) {
    std::visit(
        [](auto& deed) {
            if constexpr (requires { deed.despiteMonsters; }) {
                deed.despiteMonsters = true;
            }
        },
        action);
    return action;
}

// The names and verbs are lower case ASCII: "rest" becomes "Rest".
std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') {
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    }
    return text;
}

// "Rest?" over "A kobold is asleep in view. Rest anyway?"
std::string titleFor(CommandKind kind) {
    return capitalised(std::string(commandVerb(kind))) + "?";
}

std::string questionFor(CommandKind kind, const Monster& monster) {
    const char* doing = monster.mind == MonsterMind::Fleeing ? " is fleeing" : " is asleep";
    return capitalised(withIndefiniteArticle(monster.kind->name)) + doing + " in view. " +
           capitalised(std::string(commandVerb(kind))) + " anyway?";
}

void act(App& app, const Action& action) {
    app.game().act(action);
    app.afterAction();
}

}  // namespace

void startCommand(App& app, CommandKind kind, const Action& action) {
    const Game& game = app.game();
    const Monster* monster = firstMonsterInView(game);
    if (game.commandStart(kind) != CommandStart::AskFirst || monster == nullptr) {
        act(app, action);
        return;
    }
    app.push(std::make_unique<ConfirmScreen>(titleFor(kind), questionFor(kind, *monster),
                                             [yes = despiteMonsters(action)](App& owner) {
                                                 act(owner, yes);
                                                 return true;
                                             }));
}

}  // namespace delve
