#pragma once

#include <variant>
#include <vector>

#include "game/condition.h"
#include "game/dice.h"

namespace delve {

// What a monster can do besides a plain blow and a step, as Hauberk's
// breeds' moves: each kind lists its moves in data/monsters.toml with their
// numbers, and a hunting monster tries them in that order, each at its
// chance, before it strikes or steps (game/moves/). A new move is a struct
// here, a file in game/moves/, its line in the content reader and its words
// in the ui; the compiler finds every place that must know it.

// A bite that, landing, leaves a condition (a spider's poison).
struct VenomousBite {
    ConditionKind condition = ConditionKind::Poisoned;
    int turns = 1;
};

// Something spat or hurled at the hero from `range` cells: it may miss as
// a blow does, hurts for `damage`, and may leave a condition (`turns` 0 for
// none): acid, venom, a web that holds.
struct Spit {
    int range = 4;
    Dice damage{1, 3, 0};
    ConditionKind condition = ConditionKind::Poisoned;
    int turns = 0;
};

// A bolt of lightning at the hero from `range` cells: it never misses, and
// is cast only with nobody of its own in the way.
struct LightningBolt {
    int range = 6;
    Dice damage{2, 6, 0};
};

// A jump to a free cell beside the hero, within `distance` steps and in
// its sight (a wraith closing in).
struct Blink {
    int distance = 5;
};

// A cry that wakes the monsters within `range` cells and sends them to
// where the hero stands (a jackal's howl, a goblin's shout).
struct CallForHelp {
    int range = 8;
};

// Steps back while the hero is within `distance` cells, so that its spit or
// bolt can go on (a naga keeping out of reach).
struct KeepDistance {
    int distance = 2;
};

using MoveEffect = std::variant<VenomousBite, Spit, LightningBolt, Blink, CallForHelp, KeepDistance>;

// One of a kind's moves: what it does, and its chance in a hundred each
// turn that the move fits.
struct MonsterMove {
    MoveEffect effect;
    int chance = 100;
};

using MonsterMoves = std::vector<MonsterMove>;

}  // namespace delve
