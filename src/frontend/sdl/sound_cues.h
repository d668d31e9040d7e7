#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "ui/loop/sound_cue.h"

namespace delve {

// Every cue synthesizes at this rate, one channel.
inline constexpr int kSoundSampleRate = 44100;

inline constexpr std::array kAllSoundCues{
    SoundCue::Hit,     SoundCue::Miss,  SoundCue::Kill,   SoundCue::Hurt,  SoundCue::Heal,
    SoundCue::LevelUp, SoundCue::Death, SoundCue::PickUp, SoundCue::Burst,
};
inline constexpr std::size_t kSoundCueCount = kAllSoundCues.size();
static_assert(static_cast<std::size_t>(SoundCue::Burst) + 1 == kSoundCueCount,
              "every SoundCue has a place in kAllSoundCues");

inline constexpr std::size_t soundCueIndex(SoundCue cue) {
    return static_cast<std::size_t>(cue);
}

// The cue's samples, mono at kSoundSampleRate, made from oscillators, noise
// and envelopes in code: the same samples every time, between a twentieth and
// three fifths of a second long, peaking at about a third of full scale, and
// starting and ending at silence.
std::vector<float> synthesizeCue(SoundCue cue);

}  // namespace delve
