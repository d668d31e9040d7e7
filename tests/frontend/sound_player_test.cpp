#include "frontend/sdl/sound_player.h"

#include <SDL2/SDL.h>
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "frontend/sdl/sdl_frontend.h"

namespace delve {
namespace {

// SDL's dummy audio driver: a real device and audio thread, heard by nobody.
class SoundPlayerOnDummyAudio : public ::testing::Test {
  protected:
    void SetUp() override {
        setenv("SDL_AUDIODRIVER", "dummy", 1);
        setenv("SDL_VIDEODRIVER", "dummy", 1);
    }
    // Some tests name a driver that does not exist; the suites after them
    // get the dummy back.
    void TearDown() override { setenv("SDL_AUDIODRIVER", "dummy", 1); }
};

TEST_F(SoundPlayerOnDummyAudio, OpensAndLetsAudioGoWhenDone) {
    {
        std::string whyNot;
        const auto player = SoundPlayer::open(whyNot);
        ASSERT_NE(player, nullptr) << whyNot;
        EXPECT_EQ(player->driverName(), "dummy");
        EXPECT_NE(SDL_WasInit(SDL_INIT_AUDIO), 0u);
    }
    EXPECT_EQ(SDL_WasInit(SDL_INIT_AUDIO), 0u);
}

TEST_F(SoundPlayerOnDummyAudio, ManySoundsInARowReturnWithoutWaiting) {
    std::string whyNot;
    const auto player = SoundPlayer::open(whyNot);
    ASSERT_NE(player, nullptr) << whyNot;
    // Far more sound than real time could play if a call waited for it.
    int started = 0;
    for (int round = 0; round < 500; ++round) {
        for (SoundCue cue : kAllSoundCues) {
            player->play(cue);
            ++started;
        }
    }
    EXPECT_EQ(started, 500 * static_cast<int>(kSoundCueCount));
}

TEST_F(SoundPlayerOnDummyAudio, AnUnknownDriverMeansNoPlayerAndAReason) {
    setenv("SDL_AUDIODRIVER", "no_such_driver", 1);
    std::string whyNot;
    EXPECT_EQ(SoundPlayer::open(whyNot), nullptr);
    EXPECT_NE(whyNot.find("audio"), std::string::npos) << whyNot;
    EXPECT_EQ(SDL_WasInit(SDL_INIT_AUDIO), 0u);
}

TEST_F(SoundPlayerOnDummyAudio, TheDiskDriverIsRefusedRatherThanFillingAFile) {
    // SDL's disk driver writes beside the game, into the working directory.
    const std::filesystem::path before = std::filesystem::current_path();
    const std::filesystem::path scratch =
        std::filesystem::temp_directory_path() / ("delve_sound_disk_" + std::to_string(getpid()));
    std::filesystem::create_directories(scratch);
    std::filesystem::current_path(scratch);
    setenv("SDL_AUDIODRIVER", "disk", 1);
    std::string whyNot;
    const bool opened = SoundPlayer::open(whyNot) != nullptr;
    std::filesystem::current_path(before);
    const bool wroteNothing = std::filesystem::is_empty(scratch);
    std::filesystem::remove_all(scratch);
    EXPECT_FALSE(opened);
    EXPECT_NE(whyNot.find("disk"), std::string::npos) << whyNot;
    EXPECT_TRUE(wroteNothing);
    EXPECT_EQ(SDL_WasInit(SDL_INIT_AUDIO), 0u);
}

SdlOptions smallSoftwareWindow() {
    SdlOptions options;
    options.columns = 100;
    options.rows = 36;
    options.softwareRenderer = true;
    options.windowWidth = 400;
    options.windowHeight = 300;
    return options;
}

TEST_F(SoundPlayerOnDummyAudio, TheWindowPlaysEveryCue) {
    std::string whyNot;
    const auto window = SdlFrontend::open(smallSoftwareWindow(), whyNot);
    ASSERT_NE(window, nullptr) << whyNot;
    EXPECT_NE(SDL_WasInit(SDL_INIT_AUDIO), 0u);
    for (int round = 0; round < 100; ++round) {
        for (SoundCue cue : kAllSoundCues) {
            window->play(cue);
        }
    }
    // Still a working window after all that sound.
    EXPECT_EQ(window->columns(), 100);
}

TEST_F(SoundPlayerOnDummyAudio, AMutedWindowOpensNoAudio) {
    SdlOptions options = smallSoftwareWindow();
    options.sound = false;
    std::string whyNot;
    const auto window = SdlFrontend::open(options, whyNot);
    ASSERT_NE(window, nullptr) << whyNot;
    EXPECT_EQ(SDL_WasInit(SDL_INIT_AUDIO), 0u);
    for (SoundCue cue : kAllSoundCues) {
        window->play(cue);
    }
}

TEST_F(SoundPlayerOnDummyAudio, AWindowWithoutAudioIsSilentNotBroken) {
    setenv("SDL_AUDIODRIVER", "no_such_driver", 1);
    std::string whyNot;
    const auto window = SdlFrontend::open(smallSoftwareWindow(), whyNot);
    ASSERT_NE(window, nullptr) << whyNot;
    EXPECT_TRUE(whyNot.empty()) << whyNot;
    EXPECT_EQ(SDL_WasInit(SDL_INIT_AUDIO), 0u);
    for (SoundCue cue : kAllSoundCues) {
        window->play(cue);
    }
}

}  // namespace
}  // namespace delve
