#pragma once

#include <vector>

#include "game/actors.h"
#include "game/item.h"
#include "game/items/item_lore.h"
#include "game/rules.h"
#include "keep/save_fields.h"
#include "map/map.h"

namespace delve {

// The item lines of a save, format 6 on (docs/save-format.md), each read
// and checked as save_reader.cpp reads the rest: a bad line fails with its
// line and field.

// The things on the floor, each on a walkable cell of `map`.
std::vector<FloorItem> readFloorItems(SaveLines& lines, const Rules& rules, const Map& map);
// The pack, slot by slot, into the hero's empty pack.
void readPack(SaveLines& lines, const Rules& rules, Hero& hero);
// What the hero has in use.
void readEquipment(SaveLines& lines, const Rules& rules, Hero& hero);
// The looks of the run's disguised kinds, then the kinds the hero knows.
ItemLore readLore(SaveLines& lines, const Rules& rules);

}  // namespace delve
