#pragma once

#include <array>
#include <cstddef>
#include <span>

namespace delve {

// Plays a few sounds at once, each voice reading its own samples, so a blow
// and the kill it makes are both heard. The mix is their sum, held within full
// scale. Knows nothing of SDL: the audio thread asks it for frames.
class SoundMixer {
  public:
    static constexpr int kVoices = 4;

    // `sameSoundGap`: how many frames a sound must have played before the same
    // sound may start beside it; sooner, it would only sound louder (three
    // monsters striking in one turn make one Hurt, not a blast).
    explicit SoundMixer(std::size_t sameSoundGap);

    // Starts the samples, which must live as long as they may play. When every
    // voice is busy, the one nearest its end gives way.
    void start(std::span<const float> samples);

    // Fills `out` with the next frames of the mix: silence where nothing plays.
    void mix(std::span<float> out);

    // How loud the mix is, from 0 (silent) to 1 (the sounds as made).
    void setVolume(float volume);

    // How many voices are sounding now.
    int playing() const;

  private:
    struct Voice {
        std::span<const float> samples;
        std::size_t position = 0;

        bool idle() const { return position >= samples.size(); }
        std::size_t left() const { return idle() ? 0 : samples.size() - position; }
    };

    std::size_t sameSoundGap_;
    std::array<Voice, kVoices> voices_{};
    float volume_ = 1.0f;
};

}  // namespace delve
