#include "game/deeds/deed.h"
#include "game/skills/skill_rule.h"

namespace delve {

DeedResult ApplySkill::perform(World& world, Actor&) const {
    if (const auto why = skillRefusal(world, *skill, target)) {
        world.sayThat(*why);
        return DeedResult::refused();
    }
    if (skillAims(*skill) && !target) {
        return DeedResult::refused();
    }
    useSkill(world, *skill, target);
    return DeedResult::done();
}

}  // namespace delve
