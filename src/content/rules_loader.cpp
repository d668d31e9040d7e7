#include "content/rules_loader.h"

#include <fstream>
#include <iterator>
#include <memory>

#include "content/level_loader.h"

namespace delve {

namespace {

std::string readWhole(const std::filesystem::path& path) {
    std::error_code ignored;
    std::ifstream file(path, std::ios::binary);
    // A folder opens as a stream on some systems, but holds no text.
    if (!file || std::filesystem::is_directory(path, ignored)) {
        throw ContentError(path.string(), 1, 1, "cannot open the file");
    }
    std::string text{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
    if (file.bad()) {
        throw ContentError(path.string(), 1, 1, "cannot read the file");
    }
    return text;
}

}  // namespace

RulesPtr loadRules(const std::filesystem::path& dataFolder) {
    auto rules = std::make_shared<Rules>();
    const std::filesystem::path monsters = dataFolder / "monsters.toml";
    const std::filesystem::path classes = dataFolder / "classes.toml";
    parseMonsters(readWhole(monsters), monsters.string(), *rules);
    parseClasses(readWhole(classes), classes.string(), *rules);
    const std::filesystem::path skills = dataFolder / "skills.toml";
    parseSkills(readWhole(skills), skills.string(), *rules);
    const std::filesystem::path items = dataFolder / "items.toml";
    const std::filesystem::path looks = dataFolder / "looks.toml";
    parseItems(readWhole(items), items.string(), *rules);
    parseLooks(readWhole(looks), looks.string(), *rules);
    const std::filesystem::path traps = dataFolder / "traps.toml";
    parseTraps(readWhole(traps), traps.string(), *rules);
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
