#pragma once

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "game/items/item_lore.h"
#include "game/rules.h"
#include "keep/save_codec.h"
#include "keep/state_hash.h"
#include "save_test_games.h"
#include "support/test_rules.h"

// Ways to damage the text of a real save on purpose, and the check that the
// reader refuses it cleanly, for the tests of hostile saves.
namespace delve::testing::save_edits {

// A run some way in, with monsters about, saved as text.
inline std::string sampleSave() {
    Game game(GameOptions{5, "fighter", nullptr, rules()});
    Rng walker(99);
    playRandomly(game, walker, 150);
    return saveGame(game);
}

inline std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

inline std::string joined(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) {
        text += line + "\n";
    }
    return text;
}

// The 1-based number of the first line that begins with `prefix`.
inline int lineStarting(const std::vector<std::string>& lines, const std::string& prefix) {
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (lines[i].rfind(prefix, 0) == 0) {
            return static_cast<int>(i) + 1;
        }
    }
    ADD_FAILURE() << "no line begins with " << prefix;
    return 0;
}

// Replaces the `index`th space-separated field (0 is the keyword) of a line.
inline void setField(std::vector<std::string>& lines, int lineNumber, int index,
                     const std::string& value) {
    std::string& line = lines[static_cast<std::size_t>(lineNumber - 1)];
    std::size_t start = 0;
    for (int i = 0; i < index; ++i) {
        start = line.find(' ', start) + 1;
    }
    const std::size_t end = line.find(' ', start);
    line.replace(start, end == std::string::npos ? std::string::npos : end - start, value);
}

// The 1-based column where the `index`th field (0 is the keyword) of a
// line begins.
inline int fieldColumn(const std::vector<std::string>& lines, int lineNumber, int index) {
    const std::string& line = lines[static_cast<std::size_t>(lineNumber - 1)];
    std::size_t start = 0;
    for (int i = 0; i < index; ++i) {
        start = line.find(' ', start) + 1;
    }
    return static_cast<int>(start) + 1;
}

// A line's fields split at its spaces.
inline std::vector<std::string> fieldsOf(const std::string& line) {
    std::vector<std::string> fields;
    std::istringstream in(line);
    for (std::string field; in >> field;) {
        fields.push_back(field);
    }
    return fields;
}

// An older save's text as today's format writes the same run: the version
// changed; each line of the log kept as the text it was (a format-4
// message line names what was said; an older one holds its words); from
// format 5 the hero's poison is one of its conditions, the hero's energy
// (an action's worth) and turns of searching (none), each monster's
// conditions, and the floor's traps (none) are saved; from format 6 the
// hero's gold (none), the floor's items, the pack and what is worn (none),
// and the looks the run's seed gives the disguised kinds of `rules`; from
// format 7 the views (the hero seeing by shadowcasting, nothing hidden shown);
// from format 8 the adventure (the Dungeon), the hero's name (her class's),
// the floor's people and markers
// (none), the floors kept (none) and the quests (none); from format 9 the
// skills her class teaches up to her level; from format 10 and 11 each
// thing's enchantment and charges (none); from format 12 the experience of
// a fight under way (none).
// A thing's line of an older save as the next format writes it: `zeros`
// (" 0", " 0 0 none 0") put after its first `fields` numbers (`item KIND COUNT X Y
// LEFT` before format 10 takes the enchantment after COUNT; `carried` and
// `worn` lines end with their numbers, so they take it at the end). Other
// lines are left as they are.
inline std::string withZerosAfter(const std::string& line, int fields, const std::string& zeros) {
    std::string out = line;
    if (line.rfind("item ", 0) == 0) {
        std::size_t at = 0;
        for (int space = 0; space < fields + 2 && at != std::string::npos; ++space) {
            at = line.find(' ', at + 1);
        }
        out.insert(at == std::string::npos ? line.size() - 1 : at, zeros);
    } else if (line.rfind("carried ", 0) == 0 || line.rfind("worn ", 0) == 0) {
        out.insert(line.size() - 1, zeros);
    }
    return out;
}
// Before format 10: no enchantment after the count.
inline std::string withNoEnchantment(const std::string& line) {
    return withZerosAfter(line, 1, " 0");
}
// Before format 11: no charges, nor turns toward one, nor a property known
// or not, after the enchantment; and a thing on the floor on no pedestal.
inline std::string withNoCharges(const std::string& line) {
    std::string out = withZerosAfter(line, 2, " 0 0 none 0");
    if (out.rfind("item ", 0) == 0) {
        out.insert(out.size() - 1, " 0");
    }
    return out;
}

