#pragma once

#include <optional>
#include <variant>

#include "core/direction.h"
#include "game/effects/item_effect.h"
#include "game/items/equipment.h"
#include "game/world.h"

namespace delve {

// The deeds an actor can do, as Hauberk's actions: each is a small struct
// with its own rule, in its own file here, done by the hero and the
// monsters alike where they do the same thing. A deed may turn into another
// (a step into a monster is a blow, into a closed door opens it): its result
// names the deed done instead. Every deed in the variant below must have a
// perform(), or nothing compiles.
struct DeedResult;

// A step to the next cell. Into a monster it becomes the hero's Strike;
// into a closed door, OpenDoor; into a secret door, the hero's
// FindSecretDoor. Into water or wall it is refused, costing nothing (the
// hero hears why).
// Onto a trap the hero knows of, only when the player has said yes
// (`ontoKnownTrap`); monsters keep off their floor's traps. A hidden trap
// springs.
struct Walk {
    Direction direction;
    bool ontoKnownTrap = false;
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero speaks to the person at `target`: a conversation begins
// (game/conversation.h), and no time passes while it lasts.
struct TalkTo {
    Point target;
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero gives an answer in a conversation with the person at `target`
// (Request Answer): what it does is done, and no time passes.
struct GiveAnswer {
    Point target;
    std::string line;
    int answer = 0;
    DeedResult perform(World& world, Actor& actor) const;
};

// A blow at whoever stands at `target`: the hero's at a monster, a
// monster's at the hero (game/combat.h).
struct Strike {
    Point target;
    DeedResult perform(World& world, Actor& actor) const;
};

// Opens the closed door at `door`; the actor stays on its side.
struct OpenDoor {
    Point door;
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero has bumped into a secret door and found it: a closed door now.
struct FindSecretDoor {
    Point door;
    DeedResult perform(World& world, Actor& actor) const;
};

// Lets the turn go by.
struct StandStill {
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero, on the stairs, goes down to the next floor.
struct GoDownStairs {
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero, on stairs up, climbs to the floor above.
struct GoUpStairs {
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero searches the cells around for a turn: each hidden trap and
// secret door within two steps in view may be found, the likelier the
// longer the hero has searched this spot.
struct SearchAround {
    DeedResult perform(World& world, Actor& actor) const;
};

// Closes the open door at `door`, unless someone stands or something lies
// in it.
struct CloseDoor {
    Point door;
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero picks up what lies underfoot: gold into the purse, the rest
// into the pack while it has room.
struct PickUp {
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero lays a slot of the pack down where she stands.
struct Drop {
    int slot = 0;
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero drinks a potion or reads a scroll from the pack, aimed at
// `target` when it aims; the kind is known from then on.
struct UseUp {
    int slot = 0;
    EffectTarget target;
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero wields, readies, wears or puts on a thing from the pack; what
// was in its place goes back into the pack.
struct PutToUse {
    int slot = 0;
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero takes off what is in a place, into the pack.
struct TakeOff {
    EquipSlot from = EquipSlot::Weapon;
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero shoots an arrow from the bow she has ready at `target`.
struct ShootArrow {
    Point target;
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero throws one of a slot of the pack at `target`.
struct ThrowThing {
    int slot = 0;
    Point target;
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero casts lightning toward `target`, spending mana: it strikes every
// monster along its line.
struct CastLightning {
    Point target;
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero zaps the staff or wand in a slot of the pack toward `target`,
// spending a charge: its bolt strikes the first monster on the line, or
// every one for lightning. A wand whose last charge is spent crumbles.
struct ZapBolt {
    int slot = 0;
    Point target;
    DeedResult perform(World& world, Actor& actor) const;
};

// The hero uses a skill she knows, at `target` when it aims, spending its
// mana (game/skills/). Refused, taking no time, without the mana or with
// nothing for it to do.
struct ApplySkill {
    const Skill* skill = nullptr;
    std::optional<Point> target;
    DeedResult perform(World& world, Actor& actor) const;
};

using Deed =
    std::variant<Walk, TalkTo, GiveAnswer, Strike, OpenDoor, FindSecretDoor, StandStill,
                 GoDownStairs, GoUpStairs, SearchAround, CloseDoor, PickUp, Drop, UseUp, PutToUse,
                 TakeOff, ShootArrow, ThrowThing, CastLightning, ZapBolt, ApplySkill>;

struct DeedResult {
    bool tookTurn = false;
    std::optional<Deed> instead;

    static DeedResult done() { return {true, std::nullopt}; }
    // Nothing happened, and no time passed (the log may say why).
    static DeedResult refused() { return {false, std::nullopt}; }
    static DeedResult becomes(Deed deed) { return {false, std::move(deed)}; }
};

// The deed that was done in the end, after any it turned into, and whether
// it took the actor's turn.
struct Performed {
    Deed deed;
    bool tookTurn = false;
};

Performed perform(World& world, Actor& actor, Deed deed);

// What the hero wears has changed: her speed and sight follow it.
void equipmentChanged(World& world);

}  // namespace delve
