#include "game/rules.h"

#include <algorithm>

namespace delve {

namespace {

template <class Kind>
const Kind* withId(const std::vector<Kind>& kinds, std::string_view id) {
    const auto found =
        std::find_if(kinds.begin(), kinds.end(), [&](const Kind& kind) { return kind.id == id; });
    return found == kinds.end() ? nullptr : &*found;
}

}  // namespace

const MonsterKind* Rules::monster(std::string_view id) const {
    return withId(monsters, id);
}

const HeroClass* Rules::heroClass(std::string_view id) const {
    return withId(classes, id);
}

const HeroClass* Rules::heroClass(std::string_view id, const DungeonPlan& adventure) const {
    const HeroClass* played = withId(adventure.classes, id);
    return played != nullptr ? played : heroClass(id);
}

const ItemKind* Rules::item(std::string_view id) const {
    if (const ItemKind* kind = withId(items, id)) {
        return kind;
    }
    const auto named = std::find_if(items.begin(), items.end(), [&](const ItemKind& kind) {
        return std::ranges::find(kind.aliases, id) != kind.aliases.end();
    });
    return named == items.end() ? nullptr : &*named;
}

const ItemLook* Rules::look(std::string_view id) const {
    return withId(looks, id);
}

const PersonKind* Rules::person(std::string_view id) const {
    return withId(people, id);
}

const QuestKind* Rules::quest(std::string_view id) const {
    return withId(quests, id);
}

const Dialogue* Rules::dialogue(std::string_view person) const {
    const auto found = std::ranges::find(dialogues, person, &Dialogue::person);
    return found == dialogues.end() ? nullptr : &*found;
}

const Skill* Rules::skill(std::string_view id) const {
    const auto found = std::ranges::find(skills, id, &Skill::id);
    return found == skills.end() ? nullptr : &*found;
}

std::vector<const Skill*> Rules::skillsOf(const HeroClass& heroClass) const {
    std::vector<const Skill*> learnt;
    for (const Skill& skill : skills) {
        if (skill.heroClass == heroClass.id) {
            learnt.push_back(&skill);
        }
    }
    std::ranges::stable_sort(learnt, {}, &Skill::experienceLevel);
    return learnt;
}

namespace {
const ItemKind* firstOfClass(const std::vector<ItemKind>& items, ItemClass itemClass) {
    const auto found = std::find_if(items.begin(), items.end(), [&](const ItemKind& kind) {
        return kind.itemClass == itemClass;
    });
    return found == items.end() ? nullptr : &*found;
}
}  // namespace

const ItemKind* Rules::gold() const {
    return firstOfClass(items, ItemClass::Gold);
}

const ItemKind* Rules::amulet() const {
    return firstOfClass(items, ItemClass::Amulet);
}

const DungeonPlan* Rules::adventure(std::string_view id) const {
    static const DungeonPlan kPlainDungeon;
    if (adventures.empty()) {
        return id == kPlainDungeon.id ? &kPlainDungeon : nullptr;
    }
    return withId(adventures, id);
}

}  // namespace delve