// The save with a look for every disguised kind of the rules: those it
// dresses, and each kind added since in the look the reader gives it
// (ItemLore::dressTheRest), in the order the writer keeps them.
inline std::string withEveryKindDressed(const std::string& text, const Rules& rules) {
    const std::size_t looks = text.find("\nlooks ");
    if (looks == std::string::npos) {
        return text;
    }
    const std::size_t first = text.find('\n', looks + 1) + 1;
    std::size_t past = first;
    ItemLore lore;
    while (text.compare(past, 8, "dressed ") == 0) {
        const std::size_t end = text.find('\n', past) + 1;
        const std::vector<std::string> f = fieldsOf(text.substr(past, end - past - 1));
        lore.dress(*rules.item(f[1]), *rules.look(f[2]));
        past = end;
    }
    lore.dressTheRest(rules);
    std::string block = "\nlooks " + std::to_string(lore.looks().size()) + "\n";
    for (const auto& [kind, look] : lore.looks()) {
        block += "dressed " + kind + " " + look->id + "\n";
    }
    return text.substr(0, looks) + block + text.substr(past);
}

inline std::string inTodaysFormat(std::string older, const Rules& rules) {
    const bool beforeTwelve = older.rfind("delve-save 12", 0) != 0;
    const bool beforeEleven = beforeTwelve && older.rfind("delve-save 11", 0) != 0;
    const bool beforeTen = beforeEleven && older.rfind("delve-save 10", 0) != 0;
    const bool beforeNine = beforeTen && older.rfind("delve-save 9", 0) != 0;
    const bool beforeEight = beforeNine && older.rfind("delve-save 8", 0) != 0;
    const bool beforeSeven = beforeEight && older.rfind("delve-save 7", 0) != 0;
    const bool beforeSix = beforeSeven && older.rfind("delve-save 6", 0) != 0;
    const bool beforeFive = beforeSix && older.rfind("delve-save 5", 0) != 0;
    const bool beforeFour = beforeFive && older.rfind("delve-save 4", 0) != 0;
    older.replace(0, older.find('\n'), "delve-save " + std::to_string(kSaveFormatVersion));
    std::string out;
    std::string skills;  // the skills line, once the hero's is read
    std::string gender;  // before format 13: her class's hero's, after her name
    std::uint64_t seed = 0;
    std::size_t start = 0;
    while (start < older.size()) {
        std::size_t end = older.find('\n', start);
        end = end == std::string::npos ? older.size() : end + 1;
        std::string line = older.substr(start, end - start);
        if (line.rfind("seed ", 0) == 0) {
            seed = std::stoull(line.substr(5));
            if (beforeEight) {
                line += "adventure dungeon\n";
            }
        }
        if (beforeFive && line.rfind("hero ", 0) == 0) {
            // hero CLASS X Y HP MAXHP LEVEL EXP BONUS POISON REGEN
            const std::vector<std::string> f = fieldsOf(line);
            line = "hero";
            for (std::size_t i = 1; i <= 8; ++i) {
                line += " " + f[i];
            }
            line += " " + f[10] + " 100 0";
            line += f[9] == "0" ? " 0" : " 1 poisoned " + f[9];
            line += "\n";
        } else if (beforeFive && line.rfind("monster ", 0) == 0) {
            line.insert(line.size() - 1, " 0");
        } else if (beforeFive && line.rfind("monsters ", 0) == 0) {
            line.insert(0, "memory 0\n");
        }
        if (beforeSix && line.rfind("hero ", 0) == 0) {
            // The gold and the mana go after the turns of searching, the
            // 11th field: no gold, and the class's full measure of mana.
            std::size_t at = 0;
            for (int space = 0; space < 12; ++space) {
                at = line.find(' ', at) + 1;
            }
            const std::string mana = std::to_string(rules.heroClass(fieldsOf(line)[1])->mana);
            line.insert(at, "0 " + mana + " " + mana + " 0 ");
        }
        if (beforeSix && line.rfind("messages ", 0) == 0) {
            std::string items = "items 0\npack 0\nequipment 0\n";
            const ItemLore lore(rules, seed);
            items += "looks " + std::to_string(lore.looks().size()) + "\n";
            for (const auto& [kind, look] : lore.looks()) {
                items += "dressed " + kind + " " + look->id + "\n";
            }
            items += "known 0\n";
            line.insert(0, (beforeFive ? "traps 0\n" : "") + items);
        }
        if (beforeSeven && line.rfind("death", 0) == 0) {
            line.insert(0, "views shadowcast 0\n");
        }
        if (beforeFour && line.rfind("message ", 0) == 0) {
            // "message COUNT TURN words": the words after the third space.
            std::size_t third = line.find(' ', line.find(' ', 8) + 1);
            line.insert(third + 1, "text text=");
        }
        if (beforeNine && line.rfind("hero ", 0) == 0) {
            // hero CLASS X Y HP MAXHP LEVEL ...
            const std::vector<std::string> f = fieldsOf(line);
            std::vector<std::string> learnt;
            for (const Skill* skill : rules.skillsOf(*rules.heroClass(f[1]))) {
                if (skill->experienceLevel <= std::stoi(f[6])) {
                    learnt.push_back(skill->id);
                }
            }
            skills = "skills " + std::to_string(learnt.size());
            for (const std::string& id : learnt) {
                skills += " " + id;
            }
            skills += "\n";
        }
        if (line.rfind("hero ", 0) == 0) {
            const HeroGender hers = rules.heroClass(fieldsOf(line)[1])->heroGender;
            gender = "gender " + std::string(genderWord(hers)) + "\n";
        }
        if (beforeEight && line.rfind("hero ", 0) == 0) {
            line += "name " + rules.heroClass(fieldsOf(line)[1])->heroName + "\n" + gender + skills;
        } else if (line.rfind("name ", 0) == 0) {
            line += gender + (beforeNine ? skills : "");
        }
        // The line that begins the pack, perhaps among lines added above.
        if (const std::size_t pack = ("\n" + line).find("\npack ");
            beforeEight && pack != std::string::npos) {
            line.insert(pack, "people 0\nmarkers 0\nkept_floors 0\n");
        }
        if (const std::size_t back = ("\n" + line).find("\ngoings_back ");
            beforeEight && back != std::string::npos) {
            line.insert(back, "quests 0\n");
        }
        // Before format 12 no fight was under way when a run was saved.
        if (const std::size_t quests = ("\n" + line).find("\nquests ");
            beforeTwelve && quests != std::string::npos) {
            line.insert(quests, "fight 0\n");
        }
        if (beforeTen) {
            line = withNoEnchantment(line);
        }
        if (beforeEleven) {
            line = withNoCharges(line);
        }
        out += line;
        start = end;
    }
    return withEveryKindDressed(out, rules);
}

// Loading must fail at `line` with a message holding `words`, and must
// leave the game it would have replaced as it was.
inline void expectRefused(const std::string& text, int line, const std::string& words) {
    Game game(GameOptions{1, "fighter", nullptr, rules()});
    const std::uint64_t before = stateHash(game);
    try {
        game = loadGame(text, "bad.sav", rules());
        ADD_FAILURE() << "loaded a save that should be refused (" << words << ")";
    } catch (const SaveError& error) {
        EXPECT_EQ(error.line(), line) << error.what();
        EXPECT_NE(std::string(error.what()).find(words), std::string::npos) << error.what();
        EXPECT_EQ(std::string(error.what()).rfind("bad.sav:" + std::to_string(line) + ":", 0), 0u)
            << error.what();
    }
    EXPECT_EQ(stateHash(game), before);
}

}  // namespace delve::testing::save_edits
