#include "ui/screens/command_start.h"

#include <memory>
#include <string>
#include <variant>

#include "game/command_watch.h"
#include "ui/app.h"
#include "ui/screens/confirm_screen.h"
#include "ui/text/translation.h"

namespace delve {

namespace {

// The same action, with the player's yes to the monsters in view.
Request despiteMonsters(Request action) {
    std::visit(
        [](auto& deed) {
            if constexpr (requires { deed.despiteMonsters; }) {
                deed.despiteMonsters = true;
            }
        },
        action);
    return action;
}

// "Rest?" over "A kobold is asleep in view. Rest anyway?": whole sentences
// for each command and each state, as languages order their words their way.
std::string titleFor(CommandKind kind) {
    switch (kind) {
        case CommandKind::Rest:
            return tr("Rest?");
        case CommandKind::Travel:
            return tr("Travel?");
        case CommandKind::Explore:
        case CommandKind::Search:  // never asked: a search starts at once
            break;
    }
    return tr("Explore?");
}

std::string_view questionWhileAsleep(CommandKind kind) {
    switch (kind) {
        case CommandKind::Rest:
            return N_("{Monster:a} is asleep in view. Rest anyway?");
        case CommandKind::Travel:
            return N_("{Monster:a} is asleep in view. Travel anyway?");
        case CommandKind::Explore:
        case CommandKind::Search:
            break;
    }
    return N_("{Monster:a} is asleep in view. Explore anyway?");
}

std::string_view questionWhileFleeing(CommandKind kind) {
    switch (kind) {
        case CommandKind::Rest:
            return N_("{Monster:a} is fleeing in view. Rest anyway?");
        case CommandKind::Travel:
            return N_("{Monster:a} is fleeing in view. Travel anyway?");
        case CommandKind::Explore:
        case CommandKind::Search:
            break;
    }
    return N_("{Monster:a} is fleeing in view. Explore anyway?");
}

std::string questionFor(CommandKind kind, const Monster& monster) {
    const bool fleeing = monster.mind == MonsterMind::Fleeing;
    return trf(fleeing ? questionWhileFleeing(kind) : questionWhileAsleep(kind),
               SentenceArguments{}.noun("monster", nounOf(*monster.kind)));
}

void act(App& app, const Request& action) {
    app.game().act(action);
}

}  // namespace

void startCommand(App& app, CommandKind kind, const Request& action) {
    const Game& game = app.game();
    const Monster* monster = firstMonsterInView(game);
    if (game.foresight().commandStart(kind) != CommandStart::AskFirst || monster == nullptr) {
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
