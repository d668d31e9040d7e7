#pragma once

#include <string>

#include "core/point.h"

namespace delve {

// Something that happened during an action that the screen may want to show
// or sound: the rules record these, the ui decides how they look and sound.
struct GameEvent {
    enum class Kind {
        HeroHit,     // the hero struck something at `cell`
        HeroMissed,  // the hero swung and missed
        MonsterKilled,
        HeroHurt,  // something struck the hero, standing at `cell`
        MonsterMissed,
        Healed,  // someone at `cell` got health back
        HeroDied,
        LevelUp,
        Burned,    // fire at `cell`
        ItemUsed,  // the hero drank, read or put something on
        PickedUp,
        // Something flew: one event for each cell it passed over, in the
        // order it passed them, the hero's own cell left out.
        MissileFlew,   // an arrow, or a thing thrown
        LightningLit,  // the lightning bolt
        HeavyBlow,     // a blow heavy enough to open a wound, at `cell`
        // What quests listen for (game/quests.h), with `what` they name.
        CellEntered,    // the hero stepped onto `cell`; `what`: its marker's id, if any
        PersonSpokenTo  // `what`: the person's id
    };
    Kind kind;
    Point cell;
    // The kind of monster killed (MonsterKilled), of thing picked up
    // (PickedUp), the marker entered, the person spoken to.
    std::string what = {};
};

}  // namespace delve
