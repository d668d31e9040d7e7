#pragma once

// Games for the multi-turn command scenarios: a level written as text, a way
// to run the command that is going to its end, and a way to start the hero
// hurt or poisoned (through a save, the only door into a run's state).

#include <sstream>
#include <string>

#include "game/game.h"
#include "keep/save_codec.h"
#include "support/said_text.h"
#include "support/temp_level.h"
#include "support/test_rules.h"

namespace delve::testing {

inline Game gameOnLevel(const std::string& name, const std::string& level,
                        const std::string& heroClass = "fighter") {
    const TempLevel file("command_" + name, level);
    return Game(GameOptions{11, heroClass, file.level(), rules()});
}

// Steps the running command to its end, as the headless frontend does, and
// returns how many steps it took. Gives up after `most` steps so a command
// that never ends fails the test instead of hanging it.
inline int runCommand(Game& game, int most = 100000) {
    int steps = 0;
    while (game.commandRunning() && steps < most) {
        game.continueCommand();
        ++steps;
    }
    return steps;
}

// The same run with the hero's health and poison set, by rewriting the
// hero's line of its save: `hero CLASS X Y HP MAXHP LEVEL EXP BONUS REGEN
// ENERGY SEARCHING GOLD MAXMANA MANA MANAREGEN CONDITIONS...`, the
// conditions being poison alone, or none.
inline Game withHeroHealth(const Game& game, int hp, int poisoned = 0) {
    std::istringstream lines(saveGame(game));
    std::string text;
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind("hero ", 0) == 0) {
            std::istringstream fields(line);
            std::string tag, heroClass, x, y, oldHp, maxHp, level, experience, bonus, regen, energy,
                searching, gold, maxMana, mana, manaRegen;
            fields >> tag >> heroClass >> x >> y >> oldHp >> maxHp >> level >> experience >>
                bonus >> regen >> energy >> searching >> gold >> maxMana >> mana >> manaRegen;
            line = "hero " + heroClass + " " + x + " " + y + " " + std::to_string(hp) + " " +
                   maxHp + " " + level + " " + experience + " " + bonus + " " + regen + " " +
                   energy + " " + searching + " " + gold + " " + maxMana + " " + mana + " " +
                   manaRegen + (poisoned > 0 ? " 1 poisoned " + std::to_string(poisoned) : " 0");
        }
        text += line + "\n";
    }
    return loadGame(text, "edited save", rules());
}

inline std::string lastMessage(const Game& game) {
    return lastText(game);
}

}  // namespace delve::testing
