#include "frontend/sdl/sound_cues.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <span>
#include <string>
#include <vector>

namespace delve {
namespace {

std::string nameOf(SoundCue cue) {
    static const char* const names[] = {"Hit",     "Miss",  "Kill",   "Hurt", "Heal",
                                        "LevelUp", "Death", "PickUp", "Burst"};
    return names[soundCueIndex(cue)];
}

double secondsOf(std::span<const float> samples) {
    return static_cast<double>(samples.size()) / kSoundSampleRate;
}

double crossingsPerSecond(std::span<const float> samples) {
    int crossings = 0;
    for (std::size_t i = 1; i < samples.size(); ++i) {
        if ((samples[i - 1] < 0.0f) != (samples[i] < 0.0f)) {
            ++crossings;
        }
    }
    return crossings / secondsOf(samples);
}

float peakOf(std::span<const float> samples) {
    float peak = 0.0f;
    for (float sample : samples) {
        peak = std::max(peak, std::abs(sample));
    }
    return peak;
}

// Pitch (or brightness, for noise) of the second half over the first.
double riseOf(std::span<const float> samples) {
    const std::size_t half = samples.size() / 2;
    return crossingsPerSecond(samples.subspan(half)) / crossingsPerSecond(samples.first(half));
}

class SoundCues : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        for (SoundCue cue : kAllSoundCues) {
            samples_[soundCueIndex(cue)] = synthesizeCue(cue);
        }
    }

    static const std::vector<float>& of(SoundCue cue) { return samples_[soundCueIndex(cue)]; }

    static inline std::array<std::vector<float>, kSoundCueCount> samples_;
};

TEST_F(SoundCues, EachLastsBetweenFortyAndSixHundredMilliseconds) {
    for (SoundCue cue : kAllSoundCues) {
        EXPECT_GE(secondsOf(of(cue)), 0.040) << nameOf(cue);
        EXPECT_LE(secondsOf(of(cue)), 0.600) << nameOf(cue);
    }
}

TEST_F(SoundCues, EachPeaksAtAModerateLevel) {
    for (SoundCue cue : kAllSoundCues) {
        EXPECT_GE(peakOf(of(cue)), 0.2f) << nameOf(cue);
        EXPECT_LE(peakOf(of(cue)), 0.5f) << nameOf(cue);
    }
}

TEST_F(SoundCues, EachStartsAndEndsInSilence) {
    // A sound fades in over its first fifth of a millisecond at least, and is
    // silent through its last millisecond, so neither end clicks.
    const std::size_t fadeIn = kSoundSampleRate / 5000;
    const std::size_t tail = kSoundSampleRate / 1000;
    for (SoundCue cue : kAllSoundCues) {
        const std::span<const float> samples = of(cue);
        EXPECT_EQ(samples.front(), 0.0f) << nameOf(cue);
        EXPECT_EQ(samples.back(), 0.0f) << nameOf(cue);
        EXPECT_LT(peakOf(samples.first(fadeIn)), 0.05f) << nameOf(cue);
        EXPECT_LT(peakOf(samples.last(tail)), 0.01f) << nameOf(cue);
    }
}

TEST_F(SoundCues, NoSampleJumpsFromItsNeighbour) {
    // A jump of a fifth of full scale in one sample is heard as a click, as
    // when a square wave starts or stops without its envelope.
    for (SoundCue cue : kAllSoundCues) {
        const std::vector<float>& samples = of(cue);
        float widest = 0.0f;
        for (std::size_t i = 1; i < samples.size(); ++i) {
            widest = std::max(widest, std::abs(samples[i] - samples[i - 1]));
        }
        EXPECT_LT(widest, 0.2f) << nameOf(cue);
    }
}

TEST_F(SoundCues, SynthesisGivesTheSameSamplesEveryTime) {
    for (SoundCue cue : kAllSoundCues) {
        EXPECT_EQ(synthesizeCue(cue), of(cue)) << nameOf(cue);
    }
}

TEST_F(SoundCues, NoTwoCuesSoundAlike) {
    // Two cues differ clearly in length or in pitch (crossings a second).
    for (SoundCue a : kAllSoundCues) {
        for (SoundCue b : kAllSoundCues) {
            if (a >= b) {
                continue;
            }
            const double lengths = std::max(secondsOf(of(a)), secondsOf(of(b))) /
                                   std::min(secondsOf(of(a)), secondsOf(of(b)));
            const double pitches = std::max(crossingsPerSecond(of(a)), crossingsPerSecond(of(b))) /
                                   std::min(crossingsPerSecond(of(a)), crossingsPerSecond(of(b)));
            EXPECT_TRUE(lengths > 1.1 || pitches > 1.5)
                << nameOf(a) << " and " << nameOf(b) << ": lengths x" << lengths << ", pitches x"
                << pitches;
        }
    }
}

TEST_F(SoundCues, GoodNewsRisesAndBadNewsFalls) {
    EXPECT_GT(riseOf(of(SoundCue::Heal)), 1.3);
    EXPECT_GT(riseOf(of(SoundCue::LevelUp)), 1.3);
    EXPECT_LT(riseOf(of(SoundCue::Kill)), 0.9);
    EXPECT_LT(riseOf(of(SoundCue::Hurt)), 0.7);
    EXPECT_LT(riseOf(of(SoundCue::Death)), 0.7);
}

TEST_F(SoundCues, ABlowIsTheShortestAndDeathTheLongest) {
    for (SoundCue cue : kAllSoundCues) {
        if (cue != SoundCue::Hit) {
            EXPECT_LT(secondsOf(of(SoundCue::Hit)), secondsOf(of(cue))) << nameOf(cue);
        }
        if (cue != SoundCue::Death) {
            EXPECT_GT(secondsOf(of(SoundCue::Death)), secondsOf(of(cue))) << nameOf(cue);
        }
    }
}

TEST_F(SoundCues, LowSoundsAreLowAndBrightOnesBright) {
    // The thump, the buzz and the dying tone sit well below the blips, the
    // shimmer and the whoosh of noise.
    for (SoundCue low : {SoundCue::Hit, SoundCue::Hurt, SoundCue::Death}) {
        for (SoundCue bright :
             {SoundCue::Miss, SoundCue::Kill, SoundCue::Heal, SoundCue::LevelUp}) {
            EXPECT_GT(crossingsPerSecond(of(bright)), 2.0 * crossingsPerSecond(of(low)))
                << nameOf(low) << " and " << nameOf(bright);
        }
    }
}

}  // namespace
}  // namespace delve
