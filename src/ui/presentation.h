#pragma once

#include <utility>
#include <vector>

#include "core/point.h"
#include "game/game_event.h"
#include "ui/animation.h"
#include "ui/cell_buffer.h"
#include "ui/sound_cue.h"

namespace delve {

// How what happened looks and sounds: the flashes washed over the map for a
// moment (a red hit, a green heal), the sounds for the frontend to play, and
// what moves (ui/animation.h). Cosmetic only: nothing here touches the rules.
class Presentation {
  public:
    // Turns the events of a request into flashes, sounds and animation.
    void show(const std::vector<GameEvent>& events, Point hero);

    // Cells are floor cells, not screen cells. None while an animation
    // plays: a hit shows once the arrow has come down.
    const std::vector<Highlight>& flashes() const {
        return animation_.running() ? kNoFlashes : flashes_;
    }
    void clearFlashes() { flashes_.clear(); }
    // The sounds asked for since the last call, for the frontend to play.
    std::vector<SoundCue> takeSounds() { return std::exchange(sounds_, {}); }
    // Only a loop that waits between frames and advances them asks for
    // animations; anything else (headless runs, a replay played at once,
    // tests) never gets one, so a frame never shows one stuck half-way.
    void playAnimations(bool play) { playsAnimations_ = play; }
    const Animation& animation() const { return animation_; }
    Animation& animation() { return animation_; }

  private:
    std::vector<Highlight> flashes_;
    std::vector<SoundCue> sounds_;
    inline static const std::vector<Highlight> kNoFlashes;
    Animation animation_;
    bool playsAnimations_ = false;
};

}  // namespace delve
