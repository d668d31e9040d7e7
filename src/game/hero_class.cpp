#include "game/hero_class.h"

#include <cstddef>

namespace delve {

int experienceForNextLevel(const HeroClass& heroClass, int level) {
    const std::vector<int>& table = heroClass.experience;
    if (table.empty()) {
        return 10 * level * (level + 1) / 2;
    }
    const auto known = static_cast<int>(table.size());
    if (level <= known) {
        return table[static_cast<std::size_t>(level - 1)];
    }
    // Past the table, each step grows by as much as its last step grew.
    int total = table.back();
    int step = known >= 2 ? table[known - 1] - table[known - 2] : table.back();
    const int growth = known >= 3 ? step - (table[known - 2] - table[known - 3]) : 0;
    for (int reached = known; reached < level; ++reached) {
        step += growth;
        total += step;
    }
    return total;
}

}  // namespace delve
