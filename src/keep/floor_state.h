#pragma once

#include <tuple>
#include <utility>
#include <vector>

#include "keep/saved_run.h"

namespace delve {

// One floor as a save holds it (SavedFloor), declared once beside the
// stage it is kept from and restored to; `Way` walks it (state_ways.h),
// savedFloor and stageOf (saved_run.h) both ways, and `S` is a Stage or a
// const Stage. A stage is built from its depth, name and map, so they come
// first; then what stands and lies on it, in the order it came there.
template <class Way, class S>
void floorState(Way& way, SavedFloor& floor, S& stage) {
    // The map holds what the hero remembers as well as what is; a save
    // keeps only the cells remembered otherwise than they are.
    way.kept(
        std::tie(floor.depth, floor.name, floor.map, floor.remembered), stage,
        [](const Stage& stage) {
            return std::tuple(stage.depth(), stage.name(), stage.map(),
                              rememberedOtherwise(stage.map()));
        },
        [](const auto& saved, Stage& stage) {
            auto& [depth, name, map, remembered] = saved;
            for (const RememberedCell& cell : remembered) {
                map.remember(cell.at, cell.terrain);
            }
            stage = Stage(depth, std::move(name), std::move(map));
        });
    // A monster's maximum health and speed are its kind's.
    way.kept(
        floor.monsters, stage, [](const Stage& stage) { return stage.monsters(); },
        [](std::vector<Monster>& monsters, Stage& stage) {
            for (Monster& monster : monsters) {
                monster.maxHp = monster.kind->maxHp;
                monster.speed = monster.kind->speed;
                stage.add(std::move(monster));
            }
        });
    way.kept(
        floor.traps, stage, [](const Stage& stage) { return stage.traps(); },
        [](const std::vector<Trap>& traps, Stage& stage) {
            for (const Trap& trap : traps) {
                stage.addTrap(trap);
            }
        });
    way.kept(
        floor.items, stage, [](const Stage& stage) { return stage.items(); },
        [](const std::vector<FloorItem>& items, Stage& stage) {
            for (const FloorItem& item : items) {
                if (item.pedestal) {
                    stage.putOnPedestal(item.item, item.at);
                } else {
                    stage.putItem(item.item, item.at, item.left);
                }
            }
        });
    way.kept(
        floor.people, stage, [](const Stage& stage) { return stage.people(); },
        [](const std::vector<Person>& people, Stage& stage) {
            for (const Person& person : people) {
                stage.addPerson(person);
            }
        });
    way.kept(
        floor.markers, stage, [](const Stage& stage) { return stage.markers(); },
        [](std::vector<Marker>& markers, Stage& stage) {
            for (Marker& marker : markers) {
                stage.addMarker(std::move(marker));
            }
        });
}

}  // namespace delve
