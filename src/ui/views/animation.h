#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/colour.h"
#include "core/point.h"
#include "core/rng.h"
#include "game/game_event.h"
#include "ui/views/camera.h"
#include "ui/views/cell_buffer.h"

namespace delve {

// A glyph drawn over one floor cell for a frame: the arrow in flight.
struct AnimationMark {
    Point cell;  // a floor cell, not a screen cell
    char32_t glyph = U'*';
    Colour colour;
    friend constexpr bool operator==(const AnimationMark&, const AnimationMark&) = default;
};

// One picture of an animation, laid over the finished screens.
struct AnimationFrame {
    std::vector<AnimationMark> marks;
    std::vector<Highlight> glows;  // cells are floor cells, not screen cells
    Point shake;                   // how far the map view is moved, in cells
    int milliseconds = 0;          // how long the frame stays on screen
};

// What an action looks like in motion: an arrow or a thrown thing crossing
// the floor a cell a frame, the lightning bolt growing along its line and
// fading, the map view shaken by a heavy blow. The parts play one after the
// other, in the order the rules reported them.
//
// It is for the eye alone. It is built from the events the rules reported
// and never reads or changes the game; the shake has dice of its own, seeded
// from a constant, so the game's dice, a recording and the state hash are
// the same whether it plays or not. Nothing here reads the clock: whoever
// shows it waits each frame's milliseconds and calls advance().
class Animation {
  public:
    // The seed of the shake's dice: any constant will do, as long as it is
    // never the game's.
    static constexpr std::uint64_t kShakeSeed = 0x5ac0ffee;

    Animation();

    // Adds what one event shows after what is already there; an event of
    // another kind shows nothing here (the flashes show it). Flights start
    // beside the hero, standing at `hero`, which gives a one-cell throw its
    // direction. Once the animation has ended, the next event starts a new
    // one.
    void add(const GameEvent& event, Point hero);

    bool running() const { return current_ < frameCount(); }
    std::size_t frameCount() const;
    // Which frame is on screen; frameCount() once it has ended.
    std::size_t currentIndex() const { return current_; }
    // The frame on screen. Only while running.
    AnimationFrame frame() const { return frameAt(current_); }
    AnimationFrame frameAt(std::size_t index) const;

    // The next frame, or the end after the last.
    void advance();
    // Straight to the end: a key pressed meanwhile should not wait for it.
    void skip() { current_ = frameCount(); }

  private:
    // A run of frames that show one thing.
    struct Part {
        enum class Kind { Flight, Bolt, Shake };
        Kind kind = Kind::Flight;
        std::vector<Point> cells;    // a flight's or a bolt's, in order
        std::vector<Point> offsets;  // a shake's, one a frame
        Point from;                  // where a flight's direction is taken from
    };

    std::size_t framesOf(const Part& part) const;
    AnimationFrame frameOf(const Part& part, std::size_t index) const;
    void addCell(Part::Kind kind, Point cell, Point hero);
    void addShake();

    std::vector<Part> parts_;
    std::size_t current_ = 0;
    Rng shakeDice_;
};

// The glyph for something flying from `from` toward `to`: `-`, `|`, `/` or
// `\` by the nearest of the four lines, `*` when the two are one cell.
char32_t flightGlyph(Point from, Point to);

// Lays `frame` over a finished picture: the map view's cells moved by the
// shake (cells moved in from outside it are left blank), then the marks and
// glows at the screen cells the camera shows their floor cells at. Nothing
// outside the map view changes.
void drawAnimationFrame(const AnimationFrame& frame, const Camera& camera, CellBuffer& buffer);

}  // namespace delve
