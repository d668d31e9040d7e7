#include "content/rules_loader.h"

#include <cstdint>
#include <memory>
#include <stdexcept>

#include "content/level_loader.h"
#include "core/atomic_file.h"

namespace delve {

namespace {

// A data file larger than this is not read: the largest is a few tens of
// kilobytes.
constexpr std::uintmax_t kMostDataFileBytes = 4u << 20;

std::string readWhole(const std::filesystem::path& path) {
    std::error_code ignored;
    if (!std::filesystem::exists(path, ignored)) {
        throw ContentError(path.string(), 1, 1, "cannot open the file");
    }
    try {
        // Only a file, and not a huge one: a folder, a pipe or a device
        // is refused by name.
        return readWholeFile(path, kMostDataFileBytes);
    } catch (const std::runtime_error& error) {
        throw ContentError(path.string(), 1, 1, error.what());
    }
}

}  // namespace

RulesPtr loadRules(const std::filesystem::path& dataFolder) {
    auto rules = std::make_shared<Rules>();
    const std::filesystem::path monsters = dataFolder / "monsters.toml";
    const std::filesystem::path classes = dataFolder / "classes.toml";
    parseMonsters(readWhole(monsters), monsters.string(), *rules);
    // A class's kit names items, and a skill its class.
    const std::filesystem::path items = dataFolder / "items.toml";
    const std::filesystem::path looks = dataFolder / "looks.toml";
    parseItems(readWhole(items), items.string(), *rules);
    parseLooks(readWhole(looks), looks.string(), *rules);
    parseClasses(readWhole(classes), classes.string(), *rules);
    const std::filesystem::path skills = dataFolder / "skills.toml";
    parseSkills(readWhole(skills), skills.string(), *rules);
    const std::filesystem::path traps = dataFolder / "traps.toml";
    parseTraps(readWhole(traps), traps.string(), *rules);
    const std::filesystem::path conditions = dataFolder / "conditions.toml";
    parseConditions(readWhole(conditions), conditions.string(), *rules);
    const std::filesystem::path lights = dataFolder / "lights.toml";
    parseLights(readWhole(lights), lights.string(), *rules);
    const std::filesystem::path people = dataFolder / "people.toml";
    parsePeople(readWhole(people), people.string(), *rules);
    for (const char* adventure : {"dungeon", "mine"}) {
        const std::filesystem::path plan = dataFolder / (std::string(adventure) + ".toml");
        parseAdventure(readWhole(plan), plan.string(), adventure, dataFolder / "levels", *rules);
    }
    const std::filesystem::path quests = dataFolder / "quests.toml";
    parseQuests(readWhole(quests), quests.string(), *rules);
    const std::filesystem::path dialogue = dataFolder / "dialogue.toml";
    parseDialogue(readWhole(dialogue), dialogue.string(), *rules);
    return rules;
}

}  // namespace delve
