#include <algorithm>

#include "game/skills/skill_rule.h"

namespace delve {

bool skillAims(const Skill& skill) {
    return std::visit([](const auto& effect) { return effect.aims; }, skill.effect);
}

std::vector<Monster*> monstersBeside(World& world) {
    std::vector<Monster*> beside;
    for (Direction direction : kAllDirections) {
        if (Monster* monster = world.stage.monsterAt(world.hero.position + offset(direction))) {
            beside.push_back(monster);
        }
    }
    return beside;
}

bool anyoneBeside(const World& world) {
    return std::ranges::any_of(kAllDirections, [&](Direction direction) {
        return world.stage.monsterAt(world.hero.position + offset(direction)) != nullptr;
    });
}

namespace {

bool inViewWithin(const World& world, const Monster& monster, int range) {
    return monster.alive() && world.canSee(monster) &&
           chebyshevDistance(monster.position, world.hero.position) <= range;
}

}  // namespace

std::vector<Monster*> monstersInView(World& world, int range) {
    std::vector<Monster*> near;
    for (const Monster& monster : world.stage.monsters()) {
        if (inViewWithin(world, monster, range)) {
            near.push_back(world.stage.monsterAt(monster.position));
        }
    }
    return near;
}

bool anyoneInView(const World& world, int range) {
    return std::ranges::any_of(world.stage.monsters(), [&](const Monster& monster) {
        return inViewWithin(world, monster, range);
    });
}

const Skill* knownSkill(const Hero& hero, std::string_view id) {
    const auto found = std::ranges::find(hero.skills, id, &Skill::id);
    return found == hero.skills.end() ? nullptr : *found;
}

std::optional<Said> skillRefusal(const World& world, const Skill& skill,
                                 std::optional<Point> target) {
    if (world.hero.mana < skill.mana) {
        return Said{MessageId::TooLittleManaForSkill,
                    MessageArguments{}.withSkill(skill.id).withNumber(skill.mana)};
    }
    const auto why = std::visit([&](const auto& effect) { return refusal(world, effect, target); },
                                skill.effect);
    if (why) {
        return Said{why->id, MessageArguments{}.withSkill(skill.id).withNumber(why->number)};
    }
    return std::nullopt;
}

AimReach skillReach(const World& world, const Skill& skill, Point target) {
    return std::visit(
        [&](const auto& effect) {
            if constexpr (std::decay_t<decltype(effect)>::aims) {
                return reach(world, effect, target);
            } else {
                return AimReach{};
            }
        },
        skill.effect);
}

void useSkill(World& world, const Skill& skill, std::optional<Point> target) {
    world.hero.mana -= skill.mana;
    world.say(MessageId::SkillUsed, MessageArguments{}.withSkill(skill.id));
    std::visit([&](const auto& effect) { use(world, effect, target); }, skill.effect);
}

bool learnSkills(World& world, bool tell) {
    Hero& hero = world.hero;
    bool learnt = false;
    for (const Skill* skill : world.rules->skillsOf(*hero.heroClass)) {
        if (skill->experienceLevel > hero.experienceLevel || hero.knows(*skill)) {
            continue;
        }
        hero.skills.push_back(skill);
        learnt = true;
        if (tell) {
            world.say(MessageId::LevelUpWithSkill, MessageArguments{}
                                                       .withNumber(hero.experienceLevel)
                                                       .withSkill(skill->id)
                                                       .withText(hero.name));
        }
    }
    return learnt;
}

}  // namespace delve
