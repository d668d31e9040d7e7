#include "frontend/sdl/sound_mixer.h"

#include <gtest/gtest.h>

#include <vector>

namespace delve {
namespace {

std::vector<float> mixed(SoundMixer& mixer, std::size_t frames) {
    std::vector<float> out(frames, 99.0f);
    mixer.mix(out);
    return out;
}

TEST(SoundMixer, SilenceWhenNothingPlays) {
    SoundMixer mixer(0);
    EXPECT_EQ(mixed(mixer, 4), std::vector<float>(4, 0.0f));
    EXPECT_EQ(mixer.playing(), 0);
}

TEST(SoundMixer, ASoundPlaysAcrossBuffersThenStops) {
    const std::vector<float> blip{0.1f, 0.2f, 0.3f, 0.4f, 0.5f};
    SoundMixer mixer(0);
    mixer.start(blip);
    EXPECT_EQ(mixer.playing(), 1);
    EXPECT_EQ(mixed(mixer, 3), (std::vector<float>{0.1f, 0.2f, 0.3f}));
    EXPECT_EQ(mixed(mixer, 3), (std::vector<float>{0.4f, 0.5f, 0.0f}));
    EXPECT_EQ(mixer.playing(), 0);
    EXPECT_EQ(mixed(mixer, 2), (std::vector<float>{0.0f, 0.0f}));
}

TEST(SoundMixer, OverlappingSoundsAreSummed) {
    const std::vector<float> first{0.25f, 0.25f, 0.25f, 0.25f};
    const std::vector<float> second{0.5f, -0.5f};
    SoundMixer mixer(0);
    mixer.start(first);
    EXPECT_EQ(mixed(mixer, 1), std::vector<float>{0.25f});
    mixer.start(second);
    EXPECT_EQ(mixer.playing(), 2);
    EXPECT_EQ(mixed(mixer, 3), (std::vector<float>{0.75f, -0.25f, 0.25f}));
}

TEST(SoundMixer, TheSumIsHeldWithinFullScale) {
    const std::vector<float> loud{0.8f, -0.8f};
    const std::vector<float> louder{0.7f, -0.7f};
    SoundMixer mixer(0);
    mixer.start(loud);
    mixer.start(louder);
    EXPECT_EQ(mixed(mixer, 2), (std::vector<float>{1.0f, -1.0f}));
}

TEST(SoundMixer, WhenEveryVoiceIsBusyTheOneNearestItsEndGivesWay) {
    std::vector<std::vector<float>> sounds;
    for (int i = 0; i < SoundMixer::kVoices; ++i) {
        // Sound i lasts 10 + i frames, so sound 0 ends first.
        sounds.emplace_back(static_cast<std::size_t>(10 + i), 0.01f * static_cast<float>(i + 1));
    }
    SoundMixer mixer(0);
    for (const auto& sound : sounds) {
        mixer.start(sound);
    }
    const std::vector<float> newest(20, 0.5f);
    mixer.start(newest);
    EXPECT_EQ(mixer.playing(), SoundMixer::kVoices);
    // Sound 0 (0.01) is gone; sounds 1..3 (0.02 + 0.03 + 0.04) and the newest remain.
    EXPECT_NEAR(mixed(mixer, 1)[0], 0.59f, 1e-6f);
}

TEST(SoundMixer, TheSameSoundDoesNotStackUntilItHasPlayedAWhile) {
    const std::vector<float> thud(10, 0.1f);
    SoundMixer mixer(3);
    mixer.start(thud);
    mixer.start(thud);
    EXPECT_EQ(mixer.playing(), 1);
    EXPECT_NEAR(mixed(mixer, 3)[0], 0.1f, 1e-6f);
    mixer.start(thud);
    EXPECT_EQ(mixer.playing(), 2);
    EXPECT_NEAR(mixed(mixer, 1)[0], 0.2f, 1e-6f);
}

TEST(SoundMixer, AnEmptySoundTakesNoVoice) {
    SoundMixer mixer(0);
    mixer.start(std::vector<float>{});
    EXPECT_EQ(mixer.playing(), 0);
}

}  // namespace
}  // namespace delve
