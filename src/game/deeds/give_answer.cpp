#include <algorithm>

#include "game/conversation.h"
#include "game/deeds/deed.h"

namespace delve {

namespace {
bool offers(const World& world, const DialogueLine& line, int answer) {
    const std::vector<int> offered = answersOffered(world, line);
    return std::ranges::find(offered, answer) != offered.end();
}
}  // namespace

DeedResult GiveAnswer::perform(World& world, Actor& actor) const {
    const Person* person = world.stage.personAt(target);
    const bool beside = chebyshevDistance(actor.position, target) == 1;
    if (!world.isHero(actor) || person == nullptr || !beside) {
        return DeedResult::refused();
    }
    const Dialogue* dialogue = world.rules->dialogue(person->kind->id);
    const DialogueLine* said = dialogue != nullptr ? dialogue->line(line) : nullptr;
    if (said == nullptr || !offers(world, *said, answer)) {
        return DeedResult::refused();
    }
    carryOut(world, said->answers[static_cast<std::size_t>(answer)].deeds);
    return DeedResult::refused();
}

}  // namespace delve
