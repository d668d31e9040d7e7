#pragma once

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "core/point.h"
#include "game/game_event.h"
#include "ui/loop/sound_cue.h"
#include "ui/views/animation.h"
#include "ui/views/cell_buffer.h"

namespace delve {

// Which glyphs remembered cells (the fog) are drawn with.
enum class FogGlyphs {
    Terrain,  // their own; without colour, remembered floor is ':'
    Colons,   // every remembered cell is ':' (--fog colons)
    // Remembered cells as they look in view, even without colour (--fog
    // unmarked): seed 002 prints its frames so.
    Unmarked,
};

// How the screens are drawn in what the frontend can show.
struct DrawStyle {
    bool noColour = false;  // the plain terminal and text frames: fog cannot be dimmed
    FogGlyphs fog = FogGlyphs::Terrain;
    // Only ASCII can be shown (a terminal whose locale is not UTF-8): no
    // language but English can be read, so no other is offered.
    bool asciiOnly = false;
    // Frames and boxes in box-drawing lines (┌─┐│└┘), not ASCII (+-|):
    // where the frontend shows every letter and is not plain.
    bool lineFrames = false;
};

// While a recording plays back: how many of its entries have been played.
struct ReplayProgress {
    std::size_t played = 0;
    std::size_t total = 0;
};

// How the run looks and sounds: the style cells are drawn in, the flashes
// washed over the map for a moment (a red hit, a green heal), the sounds for
// the frontend to play, what moves (ui/views/animation.h), and how far a replay
// has come. Cosmetic only: nothing here touches the rules.
class Presentation {
  public:
    // Turns the events of a request into flashes, sounds and animation.
    void show(const std::vector<GameEvent>& events, Point hero);

    // Cells are floor cells, not screen cells. None while an animation
    // plays: a hit shows once the arrow has come down.
    const std::vector<Highlight>& flashes() const {
        return animation_.running() ? kNoFlashes : flashes_;
    }
    void clearFlashes() { flashes_.clear(); }
    // The sounds asked for since the last call, for the frontend to play.
    std::vector<SoundCue> takeSounds() { return std::exchange(sounds_, {}); }
    // Only a loop that waits between frames and advances them asks for
    // animations; anything else (headless runs, a replay played at once,
    // tests) never gets one, so a frame never shows one stuck half-way.
    void playAnimations(bool play) { playsAnimations_ = play; }
    const Animation& animation() const { return animation_; }
    Animation& animation() { return animation_; }

    // How cells are drawn: the frontend's glyphs, fog and what it can show.
    const DrawStyle& style() const { return style_; }
    void setStyle(DrawStyle style) { style_ = style; }
    // F12 asked for a picture of the next frame shown (ui/loop/run_loop.cpp's
    // presentFrame keeps it); taking the request ends it.
    void askForPicture() { pictureAsked_ = true; }
    bool takePictureAsked() { return std::exchange(pictureAsked_, false); }
    // Set while `delve replay` plays, for the side panel to say so.
    void setReplayProgress(ReplayProgress progress) { replay_ = progress; }
    const std::optional<ReplayProgress>& replayProgress() const { return replay_; }

  private:
    std::vector<Highlight> flashes_;
    std::vector<SoundCue> sounds_;
    inline static const std::vector<Highlight> kNoFlashes;
    Animation animation_;
    bool playsAnimations_ = false;
    bool pictureAsked_ = false;
    DrawStyle style_;
    std::optional<ReplayProgress> replay_;
};

}  // namespace delve
