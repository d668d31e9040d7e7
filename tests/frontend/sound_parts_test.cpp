#include "frontend/sdl/sound_parts.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace delve {
namespace {

constexpr int kRate = 44100;

// How often the samples cross zero, a second: twice the pitch of a pure tone.
double crossingsPerSecond(const std::vector<float>& samples) {
    int crossings = 0;
    for (std::size_t i = 1; i < samples.size(); ++i) {
        if ((samples[i - 1] < 0.0f) != (samples[i] < 0.0f)) {
            ++crossings;
        }
    }
    return crossings * static_cast<double>(kRate) / static_cast<double>(samples.size());
}

double rootMeanSquare(const std::vector<float>& samples) {
    double sum = 0.0;
    for (float sample : samples) {
        sum += static_cast<double>(sample) * sample;
    }
    return std::sqrt(sum / static_cast<double>(samples.size()));
}

TEST(SoundParts, NoiseRepeatsFromTheSameSeedAndStaysInRange) {
    NoiseSource first(7);
    NoiseSource second(7);
    NoiseSource other(8);
    int differences = 0;
    float lowest = 1.0f;
    float highest = -1.0f;
    for (int i = 0; i < 10000; ++i) {
        const float a = first.next();
        ASSERT_EQ(a, second.next());
        differences += a != other.next() ? 1 : 0;
        lowest = std::min(lowest, a);
        highest = std::max(highest, a);
    }
    EXPECT_GT(differences, 9900);
    EXPECT_GE(lowest, -1.0f);
    EXPECT_LT(highest, 1.0f);
    // White noise fills its range.
    EXPECT_LT(lowest, -0.99f);
    EXPECT_GT(highest, 0.99f);
}

TEST(SoundParts, EnvelopeRisesFromZeroAndFallsBackToZero) {
    const int length = 1000;
    const int attack = 100;
    EXPECT_EQ(envelopeAt(0, length, attack, 2.0), 0.0);
    EXPECT_NEAR(envelopeAt(50, length, attack, 2.0), 0.5, 1e-9);
    EXPECT_NEAR(envelopeAt(attack, length, attack, 2.0), 1.0, 1e-9);
    EXPECT_EQ(envelopeAt(length - 1, length, attack, 2.0), 0.0);
    // A steeper curve has fallen further half way down.
    EXPECT_LT(envelopeAt(550, length, attack, 3.0), envelopeAt(550, length, attack, 1.0));
    for (int i = attack + 1; i < length; ++i) {
        EXPECT_LE(envelopeAt(i, length, attack, 1.5), envelopeAt(i - 1, length, attack, 1.5));
    }
}

TEST(SoundParts, LowPassKeepsLowTonesAndDampsHighOnes) {
    auto filteredLoudness = [](double hz) {
        LowPass lowPass;
        lowPass.setCutoff(500.0, kRate);
        std::vector<float> out;
        for (int i = 0; i < kRate / 4; ++i) {
            const double wave = std::sin(2.0 * 3.141592653589793 * hz * i / kRate);
            out.push_back(lowPass.filter(static_cast<float>(wave)));
        }
        return rootMeanSquare(out);
    };
    const double fullSine = 1.0 / std::sqrt(2.0);
    EXPECT_GT(filteredLoudness(100.0), 0.9 * fullSine);
    EXPECT_LT(filteredLoudness(8000.0), 0.02 * fullSine);
}

TEST(SoundParts, EachWaveSoundsAtItsPitch) {
    for (Wave wave : {Wave::Sine, Wave::Square, Wave::Triangle}) {
        const std::vector<float> tone = renderParts(
            {{.wave = wave, .seconds = 0.5, .startHz = 300, .endHz = 300}}, 0.5f, kRate);
        EXPECT_NEAR(crossingsPerSecond(tone), 600.0, 10.0) << static_cast<int>(wave);
    }
}

TEST(SoundParts, AGlideMovesThePitchFromStartToEnd) {
    const std::vector<float> tone = renderParts(
        {{.wave = Wave::Sine, .seconds = 1.0, .startHz = 200, .endHz = 800}}, 0.5f, kRate);
    const std::vector<float> start(tone.begin(), tone.begin() + kRate / 10);
    const std::vector<float> end(tone.end() - kRate / 10, tone.end());
    // The glide is exponential: its first and last tenths stand near the ends.
    EXPECT_NEAR(crossingsPerSecond(start), 2 * 200 * std::pow(4.0, 0.05), 30.0);
    EXPECT_NEAR(crossingsPerSecond(end), 2 * 800 / std::pow(4.0, 0.05), 60.0);
}

TEST(SoundParts, PartsAreSummedAtTheirTimesAndScaledToThePeak) {
    const std::vector<float> sound =
        renderParts({{.wave = Wave::Sine, .seconds = 0.1, .startHz = 440, .endHz = 440},
                     {.wave = Wave::Noise, .startSeconds = 0.2, .seconds = 0.05}},
                    0.3f, kRate);
    ASSERT_EQ(sound.size(), static_cast<std::size_t>(kRate / 4));
    float peak = 0.0f;
    for (float sample : sound) {
        peak = std::max(peak, std::abs(sample));
    }
    EXPECT_NEAR(peak, 0.3f, 1e-6f);
    // The gap between the two parts is silent.
    for (int i = kRate / 10; i < kRate / 5; ++i) {
        ASSERT_EQ(sound[static_cast<std::size_t>(i)], 0.0f) << i;
    }
}

}  // namespace
}  // namespace delve
