#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "frontend/sdl/sound_cues.h"
#include "frontend/sdl/sound_mixer.h"

namespace delve {

// The game's sounds through SDL's audio. Every cue is synthesized once, when
// the device opens; SDL's audio thread mixes up to four at a time (see
// SoundMixer), so play() only hands a voice over and returns at once.
class SoundPlayer {
  public:
    // Nothing, with the reason in `whyNot`, when SDL has no audio to give: no
    // driver, no device, or a device that refuses the format.
    static std::unique_ptr<SoundPlayer> open(std::string& whyNot);
    ~SoundPlayer();

    SoundPlayer(const SoundPlayer&) = delete;
    SoundPlayer& operator=(const SoundPlayer&) = delete;

    void play(SoundCue cue);
    // How loud, from 0 (silent) to 1 (as made); sounds playing change too.
    void setVolume(float volume);

    // The name of the audio driver SDL chose ("pulseaudio", "alsa", "dummy").
    std::string driverName() const;

  private:
    SoundPlayer();

    std::array<std::vector<float>, kSoundCueCount> samples_;
    SoundMixer mixer_;
    std::uint32_t device_ = 0;
    float volume_ = 1.0f;
};

}  // namespace delve
