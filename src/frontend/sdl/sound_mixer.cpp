#include "frontend/sdl/sound_mixer.h"

#include <algorithm>

namespace delve {

SoundMixer::SoundMixer(std::size_t sameSoundGap) : sameSoundGap_(sameSoundGap) {}

void SoundMixer::start(std::span<const float> samples) {
    if (samples.empty()) {
        return;
    }
    for (const Voice& voice : voices_) {
        if (!voice.idle() && voice.samples.data() == samples.data() &&
            voice.position < sameSoundGap_) {
            return;
        }
    }
    // An idle voice has nothing left, so it is always chosen first.
    Voice& chosen =
        *std::min_element(voices_.begin(), voices_.end(),
                          [](const Voice& a, const Voice& b) { return a.left() < b.left(); });
    chosen = Voice{samples, 0};
}

void SoundMixer::mix(std::span<float> out) {
    std::fill(out.begin(), out.end(), 0.0f);
    for (Voice& voice : voices_) {
        const std::size_t frames = std::min(out.size(), voice.left());
        for (std::size_t i = 0; i < frames; ++i) {
            out[i] += voice.samples[voice.position + i];
        }
        voice.position += frames;
    }
    for (float& sample : out) {
        sample = std::clamp(sample, -1.0f, 1.0f) * volume_;
    }
}

void SoundMixer::setVolume(float volume) {
    volume_ = std::clamp(volume, 0.0f, 1.0f);
}

int SoundMixer::playing() const {
    return static_cast<int>(
        std::count_if(voices_.begin(), voices_.end(), [](const Voice& v) { return !v.idle(); }));
}

}  // namespace delve
