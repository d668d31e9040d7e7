// Feeds any bytes to each data table's reader: monsters, classes, items,
// looks, skills, traps, people, quests and dialogue. The tables read after
// others (a quest names people and items) are read beside the shipped
// ones, their own table emptied. A ContentError with a readable message is
// the right answer to bad bytes; anything else is a finding.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "content/rules_loader.h"
#include "fuzz_play.h"

using namespace delve;

namespace {

using TableReader = void (*)(std::string_view, const std::string&, Rules&);

void readInto(std::string_view text, Rules rules, TableReader read) {
    try {
        read(text, "fuzz.toml", rules);
    } catch (const ContentError& error) {
        fuzz::checkMessage(error);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const RulesPtr shipped = loadRules(DELVE_DATA_DIR);
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    readInto(text, Rules{}, parseMonsters);
    readInto(text, Rules{}, parseClasses);
    readInto(text, Rules{}, parseItems);
    readInto(text, Rules{}, parseLooks);
    Rules withoutSkills = *shipped;
    withoutSkills.skills.clear();
    readInto(text, std::move(withoutSkills), parseSkills);
    readInto(text, *shipped, parseTraps);
    readInto(text, *shipped, parseConditions);
    Rules withoutPeople = *shipped;
    withoutPeople.people.clear();
    readInto(text, std::move(withoutPeople), parsePeople);
    Rules withoutQuests = *shipped;
    withoutQuests.quests.clear();
    readInto(text, std::move(withoutQuests), parseQuests);
    Rules withoutDialogue = *shipped;
    withoutDialogue.dialogues.clear();
    readInto(text, std::move(withoutDialogue), parseDialogue);
    return 0;
}
