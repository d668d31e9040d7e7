#pragma once

#include <optional>
#include <string>
#include <variant>

#include "core/direction.h"
#include "core/point.h"
#include "game/items/equipment.h"

namespace delve {

// A request: what the hero asks the game for. The ui turns keys into
// requests; the game only ever sees requests, so a test, the bot or a replay
// drives it the same way a player does. Game::act turns each into a deed.
// A step; onto a trap the hero knows of only when the player has said yes.
struct Step {
    Direction direction;
    bool ontoKnownTrap = false;
};
struct Wait {};
// On the stairs, goes down; off them, travels to stairs the hero has seen
// (a command, so it may need a yes as the ones below do). Going down from a
// floor where the Amulet lies is refused until the player has said yes to
// leaving it behind.
struct Descend {
    bool despiteMonsters = false;
    bool leavingAmulet = false;
};
// The same up stairs, in an adventure that has them (the Mine).
struct Ascend {
    bool despiteMonsters = false;
};
// The multi-turn commands (game_commands.cpp): acting on one starts it, and
// the frontend asks Game::continueCommand for each step as it falls due.
// With monsters in view that are asleep or fleeing, a command starts only
// when the player has said yes to it (`despiteMonsters`), since whether such
// a monster is a danger is theirs to judge (Game::commandStart).
struct Rest {
    bool despiteMonsters = false;
};
struct Explore {
    bool despiteMonsters = false;
};
struct TravelTo {
    Point cell;
    bool despiteMonsters = false;
};

// Searches the cells around: for one turn, or, with more, as a command that
// stops for anything new.
struct Search {
    int turns = 1;
};
// Closes the open door beside the hero in that direction, or the only one
// when none is given (the ui asks which when there are two or more).
struct Close {
    std::optional<Direction> direction;
};

// Picks up what lies underfoot.
struct PickUpItems {};
// Lays down a slot of the pack (0 is `a`).
struct DropItem {
    int slot = 0;
};
// Drinks, reads, wields, readies, wears or puts on a slot of the pack (a
// staff or a wand is zapped, as Zap asks without a target). A
// scroll that aims needs its `place` (a fireball) or `packSlot` (identify);
// asked without, an unknown one is only recognised, taking no turn, and the
// outcome says it wants aiming.
struct UseItem {
    int slot = 0;
    std::optional<Point> place;
    int packSlot = -1;
    // Read on a thing in use (a scroll of enchanting on the worn armour).
    std::optional<EquipSlot> worn = std::nullopt;
};
// Takes off, or puts away, what is in use in a place.
struct TakeOffItem {
    EquipSlot from = EquipSlot::Weapon;
};

// The aimed deeds. Asked without a target, each only checks that it could
// be done (the bow ready, arrows, mana), saying why not, and takes no turn;
// the outcome then says it wants aiming (see Game::reachOf for what the
// aiming screen shows).
// Shoots an arrow from the bow that is ready.
struct Shoot {
    std::optional<Point> target;
};
// Throws one of a slot of the pack.
struct Throw {
    int slot = 0;
    std::optional<Point> target;
};
// Casts the lightning spell, by heart.
struct Cast {
    std::optional<Point> target;
};
// Zaps the staff or wand in a slot of the pack, spending a charge.
struct Zap {
    int slot = 0;
    std::optional<Point> target;
};
// Uses the skill of that id (data/skills.toml), one the hero has learnt.
// One that aims, asked without a target, is only checked, as above.
struct UseSkill {
    std::string skill;
    std::optional<Point> target;
};

// In a conversation with the person at `person` (game/conversation.h), on
// the line of that id: the answer of that index among the line's answers.
// Refused, taking no time, unless the person stands beside the hero and
// the answer is offered now.
struct Answer {
    Point person;
    std::string line;
    int answer = 0;
};

using Request =
    std::variant<Step, Wait, Descend, Ascend, Rest, Explore, TravelTo, Search, Close, PickUpItems,
                 DropItem, UseItem, TakeOffItem, Shoot, Throw, Cast, Zap, UseSkill, Answer>;

// What came of a request: whether the world moved on a turn, and whether
// the item used asks to be aimed before it can be (the ui then asks where).
struct Outcome {
    bool tookTurn = false;
    bool wantsAim = false;
};

}  // namespace delve
