#include "game/deeds/deed.h"

namespace delve {

Performed perform(World& world, Actor& actor, Deed deed) {
    for (;;) {
        DeedResult result =
            std::visit([&](const auto& chosen) { return chosen.perform(world, actor); }, deed);
        if (!result.instead) {
            return {std::move(deed), result.tookTurn};
        }
        deed = std::move(*result.instead);
    }
}

}  // namespace delve
