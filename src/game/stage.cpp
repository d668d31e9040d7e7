#include "game/stage.h"

#include "core/bounds.h"

#include <algorithm>
#include <utility>

namespace delve {

Stage::Stage(int depth, std::string name, Map map)
    : depth_(depth),
      name_(std::move(name)),
      map_(std::move(map)),
      occupant_(map_.width(), map_.height(), 0),
      trapIndex_(map_.width(), map_.height(), 0) {}

int Stage::indexAt(Point cell) const {
    if (!occupant_.contains(cell)) {
        return -1;
    }
    const int index = occupant_[cell] - 1;
    if (index < 0) {
        return -1;
    }
    const Monster& monster = monsters_[static_cast<std::size_t>(index)];
    // A monster killed this turn keeps its cell in the index until the end
    // of the turn; it is no longer there for anyone.
    return monster.alive() && monster.position == cell ? index : -1;
}

const Monster* Stage::monsterAt(Point cell) const {
    const int index = indexAt(cell);
    return index < 0 ? nullptr : &monsters_[static_cast<std::size_t>(index)];
}

Monster* Stage::monsterAt(Point cell) {
    const int index = indexAt(cell);
    return index < 0 ? nullptr : &monsters_[static_cast<std::size_t>(index)];
}

Monster& Stage::add(Monster monster) {
    monsters_.push_back(std::move(monster));
    Monster& added = monsters_.back();
    if (occupant_.contains(added.position)) {
        occupant_[added.position] = static_cast<int>(monsters_.size());
    }
    return added;
}

void Stage::move(Monster& monster, Point to) {
    const int number = static_cast<int>(&monster - monsters_.data()) + 1;
    if (occupant_.contains(monster.position) && occupant_[monster.position] == number) {
        occupant_[monster.position] = 0;
    }
    monster.position = to;
    if (occupant_.contains(to)) {
        occupant_[to] = number;
    }
}

const Trap* Stage::trapAt(Point cell) const {
    if (!trapIndex_.contains(cell) || trapIndex_[cell] == 0) {
        return nullptr;
    }
    return &traps_[static_cast<std::size_t>(trapIndex_[cell] - 1)];
}

Trap* Stage::trapAt(Point cell) {
    return const_cast<Trap*>(std::as_const(*this).trapAt(cell));
}

void Stage::addTrap(Trap trap) {
    traps_.push_back(trap);
    if (trapIndex_.contains(trap.at)) {
        trapIndex_[trap.at] = static_cast<int>(traps_.size());
    }
}

void Stage::removeDead() {
    if (std::ranges::all_of(monsters_, [](const Monster& monster) { return monster.alive(); })) {
        return;
    }
    for (const Monster& monster : monsters_) {
        if (occupant_.contains(monster.position)) {
            occupant_[monster.position] = 0;
        }
    }
    std::erase_if(monsters_, [](const Monster& monster) { return !monster.alive(); });
    for (std::size_t i = 0; i < monsters_.size(); ++i) {
        if (occupant_.contains(monsters_[i].position)) {
            occupant_[monsters_[i].position] = static_cast<int>(i) + 1;
        }
    }
}

std::vector<Item> Stage::itemsAt(Point cell) const {
    std::vector<Item> pile;
    for (const FloorItem& lying : items_) {
        if (lying.at == cell) {
            pile.push_back(lying.item);
        }
    }
    return pile;
}

const Item* Stage::topItemAt(Point cell) const {
    for (auto lying = items_.rbegin(); lying != items_.rend(); ++lying) {
        if (lying->at == cell) {
            return &lying->item;
        }
    }
    return nullptr;
}

void Stage::putItem(Item item, Point cell, bool left) {
    for (FloorItem& lying : items_) {
        if (lying.at == cell && lying.item.kind == item.kind && item.kind->stacks()) {
            lying.item.count = addUpTo(lying.item.count, item.count, kMaxStack);
            lying.left = lying.left || left;
            return;
        }
    }
    items_.push_back({item, cell, left});
}

void Stage::putOnPedestal(Item item, Point cell) {
    items_.push_back({item, cell, false, true});
}

bool Stage::onPedestal(Point cell) const {
    return std::ranges::any_of(
        items_, [&](const FloorItem& lying) { return lying.at == cell && lying.pedestal; });
}

int Stage::shutPedestalsAway() {
    return static_cast<int>(
        std::erase_if(items_, [](const FloorItem& lying) { return lying.pedestal; }));
}

Item Stage::takeItem(Point cell, int nth) {
    for (auto lying = items_.begin(); lying != items_.end(); ++lying) {
        if (lying->at == cell && nth-- == 0) {
            const Item taken = lying->item;
            items_.erase(lying);
            return taken;
        }
    }
    return {};
}

const Person* Stage::personAt(Point cell) const {
    const auto found = std::ranges::find(people_, cell, &Person::position);
    return found == people_.end() ? nullptr : &*found;
}

const Marker* Stage::markerAt(Point cell) const {
    const auto found = std::ranges::find(markers_, cell, &Marker::position);
    return found == markers_.end() ? nullptr : &*found;
}

}  // namespace delve
