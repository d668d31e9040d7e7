#include "game/rules.h"

namespace delve {

const MonsterKind* Rules::monster(std::string_view id) const {
    for (const MonsterKind& kind : monsters) {
        if (kind.id == id) {
            return &kind;
        }
    }
    return nullptr;
}

const HeroClass* Rules::heroClass(std::string_view id) const {
    for (const HeroClass& heroClass : classes) {
        if (heroClass.id == id) {
            return &heroClass;
        }
    }
    return nullptr;
}

}  // namespace delve
