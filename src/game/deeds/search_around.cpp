#include "game/deeds/deed.h"
#include "game/traps/trap_rule.h"

namespace delve {

namespace {

// How far a search reaches, and the chance of finding each hidden thing:
// a quarter on the first turn, a fifth more for each turn in a row on the
// same spot, never certain.
constexpr int kSearchReach = 2;
constexpr int kFirstChance = 25;
constexpr int kChancePerTurn = 20;
constexpr int kBestChance = 95;

}  // namespace

DeedResult SearchAround::perform(World& world, Actor& actor) const {
    if (!world.isHero(actor)) {
        return DeedResult::refused();
    }
    Hero& hero = world.hero;
    const int chance = std::min(kBestChance, kFirstChance + kChancePerTurn * hero.searchTurns);
    ++hero.searchTurns;
    const Map& map = world.map();
    for (int dy = -kSearchReach; dy <= kSearchReach; ++dy) {
        for (int dx = -kSearchReach; dx <= kSearchReach; ++dx) {
            const Point cell = hero.position + Point{dx, dy};
            if (!map.contains(cell) || !map.isVisible(cell)) {
                continue;
            }
            Trap* trap = world.stage.trapAt(cell);
            const bool hiddenTrap = trap != nullptr && !trap->known;
            const bool secretDoor = map.terrain(cell) == Terrain::SecretDoor;
            if ((hiddenTrap || secretDoor) && world.rng.chance(chance)) {
                if (hiddenTrap) {
                    findTrap(world, *trap);
                } else {
                    world.changeTerrain(cell, Terrain::ClosedDoor);
                    world.say(MessageId::SecretDoorFound);
                }
            }
        }
    }
    return DeedResult::done();
}

}  // namespace delve
