#include "game/world.h"

#include "map/fov.h"

namespace delve {

const DungeonPlan& World::plan() const {
    if (adventure != nullptr) {
        return *adventure;
    }
    static const DungeonPlan kPlainDungeon;
    return kPlainDungeon;
}

void World::say(MessageId id, MessageArguments arguments) {
    log.add(Said{id, std::move(arguments)}, turn);
}

bool World::canSee(const Monster& monster) const {
    return monster.alive() && map().isVisible(monster.position);
}

bool World::monsterSeesHero(const Monster& monster) const {
    const int sight = monster.kind->sight;
    return map().isVisible(monster.position) &&
           squaredDistance(monster.position, hero.position) <= sight * (sight + 1);
}

void World::updateSight() {
    // In daylight nothing but walls limits her sight, and it is cast whole:
    // a straight line to every far cell would leave holes where lines
    // graze the corners of walls.
    const bool daylight = stage.depth() == 0 && plan().daylight;
    updateVisibility(map(), hero.position, daylight ? 0 : heroSight(hero),
                     daylight ? FovAlgorithm::Shadowcast : sight);
}

void World::changeTerrain(Point cell, Terrain terrain) {
    const Terrain before = map().terrain(cell);
    map().setTerrain(cell, terrain);
    paths.terrainChanged(stage, cell, before);
}

void World::moveHero(Point to) {
    hero.position = to;
    hero.searchTurns = 0;
    const Marker* marker = stage.markerAt(to);
    event(GameEvent::Kind::CellEntered, to, marker != nullptr ? marker->id : "");
}

MessageArguments about(const Monster& monster) {
    return MessageArguments{}.withMonster(monster.kind->id);
}

MessageArguments about(const World& world, const Item& item) {
    MessageArguments arguments = MessageArguments{}.withItem(item.kind->id).withNumber(item.count);
    if (!world.lore.knows(*item.kind)) {
        if (const ItemLook* look = world.lore.lookOf(*item.kind)) {
            arguments.look = look->id;
        }
    }
    return arguments;
}

}  // namespace delve
