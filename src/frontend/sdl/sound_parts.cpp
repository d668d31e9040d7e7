#include "frontend/sdl/sound_parts.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace delve {

namespace {

constexpr double kTwoPi = 2.0 * std::numbers::pi;

// Softens a square wave's jumps over one sample (a polynomial band-limited
// step), so high notes do not fold back into harsh lower tones.
double stepCorrection(double phase, double increment) {
    if (phase < increment) {
        const double t = phase / increment;
        return t + t - t * t - 1.0;
    }
    if (phase > 1.0 - increment) {
        const double t = (phase - 1.0) / increment;
        return t * t + t + t + 1.0;
    }
    return 0.0;
}

// The wave's value at `phase` (0 to 1); every shape starts at zero or, for
// the square, half way through its first jump.
double oscillate(Wave wave, double phase, double increment, NoiseSource& noise) {
    switch (wave) {
        case Wave::Sine:
            return std::sin(kTwoPi * phase);
        case Wave::Triangle: {
            const double shifted = std::fmod(phase + 0.25, 1.0);
            return 1.0 - 4.0 * std::abs(shifted - 0.5);
        }
        case Wave::Square: {
            double value = phase < 0.5 ? 1.0 : -1.0;
            value += stepCorrection(phase, increment);
            value -= stepCorrection(std::fmod(phase + 0.5, 1.0), increment);
            return value;
        }
        case Wave::Noise:
            return noise.next();
    }
    return 0.0;
}

// Where an exponential glide from `from` to `to` stands at `fraction` of it.
double glide(double from, double to, double fraction) {
    if (from <= 0.0 || to <= 0.0) {
        return from;
    }
    return from * std::pow(to / from, fraction);
}

int toSamples(double seconds, int sampleRate) {
    return static_cast<int>(std::lround(seconds * sampleRate));
}

void addPart(const SoundPart& part, std::uint32_t noiseSeed, int sampleRate,
             std::vector<float>& out) {
    const int offset = toSamples(part.startSeconds, sampleRate);
    const int length = toSamples(part.seconds, sampleRate);
    const int attack = std::max(1, toSamples(part.attackSeconds, sampleRate));
    NoiseSource noise(noiseSeed);
    LowPass lowPass;
    double phase = 0.0;
    for (int i = 0; i < length; ++i) {
        const double fraction = length > 1 ? static_cast<double>(i) / (length - 1) : 0.0;
        const double increment = glide(part.startHz, part.endHz, fraction) / sampleRate;
        double sample = oscillate(part.wave, phase, increment, noise);
        phase = std::fmod(phase + increment, 1.0);
        if (part.lowPassStartHz > 0.0) {
            lowPass.setCutoff(glide(part.lowPassStartHz, part.lowPassEndHz, fraction), sampleRate);
            sample = lowPass.filter(static_cast<float>(sample));
        }
        double gain = part.volume * envelopeAt(i, length, attack, part.decayCurve);
        if (part.tremoloDepth > 0.0) {
            const double seconds = static_cast<double>(i) / sampleRate;
            const double wobble = 0.5 - 0.5 * std::cos(kTwoPi * part.tremoloHz * seconds);
            gain *= 1.0 - part.tremoloDepth * wobble;
        }
        out[static_cast<std::size_t>(offset + i)] += static_cast<float>(sample * gain);
    }
}

}  // namespace

NoiseSource::NoiseSource(std::uint32_t seed) : state_(seed != 0 ? seed : 0x2545F491u) {}

float NoiseSource::next() {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 17;
    state_ ^= state_ << 5;
    // The top 24 bits fit a float exactly.
    return static_cast<float>(state_ >> 8) / 8388608.0f - 1.0f;
}

void LowPass::setCutoff(double hz, int sampleRate) {
    coefficient_ = 1.0 - std::exp(-kTwoPi * hz / sampleRate);
}

float LowPass::filter(float sample) {
    first_ += coefficient_ * (sample - first_);
    second_ += coefficient_ * (first_ - second_);
    return static_cast<float>(second_);
}

double envelopeAt(int index, int length, int attack, double decayCurve) {
    if (index <= 0 || index >= length - 1) {
        return 0.0;
    }
    if (index < attack) {
        return static_cast<double>(index) / attack;
    }
    const int fall = length - 1 - attack;
    if (fall <= 0) {
        return 0.0;
    }
    const double left = 1.0 - static_cast<double>(index - attack) / fall;
    return std::pow(left, decayCurve);
}

std::vector<float> renderParts(const std::vector<SoundPart>& parts, float peak, int sampleRate) {
    int total = 0;
    for (const SoundPart& part : parts) {
        total = std::max(
            total, toSamples(part.startSeconds, sampleRate) + toSamples(part.seconds, sampleRate));
    }
    std::vector<float> out(static_cast<std::size_t>(total), 0.0f);
    std::uint32_t noiseSeed = 0x1234567u;
    for (const SoundPart& part : parts) {
        addPart(part, noiseSeed, sampleRate, out);
        noiseSeed = noiseSeed * 747796405u + 2891336453u;
    }
    float loudest = 0.0f;
    for (float sample : out) {
        loudest = std::max(loudest, std::abs(sample));
    }
    if (loudest > 0.0f) {
        const float scale = peak / loudest;
        for (float& sample : out) {
            sample *= scale;
        }
    }
    return out;
}

}  // namespace delve
