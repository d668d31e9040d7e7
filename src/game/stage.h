#pragma once

#include <span>
#include <string>
#include <vector>

#include "core/grid.h"
#include "game/actors.h"
#include "game/item.h"
#include "game/person.h"
#include "game/trap.h"
#include "map/map.h"

namespace delve {

// One floor as it stands, as Hauberk's Stage: its terrain and what the hero
// has seen of it (the Map), and what is on it, in layers. The monsters are
// kept in the order they act, and found by cell without a look through the
// list: an index by cell follows every one that is added or moves. The
// traps are a layer of their own, found by cell the same way. Items are a
// third: a handful to a floor, so a look through them is cheap.
class Stage {
  public:
    Stage() = default;
    Stage(int depth, std::string name, Map map);

    int depth() const { return depth_; }
    // As the rules keep it: English, or a level's own four (map/kept_place_name.h).
    const std::string& name() const { return name_; }
    const Map& map() const { return map_; }
    Map& map() { return map_; }

    // Every monster, the dead of this turn too, in the order they act.
    const std::vector<Monster>& monsters() const { return monsters_; }
    // Only for changing what a monster is or thinks: a monster moves by
    // move(), so that the index follows it.
    std::span<Monster> monstersToChange() { return monsters_; }
    // The living monster at a cell, if any.
    const Monster* monsterAt(Point cell) const;
    Monster* monsterAt(Point cell);

    // A monster at a cell, which must be free of monsters. The reference
    // holds until the next add.
    Monster& add(Monster monster);
    void move(Monster& monster, Point to);
    // Takes the dead off the floor, at the end of a turn.
    void removeDead();

    const std::vector<Trap>& traps() const { return traps_; }
    const Trap* trapAt(Point cell) const;
    Trap* trapAt(Point cell);
    // A trap at a cell that has none.
    void addTrap(Trap trap);

    // The items on the floor, in the order they came to lie there. Several
    // may share a cell: the last to come is on top, and is what shows.
    const std::vector<FloorItem>& items() const { return items_; }
    std::vector<Item> itemsAt(Point cell) const;
    const Item* topItemAt(Point cell) const;
    // Lays things down at a cell, on the pile of their kind if one lies there.
    void putItem(Item item, Point cell, bool left = false);
    // Takes the `nth` item of a cell's pile, counting from the bottom.
    Item takeItem(Point cell, int nth);
    // A vault of choice's thing, alone on its cell (game/items/vault.h).
    void putOnPedestal(Item item, Point cell);
    bool onPedestal(Point cell) const;
    // Every thing still on a pedestal is taken away; how many were.
    int shutPedestalsAway();

    // The people here, who stand where the level put them, and the named
    // places; a handful to a floor, so a look through them is cheap.
    const std::vector<Person>& people() const { return people_; }
    const Person* personAt(Point cell) const;
    void addPerson(Person person) { people_.push_back(person); }
    const std::vector<Marker>& markers() const { return markers_; }
    const Marker* markerAt(Point cell) const;
    void addMarker(Marker marker) { markers_.push_back(std::move(marker)); }

  private:
    int indexAt(Point cell) const;

    int depth_ = 1;
    std::string name_;
    Map map_;
    std::vector<Monster> monsters_;
    // Each cell's monster as its place in `monsters_` plus one; 0 for none.
    Grid<int> occupant_;
    std::vector<Trap> traps_;
    Grid<int> trapIndex_;  // as occupant_, for traps
    std::vector<FloorItem> items_;
    std::vector<Person> people_;
    std::vector<Marker> markers_;
};

}  // namespace delve
