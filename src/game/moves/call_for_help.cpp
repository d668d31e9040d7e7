#include "game/moves/move_rule.h"

namespace delve {

namespace {

// A cry that wakes the monsters within `range` cells and sends them to
// where the hero stands (a jackal's howl, a goblin's shout).
constexpr std::string_view kCallForHelpFields[] = {"range"};

MoveNumbers readCallForHelp(const DataFields& table) {
    return {.range = table.wholeNumber("range", 1, 30)};
}

// Whether `other` hears the cry and is not already on the hero's trail.
bool answers(const Monster& caller, const Monster& other, int range) {
    return &other != &caller && !other.hunting() && other.alive() &&
           chebyshevDistance(caller.position, other.position) <= range;
}

// Only while someone near would answer: a pack already hunting hears no cry.
bool fitsForCallForHelp(const World& world, const Monster& monster, const MoveNumbers& move) {
    if (!world.monsterSeesHero(monster)) {
        return false;
    }
    for (const Monster& other : world.stage.monsters()) {
        if (answers(monster, other, move.range)) {
            return true;
        }
    }
    return false;
}

// They wake and make for where the hero stands, whatever they were doing.
void useCallForHelp(World& world, Monster& monster, const MoveNumbers& move) {
    world.say(world.canSee(monster) ? MessageId::MonsterCallsForHelp : MessageId::SomethingCalls,
              about(monster));
    for (Monster& other : world.stage.monstersToChange()) {
        if (answers(monster, other, move.range)) {
            other.mind = MonsterMind::Hunting;
            other.hasWanderGoal = false;
            other.lastSeenHero = world.hero.position;
        }
    }
}

}  // namespace

extern const MoveRule kCallForHelp{.word = "call_for_help",
                                   .fields = kCallForHelpFields,
                                   .read = readCallForHelp,
                                   .fits = fitsForCallForHelp,
                                   .use = useCallForHelp};

}  // namespace delve
