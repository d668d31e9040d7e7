#pragma once

// A run with conditions on the hero and on its monsters, put there by
// rewriting their lines of its save (the way into a run's state that a
// test has, as command_games.h's withHeroHealth).

#include <sstream>
#include <string>
#include <vector>

#include "game/game.h"
#include "keep/save_codec.h"
#include "support/test_rules.h"

namespace delve::testing {

// `conditions` as a save writes them after the count: "confused 5 hasted 3".
inline std::string withConditionsOnLine(const std::string& line, std::size_t countField,
                                        const std::string& conditions) {
    std::istringstream in(line);
    std::vector<std::string> fields;
    for (std::string field; in >> field;) {
        fields.push_back(field);
    }
    std::istringstream words(conditions);
    int count = 0;
    for (std::string word; words >> word;) {
        ++count;
    }
    std::string out;
    for (std::size_t i = 0; i < countField; ++i) {
        out += (i == 0 ? "" : " ") + fields[i];
    }
    out += " " + std::to_string(count / 2);
    return conditions.empty() ? out : out + " " + conditions;
}

// The hero's conditions become `hero`; the `i`th monster's, `monsters[i]`.
inline Game withConditions(const Game& game, const std::string& hero,
                           const std::vector<std::string>& monsters = {},
                           const RulesPtr& tables = rules()) {
    std::istringstream lines(saveGame(game));
    std::string text;
    std::size_t monster = 0;
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("hero ", 0) == 0) {
            line = withConditionsOnLine(line, 16, hero);
        } else if (line.rfind("monster ", 0) == 0 && monster < monsters.size()) {
            line = withConditionsOnLine(line, 12, monsters[monster++]);
        }
        text += line + "\n";
    }
    return loadGame(text, "conditions", tables);
}

}  // namespace delve::testing
