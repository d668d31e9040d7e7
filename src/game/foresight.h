#pragma once

#include <optional>
#include <vector>

#include "core/direction.h"
#include "core/point.h"
#include "game/aimed.h"
#include "game/command.h"
#include "game/effects/item_effect.h"
#include "game/known_ways.h"
#include "game/message.h"
#include "game/world.h"

namespace delve {

// What the hero's requests would meet, asked before they are made: whether
// a command may start, why travel would be refused, the doors Close may
// close, the trap a step would spring, what aiming would reach, and the
// ways travel and explore would walk. The ui asks it to ask the player
// first or to draw what would happen, and the game asks it before it acts.
// Asking changes nothing of the run: the known ways it consults are a kept
// answer (game/known_ways.h), worked out again when the floor changes.
// A Foresight lives no longer than the Game that made it (Game::foresight).
class Foresight {
  public:
    Foresight(const World& world, KnownWays& ways);

    // Whether a command of this kind may start now; the ui asks the player
    // before acting on AskFirst.
    CommandStart commandStart(CommandKind kind) const;
    // Why a command may not start, or nothing when it may: a monster in view
    // that threatens (any in view, unless `despiteMonsters`), or a condition
    // that would stop it at once.
    std::optional<Said> commandRefusal(CommandKind kind, bool despiteMonsters) const;
    // The monster in view that keeps a command from starting, the nearest
    // if several (any in view, unless `despiteMonsters`): the refusal names
    // it, and the panel and the look mark it.
    const Monster* monsterForbiddingCommands(bool despiteMonsters = true) const;
    // Why travelling to `goal` would be refused now, as the log would say
    // it, or nothing when it would start (perhaps after a question). The
    // travel preview draws no way where this has a reason.
    std::optional<Said> travelRefusal(Point goal) const;
    // The open doors beside the hero, that Close may close.
    std::vector<Point> openDoorsAround() const;
    // The trap the hero knows of one step that way, if any: the ui asks
    // before a step onto it.
    const Trap* knownTrapAhead(Direction direction) const;
    // What using a slot of the pack will ask for, as far as the hero knows:
    // an unknown scroll asks for nothing until it has been read.
    EffectAim aimOf(int slot) const;
    // Whether the scroll in slot `reading`, read on one of the hero's
    // things, may be read on the thing in `slot` of the pack (identify: one
    // not yet known, and never itself) or on the thing in use in `worn`
    // (enchanting), and whether anything she has would do.
    bool readsOn(int reading, int slot) const;
    bool readsOnWorn(int reading, EquipSlot worn) const;
    bool anythingToReadOn(int reading) const;
    // What letting an aimed thing go at `target` would do now: the path it
    // flies and the cells it strikes, worked out by the functions the deed
    // itself uses, so the aiming screen shows exactly what will happen.
    // Empty for the hero's own cell, which all but the fireball refuse.
    AimReach reachOf(const Aimed& aimed, Point target) const;
    // Whether the Amulet lies somewhere on this floor: going down the stairs
    // would leave it behind for good, so the ui asks first.
    bool amuletLiesHere() const;
    // A conversation (game/conversation.h): the line with the person at
    // `person` would open with now, if they have one, and the answers to
    // `line` offered now.
    const DialogueLine* openingLine(Point person) const;
    std::vector<int> answersOffered(const DialogueLine& line) const;

    // The stairs down (or up), once the hero has seen them.
    std::optional<Point> knownStairs(Terrain stairs = Terrain::StairsDown) const;
    // The cells travel to `goal` would walk now, the first step first and
    // `goal` last; empty when the hero knows no safe way (or is there).
    // Cheap enough to ask every frame: the known floor is kept until the
    // hero learns more.
    std::vector<Point> travelRoute(Point goal) const;
    // The cells travel's A* looked at to find travelRoute(goal), and the
    // map explore walks down now (the views that teach show them).
    std::vector<Point> travelSearched(Point goal) const;
    const DijkstraMap& exploreMap() const;
    // The cells explore would walk now to the nearest edge of what the hero
    // has seen, the first step first: down exploreMap from the hero. Empty
    // when nothing is left to explore.
    std::vector<Point> exploreRoute() const;
    // A trap the hero knows of beside a cell of `route` (not on it: travel
    // and explore walk round those) that reaches the cells beside it, if
    // any: the player may ask to be asked before passing one.
    const Trap* knownTrapBeside(const std::vector<Point>& route) const;

  private:
    const World& world_;
    KnownWays& ways_;
};

}  // namespace delve
