#pragma once

#include <optional>

#include "game/aimed.h"
#include "game/skill.h"
#include "game/world.h"

namespace delve {

// Why a skill cannot be used now: the sentence, and the number it names
// (how far the skill reaches, for SkillOutOfReach).
struct SkillRefusal {
    // Not explicit: most refusals are a sentence alone.
    SkillRefusal(MessageId said, int named = 0) : id(said), number(named) {}
    MessageId id;
    int number;
};

// The rules of the skills of game/skill.h, one a file here. For each:
// `refusal` says why it cannot be used now, or nothing when it can, asking
// no dice; an aimed one is asked first without its target (is there anyone
// to aim at?), then with it. `use` does it, the target checked. `reach`
// says, for an aimed one, what using it at a cell would do, for the aiming
// screen and the bot.
std::optional<SkillRefusal> refusal(const World& world, const Whirlwind& skill,
                                    std::optional<Point> target);
void use(World& world, const Whirlwind& skill, std::optional<Point> target);

std::optional<SkillRefusal> refusal(const World& world, const Charge& skill,
                                    std::optional<Point> target);
void use(World& world, const Charge& skill, std::optional<Point> target);
AimReach reach(const World& world, const Charge& skill, Point target);

std::optional<SkillRefusal> refusal(const World& world, const CripplingBlow& skill,
                                    std::optional<Point> target);
void use(World& world, const CripplingBlow& skill, std::optional<Point> target);
AimReach reach(const World& world, const CripplingBlow& skill, Point target);

std::optional<SkillRefusal> refusal(const World& world, const Mend& skill,
                                    std::optional<Point> target);
void use(World& world, const Mend& skill, std::optional<Point> target);

std::optional<SkillRefusal> refusal(const World& world, const Frighten& skill,
                                    std::optional<Point> target);
void use(World& world, const Frighten& skill, std::optional<Point> target);

std::optional<SkillRefusal> refusal(const World& world, const Daze& skill,
                                    std::optional<Point> target);
void use(World& world, const Daze& skill, std::optional<Point> target);

std::optional<SkillRefusal> refusal(const World& world, const Bolster& skill,
                                    std::optional<Point> target);
void use(World& world, const Bolster& skill, std::optional<Point> target);

std::optional<SkillRefusal> refusal(const World& world, const ShadowStep& skill,
                                    std::optional<Point> target);
void use(World& world, const ShadowStep& skill, std::optional<Point> target);
AimReach reach(const World& world, const ShadowStep& skill, Point target);

// Shared by the skills: the monsters beside the hero, in the order of the
// directions; those in view within `range` steps of her.
std::vector<Monster*> monstersBeside(World& world);
bool anyoneBeside(const World& world);
std::vector<Monster*> monstersInView(World& world, int range);
bool anyoneInView(const World& world, int range);

// The skill of that id the hero knows, or none.
const Skill* knownSkill(const Hero& hero, std::string_view id);
// Why the hero cannot use the skill now, at `target` (or, without one,
// whether it is worth aiming): too little mana first, then the skill's own
// rule. Nothing when she can.
std::optional<Said> skillRefusal(const World& world, const Skill& skill,
                                 std::optional<Point> target);
// What using an aimed skill at `target` would do; nothing for one that
// does not aim.
AimReach skillReach(const World& world, const Skill& skill, Point target);
// Spends the skill's mana and does it, the log naming it first. The
// caller has asked skillRefusal.
void useSkill(World& world, const Skill& skill, std::optional<Point> target);

// The skills the hero's class teaches at her level and below that she has
// not learnt yet are learnt now, the log telling of each when `tell`.
// Whether any was.
bool learnSkills(World& world, bool tell);

}  // namespace delve
