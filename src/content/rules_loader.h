#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/source_error.h"
#include "game/rules.h"

namespace delve {

// A problem in a data file, and where.
class ContentError : public SourceError {
  public:
    using SourceError::SourceError;
};

// Reads monsters.toml, classes.toml, skills.toml, items.toml, looks.toml, traps.toml,
// lights.toml,
// people.toml, the adventures, dungeon.toml and mine.toml (with the levels
// under levels/), quests.toml and dialogue.toml, from `dataFolder` (their format is described at
// the top of each file). Throws ContentError naming
// file:line:column and what is wrong; a missing file is reported at 1:1.
RulesPtr loadRules(const std::filesystem::path& dataFolder);

// The same for text already read; `source` names it in errors. Each appends
// its entries to `into` in the order of the text, and adds nothing if any
// part of the text is wrong.
void parseMonsters(std::string_view toml, const std::string& source, Rules& into);
void parseClasses(std::string_view toml, const std::string& source, Rules& into);
// The classes' skills (skills.toml), read after the classes that learn them.
void parseSkills(std::string_view toml, const std::string& source, Rules& into);
void parseItems(std::string_view toml, const std::string& source, Rules& into);
void parseLooks(std::string_view toml, const std::string& source, Rules& into);
// The numbers of every trap kind (traps.toml): each kind once, all of them.
// Replaces `into.traps`.
void parseTraps(std::string_view toml, const std::string& source, Rules& into);
// The words of every condition (conditions.toml): each once, all of them.
// Replaces `into.conditionWords`.
void parseConditions(std::string_view toml, const std::string& source, Rules& into);
// What gives light (lights.toml), read after the monsters and items it
// names. Replaces `into.lights`.
void parseLights(std::string_view toml, const std::string& source, Rules& into);
void parsePeople(std::string_view toml, const std::string& source, Rules& into);
// The quests (quests.toml), read after the adventures, people, monsters and
// items they name.
void parseQuests(std::string_view toml, const std::string& source, Rules& into);
// What people say (dialogue.toml), read after the people, items and quests
// it names.
void parseDialogue(std::string_view toml, const std::string& source, Rules& into);
// The plan of an adventure's floors (dungeon.toml, mine.toml), with the
// hand-made levels it names read from `levelsFolder`; the monsters, items
// and people must be read first, since the plan and its levels name them.
// Adds the plan to `into.adventures` under `id`.
void parseAdventure(std::string_view toml, const std::string& source, std::string id,
                    const std::filesystem::path& levelsFolder, Rules& into);

}  // namespace delve
