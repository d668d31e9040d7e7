#pragma once

namespace delve {

// The sounds the game asks a frontend to play. A frontend without sound
// ignores them; the SDL window synthesizes each one in code.
enum class SoundCue {
    Hit,   // the hero lands a blow
    Miss,  // a swing through air
    Kill,  // a monster dies
    Hurt,  // the hero is struck
    Heal,
    LevelUp,
    Death,   // the hero dies
    PickUp,  // something goes into the pack, or into use
    Burst,   // a fireball bursts
};

}  // namespace delve
