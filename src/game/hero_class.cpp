#include "game/hero_class.h"

#include <array>

namespace delve {

namespace {
constexpr std::array<HeroClass, 1> kClasses = {{
    {"fighter", "Fighter", "Sturdy and plain: armour, a sword, and the will to use them.", 30, 8},
}};
}  // namespace

std::span<const HeroClass> heroClasses() {
    return kClasses;
}

const HeroClass* findHeroClass(std::string_view id) {
    for (const HeroClass& heroClass : kClasses) {
        if (heroClass.id == id) {
            return &heroClass;
        }
    }
    return nullptr;
}

}  // namespace delve
