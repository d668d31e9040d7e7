#include "frontend/sdl/sound_cues.h"

#include "frontend/sdl/sound_parts.h"

namespace delve {

namespace {

// A blow landing: a sine thump dropping into the floor, a little grit on
// top, and a short bright click of noise for the contact.
std::vector<float> hit() {
    const std::vector<SoundPart> parts{
        {.wave = Wave::Sine,
         .seconds = 0.12,
         .startHz = 170,
         .endHz = 50,
         .attackSeconds = 0.002,
         .decayCurve = 2.0,
         .volume = 1.0},
        {.wave = Wave::Triangle,
         .seconds = 0.08,
         .startHz = 120,
         .endHz = 60,
         .attackSeconds = 0.002,
         .decayCurve = 3.0,
         .volume = 0.3},
        {.wave = Wave::Noise,
         .seconds = 0.018,
         .attackSeconds = 0.0008,
         .decayCurve = 2.0,
         .volume = 0.7,
         .lowPassStartHz = 6000,
         .lowPassEndHz = 2500},
    };
    return renderParts(parts, 0.38f, kSoundSampleRate);
}

// A swing through air: noise swelling and fading while its cutoff opens, so it
// brightens as it passes; kept quieter than the others.
std::vector<float> miss() {
    const std::vector<SoundPart> parts{
        {.wave = Wave::Noise,
         .seconds = 0.22,
         .attackSeconds = 0.09,
         .decayCurve = 1.6,
         .volume = 1.0,
         .lowPassStartHz = 350,
         .lowPassEndHz = 1800},
        {.wave = Wave::Noise,
         .startSeconds = 0.05,
         .seconds = 0.12,
         .attackSeconds = 0.05,
         .decayCurve = 2.0,
         .volume = 0.25,
         .lowPassStartHz = 1500,
         .lowPassEndHz = 3500},
    };
    return renderParts(parts, 0.26f, kSoundSampleRate);
}

// A monster falls: two square blips, the second a fifth lower, each sagging a
// little, with a triangle beneath for body.
std::vector<float> kill() {
    const std::vector<SoundPart> parts{
        {.wave = Wave::Square,
         .seconds = 0.11,
         .startHz = 784,
         .endHz = 740,
         .attackSeconds = 0.003,
         .decayCurve = 1.5,
         .volume = 0.7,
         .lowPassStartHz = 5000,
         .lowPassEndHz = 5000},
        {.wave = Wave::Triangle,
         .seconds = 0.11,
         .startHz = 392,
         .endHz = 370,
         .attackSeconds = 0.003,
         .decayCurve = 1.5,
         .volume = 0.4},
        {.wave = Wave::Square,
         .startSeconds = 0.12,
         .seconds = 0.16,
         .startHz = 523,
         .endHz = 494,
         .attackSeconds = 0.003,
         .decayCurve = 1.5,
         .volume = 0.7,
         .lowPassStartHz = 4000,
         .lowPassEndHz = 4000},
        {.wave = Wave::Triangle,
         .startSeconds = 0.12,
         .seconds = 0.16,
         .startHz = 262,
         .endHz = 247,
         .attackSeconds = 0.003,
         .decayCurve = 1.5,
         .volume = 0.4},
    };
    return renderParts(parts, 0.33f, kSoundSampleRate);
}

// The hero is struck: two squares a few hertz apart, so they beat into a
// buzz, dropping more than an octave and darkening as they go, over a thud.
std::vector<float> hurt() {
    const std::vector<SoundPart> parts{
        {.wave = Wave::Square,
         .seconds = 0.30,
         .startHz = 220,
         .endHz = 70,
         .attackSeconds = 0.004,
         .decayCurve = 1.3,
         .volume = 1.0,
         .lowPassStartHz = 2200,
         .lowPassEndHz = 700},
        {.wave = Wave::Square,
         .seconds = 0.30,
         .startHz = 227,
         .endHz = 72,
         .attackSeconds = 0.004,
         .decayCurve = 1.3,
         .volume = 0.7,
         .lowPassStartHz = 2200,
         .lowPassEndHz = 700},
        {.wave = Wave::Noise,
         .seconds = 0.04,
         .attackSeconds = 0.001,
         .decayCurve = 2.0,
         .volume = 0.4,
         .lowPassStartHz = 1500,
         .lowPassEndHz = 800},
    };
    return renderParts(parts, 0.38f, kSoundSampleRate);
}

// Healing: three soft partials gliding up an octave together, each wobbling
// at its own rate so the whole shimmers.
std::vector<float> heal() {
    const std::vector<SoundPart> parts{
        {.wave = Wave::Sine,
         .seconds = 0.42,
         .startHz = 520,
         .endHz = 1040,
         .attackSeconds = 0.06,
         .decayCurve = 1.2,
         .volume = 0.8,
         .tremoloHz = 16,
         .tremoloDepth = 0.6},
        {.wave = Wave::Sine,
         .startSeconds = 0.05,
         .seconds = 0.37,
         .startHz = 780,
         .endHz = 1560,
         .attackSeconds = 0.06,
         .decayCurve = 1.2,
         .volume = 0.5,
         .tremoloHz = 12,
         .tremoloDepth = 0.5},
        {.wave = Wave::Triangle,
         .startSeconds = 0.10,
         .seconds = 0.32,
         .startHz = 1040,
         .endHz = 2080,
         .attackSeconds = 0.08,
         .decayCurve = 1.2,
         .volume = 0.25,
         .tremoloHz = 20,
         .tremoloDepth = 0.7},
    };
    return renderParts(parts, 0.30f, kSoundSampleRate);
}

// A new level: C, E, G and the C above, plucked one after another, the last
// left to ring. Each note is a triangle with a little filtered square for edge.
std::vector<float> levelUp() {
    constexpr double notes[] = {523.25, 659.25, 783.99, 1046.5};
    std::vector<SoundPart> parts;
    for (int i = 0; i < 4; ++i) {
        const double start = 0.09 * i;
        const double seconds = i < 3 ? 0.12 : 0.25;
        parts.push_back({.wave = Wave::Triangle,
                         .startSeconds = start,
                         .seconds = seconds,
                         .startHz = notes[i],
                         .endHz = notes[i],
                         .attackSeconds = 0.004,
                         .decayCurve = 1.4,
                         .volume = 1.0});
        parts.push_back({.wave = Wave::Square,
                         .startSeconds = start,
                         .seconds = seconds,
                         .startHz = notes[i],
                         .endHz = notes[i],
                         .attackSeconds = 0.004,
                         .decayCurve = 2.0,
                         .volume = 0.25,
                         .lowPassStartHz = 3000,
                         .lowPassEndHz = 3000});
    }
    return renderParts(parts, 0.33f, kSoundSampleRate);
}

// The hero dies: a slow tone sinking two octaves with a sine an octave below,
// a dark edge of square, and a slow waver, fading evenly to nothing.
std::vector<float> death() {
    const std::vector<SoundPart> parts{
        {.wave = Wave::Triangle,
         .seconds = 0.58,
         .startHz = 392,
         .endHz = 98,
         .attackSeconds = 0.02,
         .decayCurve = 1.0,
         .volume = 1.0,
         .tremoloHz = 6,
         .tremoloDepth = 0.3},
        {.wave = Wave::Sine,
         .seconds = 0.58,
         .startHz = 196,
         .endHz = 49,
         .attackSeconds = 0.02,
         .decayCurve = 1.0,
         .volume = 0.6},
        {.wave = Wave::Square,
         .seconds = 0.58,
         .startHz = 392,
         .endHz = 98,
         .attackSeconds = 0.02,
         .decayCurve = 1.0,
         .volume = 0.2,
         .lowPassStartHz = 900,
         .lowPassEndHz = 250},
    };
    return renderParts(parts, 0.35f, kSoundSampleRate);
}

// Something taken up: two quick rising plucks, a fifth apart, like a coin
// dropped into a purse.
std::vector<float> pickUp() {
    const std::vector<SoundPart> parts{
        {.wave = Wave::Triangle,
         .seconds = 0.06,
         .startHz = 880,
         .endHz = 880,
         .attackSeconds = 0.003,
         .decayCurve = 1.5,
         .volume = 1.0},
        {.wave = Wave::Triangle,
         .startSeconds = 0.06,
         .seconds = 0.10,
         .startHz = 1318.5,
         .endHz = 1318.5,
         .attackSeconds = 0.003,
         .decayCurve = 1.5,
         .volume = 1.0},
    };
    return renderParts(parts, 0.30f, kSoundSampleRate);
}

// A fireball: a roar of noise whose cutoff closes as it dies away, over a
// low sine falling an octave for the thump.
std::vector<float> burst() {
    const std::vector<SoundPart> parts{
        {.wave = Wave::Noise,
         .seconds = 0.50,
         .attackSeconds = 0.01,
         .decayCurve = 1.3,
         .volume = 1.0,
         .lowPassStartHz = 4000,
         .lowPassEndHz = 300},
        {.wave = Wave::Sine,
         .seconds = 0.40,
         .startHz = 110,
         .endHz = 55,
         .attackSeconds = 0.005,
         .decayCurve = 1.5,
         .volume = 0.7},
    };
    return renderParts(parts, 0.35f, kSoundSampleRate);
}

}  // namespace

std::vector<float> synthesizeCue(SoundCue cue) {
    switch (cue) {
        case SoundCue::Hit:
            return hit();
        case SoundCue::Miss:
            return miss();
        case SoundCue::Kill:
            return kill();
        case SoundCue::Hurt:
            return hurt();
        case SoundCue::Heal:
            return heal();
        case SoundCue::LevelUp:
            return levelUp();
        case SoundCue::Death:
            return death();
        case SoundCue::PickUp:
            return pickUp();
        case SoundCue::Burst:
            return burst();
    }
    return {};
}

}  // namespace delve
