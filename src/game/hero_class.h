#pragma once

#include <optional>
#include <span>
#include <string_view>

namespace delve {

// What a class gives a new hero. The fighter is the first; more classes come
// with monsters and combat, and then this table moves to data/classes.toml.
struct HeroClass {
    std::string_view id;
    std::string_view name;
    std::string_view description;
    int maxHp;
    int sightRadius;
};

std::span<const HeroClass> heroClasses();
const HeroClass* findHeroClass(std::string_view id);

}  // namespace delve
