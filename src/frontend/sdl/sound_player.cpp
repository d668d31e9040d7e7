#include "frontend/sdl/sound_player.h"

#include <SDL2/SDL.h>

#include <span>

namespace delve {

namespace {

// About 12 ms of sound a buffer: short enough that a blow is heard with the
// frame that shows it.
constexpr Uint16 kFramesPerBuffer = 512;

// A second copy of a sound may start once the first has played this long.
constexpr std::size_t kSameSoundGap = kSoundSampleRate / 20;

// Runs on SDL's audio thread, which holds the device's lock meanwhile.
void SDLCALL fillFromMixer(void* mixer, Uint8* stream, int bytes) {
    const std::size_t frames = static_cast<std::size_t>(bytes) / sizeof(float);
    static_cast<SoundMixer*>(mixer)->mix(
        std::span<float>(reinterpret_cast<float*>(stream), frames));
}

// The last user of SDL lets it close what it opened beside its subsystems,
// as SdlLibraries does.
void quitSdlIfUnused() {
    if (SDL_WasInit(SDL_INIT_EVERYTHING) == 0) {
        SDL_Quit();
    }
}

void releaseAudio() {
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    quitSdlIfUnused();
}

}  // namespace

SoundPlayer::SoundPlayer() : mixer_(kSameSoundGap) {}

std::unique_ptr<SoundPlayer> SoundPlayer::open(std::string& whyNot) {
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        whyNot = std::string("SDL could not start its audio: ") + SDL_GetError();
        quitSdlIfUnused();
        return nullptr;
    }
    const char* driver = SDL_GetCurrentAudioDriver();
    if (driver != nullptr && std::string(driver) == "disk") {
        // SDL's disk driver would fill a file in the working directory with
        // the game's sound, some 170 kB a second for as long as it runs.
        whyNot = "SDL's disk audio driver writes to a file; the game stays silent instead";
        releaseAudio();
        return nullptr;
    }
    // From here the player holds the audio subsystem, and lets it go when it
    // is destroyed, whether or not the device opens.
    std::unique_ptr<SoundPlayer> player(new SoundPlayer());
    SDL_AudioSpec wanted{};
    wanted.freq = kSoundSampleRate;
    wanted.format = AUDIO_F32SYS;
    wanted.channels = 1;
    wanted.samples = kFramesPerBuffer;
    wanted.callback = fillFromMixer;
    wanted.userdata = &player->mixer_;
    SDL_AudioSpec obtained{};
    // No changes allowed: SDL converts to whatever the device really takes.
    player->device_ = SDL_OpenAudioDevice(nullptr, 0, &wanted, &obtained, 0);
    if (player->device_ == 0) {
        whyNot = std::string("SDL could not open an audio device: ") + SDL_GetError();
        return nullptr;
    }
    // The device opens paused, and its thread reads no samples until play()
    // names them, so they are made only now that they will be heard.
    for (SoundCue cue : kAllSoundCues) {
        player->samples_[soundCueIndex(cue)] = synthesizeCue(cue);
    }
    SDL_PauseAudioDevice(player->device_, 0);
    return player;
}

SoundPlayer::~SoundPlayer() {
    if (device_ != 0) {
        // Waits for the audio thread to finish, so the samples outlive it.
        SDL_CloseAudioDevice(device_);
    }
    releaseAudio();
}

void SoundPlayer::play(SoundCue cue) {
    const std::vector<float>& samples = samples_[soundCueIndex(cue)];
    SDL_LockAudioDevice(device_);
    mixer_.start(samples);
    SDL_UnlockAudioDevice(device_);
}

void SoundPlayer::setVolume(float volume) {
    if (volume == volume_) {
        return;
    }
    volume_ = volume;
    SDL_LockAudioDevice(device_);
    mixer_.setVolume(volume);
    SDL_UnlockAudioDevice(device_);
}

std::string SoundPlayer::driverName() const {
    const char* name = SDL_GetCurrentAudioDriver();
    return name != nullptr ? name : "";
}

}  // namespace delve
