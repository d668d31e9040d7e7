#pragma once

#include <cstdint>
#include <vector>

namespace delve {

// The shapes an oscillator makes. Noise has no pitch; its colour comes from
// the part's low-pass.
enum class Wave { Sine, Square, Triangle, Noise };

// One layer of a sound: a wave whose pitch glides from startHz to endHz,
// shaped by an envelope that rises over the attack and falls to silence at the
// part's end. The glides are exponential, so a fall of an octave sounds even
// from start to finish.
struct SoundPart {
    Wave wave = Wave::Sine;
    double startSeconds = 0.0;
    double seconds = 0.1;
    double startHz = 440.0;
    double endHz = 440.0;
    double attackSeconds = 0.005;
    // How the fall bends: 1 is a straight line, more dies away faster at first.
    double decayCurve = 1.0;
    double volume = 1.0;
    // A low-pass whose cutoff glides from the first to the second; 0 for none.
    double lowPassStartHz = 0.0;
    double lowPassEndHz = 0.0;
    // A wobble in loudness: how fast, and how deep (0 none, 1 down to silence).
    double tremoloHz = 0.0;
    double tremoloDepth = 0.0;
};

// White noise from xorshift32: small, and the same samples on every platform.
class NoiseSource {
  public:
    explicit NoiseSource(std::uint32_t seed);
    // The next sample, in [-1, 1).
    float next();

  private:
    std::uint32_t state_;
};

// Two one-pole low-passes in a row: a gentle slope (12 dB an octave) that
// never rings, cheap enough to change its cutoff every sample.
class LowPass {
  public:
    void setCutoff(double hz, int sampleRate);
    float filter(float sample);

  private:
    double coefficient_ = 1.0;
    double first_ = 0.0;
    double second_ = 0.0;
};

// The loudness (0 to 1) of sample `index` of a part `length` samples long: a
// straight rise over `attack` samples from exactly zero, then a fall that
// reaches exactly zero on the last sample, so a part never clicks.
double envelopeAt(int index, int length, int attack, double decayCurve);

// Sums the parts into one buffer, lasting until the last part ends, scaled so
// its loudest sample is `peak` (of full scale, 1).
std::vector<float> renderParts(const std::vector<SoundPart>& parts, float peak, int sampleRate);

}  // namespace delve
